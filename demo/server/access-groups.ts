/**
 * Access groups (screens admin-account.md §3): the tree every instance, profile and script sits in,
 * made and removed by the legacy `CreateAccessGroup` and `RemoveAccessGroup` (routes/access-groups.ts).
 * A change never edits a record: the organisation gets new arrays with new records (data.ts).
 */
import { badRequest } from './http.ts';
import type { AccessGroup, Organisation, SimData } from './model.ts';

/** The root group: every organisation has it, and it cannot be removed. */
export const GLOBAL_GROUP = 'global';

/**
 * A new group's name from its title, as the real server makes it: lower-cased, accents dropped,
 * every run of other characters than a–z and 0–9 one `-`, none at either end; `access-group` when
 * nothing is left (a title of symbols only). Made unique in the organisation with `-2`, `-3`, …
 */
export function accessGroupName(groups: readonly Pick<AccessGroup, 'name'>[], title: string): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'access-group';
  const taken = new Set(groups.map((group) => group.name));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** The group named `name`, or 400 `UnknownAccessGroup`, the message the other calls give. */
export function accessGroupNamed(org: Organisation, name: string): AccessGroup {
  const group = org.accessGroups.find((candidate) => candidate.name === name);
  if (!group) throw badRequest(`Access group "${name}" does not exist.`, 'UnknownAccessGroup');
  return group;
}

/** The longest title a group takes (the real server's column), in characters. */
export const MAX_TITLE_LENGTH = 200;

/**
 * Legacy `CreateAccessGroup(title, parent)`: a new group under `parent` (default `global`), its name
 * made from the title. An empty title and an unknown parent are refused.
 */
export function createAccessGroup(org: Organisation, title: string, parent = GLOBAL_GROUP): AccessGroup {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest('"title" must not be empty.');
  if ([...trimmed].length > MAX_TITLE_LENGTH) throw badRequest(`An access group title can have at most ${MAX_TITLE_LENGTH} characters.`);
  accessGroupNamed(org, parent);
  const group: AccessGroup = { name: accessGroupName(org.accessGroups, trimmed), title: trimmed, parent };
  org.accessGroups = [...org.accessGroups, group];
  return group;
}

/** The collections whose records carry an `access_group` moved when their group is removed. */
const HOLDERS = [
  'securityProfiles',
  'scripts',
  'upgradeProfiles',
  'rebootProfiles',
  'removalProfiles',
  'repositoryProfiles',
  'packageProfiles',
  'wslProfiles',
  'distributions',
  'aptSources',
  'gpgKeys',
] as const satisfies readonly (keyof Organisation)[];

/** `records` with every one in group `from` moved to `to` (new records; the array itself is new only when one moved). */
function moved<T extends { readonly access_group: string }>(records: T[], from: string, to: string): T[] {
  if (!records.some((record) => record.access_group === from)) return records;
  return records.map((record) => (record.access_group === from ? { ...record, access_group: to } : record));
}

/**
 * Legacy `RemoveAccessGroup(name)`: the group goes; its instances, its child groups and everything
 * else in it (profiles, scripts, repositories) move to its parent, as the real server does. `global`
 * is refused as the legacy API refuses a parameter: 400 `InvalidParameter` with a message.
 */
export function removeAccessGroup(org: Organisation, name: string): { group: AccessGroup; parent: AccessGroup } {
  if (name === GLOBAL_GROUP) throw badRequest(`The "${GLOBAL_GROUP}" access group cannot be removed.`);
  const group = accessGroupNamed(org, name);
  const parent = accessGroupNamed(org, group.parent);
  org.accessGroups = org.accessGroups
    .filter((candidate) => candidate.name !== name)
    .map((candidate) => (candidate.parent === name ? { ...candidate, parent: parent.name } : candidate));
  org.instances = moved(org.instances, name, parent.name);
  for (const key of HOLDERS) {
    const records = org[key] as { readonly access_group: string }[];
    (org as unknown as Record<string, unknown>)[key] = moved(records, name, parent.name);
  }
  return { group, parent };
}

/**
 * The `onlyGlobalAccessGroup` option: every organisation keeps `global` alone, every other group
 * removed as `RemoveAccessGroup` removes it (what was in it moves up to `global`), for the access
 * groups' empty state.
 */
export function keepOnlyGlobalAccessGroup(data: SimData): void {
  for (const org of data.organisations) {
    // In any order: a removed group's children and contents move up to its parent, in the end to global.
    for (const group of [...org.accessGroups].reverse()) {
      if (group.name !== GLOBAL_GROUP && org.accessGroups.some((candidate) => candidate.name === group.name)) removeAccessGroup(org, group.name);
    }
  }
}
