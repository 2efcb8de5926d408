/**
 * What the upgrade, reboot, removal and repository profiles share (profiles.md §1, §3–§5;
 * routes/*-profiles.ts): names made from titles, reading legacy lists (empty ones included), days,
 * tags, the delivery window rule, which instances a profile is associated with, and the wire shapes
 * of the upgrade, reboot and removal profiles (repositories.ts has the repository side).
 */
import { accessGroupWithDescendants, associatedInstances } from './fleet.ts';
import { badRequest, type Params } from './http.ts';
import {
  WEEKDAYS,
  type Instance,
  type Organisation,
  type ProfileAssociation,
  type RebootProfile,
  type RemovalProfile,
  type UpgradeProfile,
  type Weekday,
} from './model.ts';
import { nextHourlyRun, nextWeeklyRun, rebootScheduleText } from './profile-schedule.ts';
import type { RouteContext } from './router.ts';
import { checkTag } from './routes/instance-actions.ts';
import { numberedList } from './routes/packages.ts';
import { iso } from './time.ts';

/**
 * The profile types the instance search's `profile:{type}:{id}` knows besides security and script
 * (package and WSL profiles: package-profiles.ts, routes/wsl-profiles.ts; their `name` is made unique
 * with a suffix instead of nameFromTitle's refusal).
 */
export type ProfileKind = 'upgrade' | 'reboot' | 'removal' | 'repository' | 'package' | 'wsl';

/** The longest delivery window (profiles.md §3.3: 30 days). */
export const MAX_DELAY_WINDOW = 43_200;
/** `days_without_exchange` must be below this (a 32-bit signed integer column). */
export const MAX_DAYS_WITHOUT_EXCHANGE = 2_147_483_647;

/**
 * A profile's `name`: its title in lower case, accents dropped, every run of other characters a `-`
 * (Landscape's name rule `^[a-z0-9][-+a-z0-9]*$`). A title with no letter or digit (emoji only) gets
 * `{kind}-profile-{id}`.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '-')
    .replace(/^[-+]+|-+$/g, '');
}

/**
 * The name a new profile gets from its title, or the 400 `DuplicateName` when another profile of the
 * type has it already (two titles that differ only in case, accents or punctuation clash). Edits check
 * a new title the same way (leaving the profile itself out), though the name itself never changes.
 */
export function nameFromTitle(title: string, kind: ProfileKind, id: number, others: readonly { id: number; name: string }[]): string {
  const name = slugOf(title) || `${kind}-profile-${id}`;
  if (others.some((other) => other.id !== id && other.name === name)) {
    throw badRequest(
      `The title "${title}" makes the name "${name}", which another ${kind} profile has. Choose another title.`,
      'DuplicateName',
    );
  }
  return name;
}

/**
 * A legacy list: `name.1`, `name.2`, … in number order; `name=` (sent once, empty) is the empty list
 * (screens README: "empty values are sent and must clear"); absent: undefined. `name=x` with a value
 * is refused: lists are numbered.
 */
export function legacyList(search: URLSearchParams, name: string): string[] | undefined {
  const items = numberedList(search, name);
  const bare = search.getAll(name);
  if (bare.some((value) => value !== '')) {
    throw badRequest(`"${name}" is a list: send ${name}.1, ${name}.2, … (or "${name}=" once, empty, for no ${name}).`);
  }
  if (items.length > 0) return items;
  return bare.length > 0 ? [] : undefined;
}

/** Days as the profile APIs name them, de-duplicated in the order sent. */
export function readWeekdays(values: readonly string[], name = 'on_days'): Weekday[] {
  for (const value of values) {
    if (!(WEEKDAYS as readonly string[]).includes(value)) {
      throw badRequest(`"${name}" must list days of the week as mo, tu, we, th, fr, sa or su (got "${value}").`);
    }
  }
  return [...new Set(values as Weekday[])];
}

/**
 * Tags to associate, de-duplicated. New ones follow the instance tag rule (`InvalidTag`); a tag the
 * profile has already is kept as it is, so an edit sending the tags back unchanged always works.
 */
export function readProfileTags(values: readonly string[], current: readonly string[] = []): string[] {
  for (const tag of values) if (!current.includes(tag)) checkTag(tag);
  return [...new Set(values)];
}

/**
 * The delivery window rule (profiles.md §3.3, upstream's texts with "hour" in the singular for 1): at
 * most 30 days, and shorter than the expiry (`deliver_within` hours) when there is one. 0 is no window.
 */
export function checkDeliveryWindow(deliverWithin: number, window: number): void {
  if (window > MAX_DELAY_WINDOW) {
    throw badRequest(`Deliver delay window in minutes must be a number less than or equal to 30 days (${MAX_DELAY_WINDOW} minutes).`);
  }
  if (window > 0 && window >= deliverWithin * 60) {
    throw badRequest(
      `Deliver delay window of '${window}' minutes should be shorter than the 'deliver within' expiration time of ${deliverWithin} ${deliverWithin === 1 ? 'hour' : 'hours'}.`,
    );
  }
}

/**
 * Refuses a legacy parameter the action does not take (`name.N` lists count as `name`), as a real
 * server does: above all `access_group` on an edit (profiles.md §3.3 and §5.3, upstream's bug).
 */
export function refuseUnknownParameters(ctx: RouteContext, action: string, allowed: readonly string[]): void {
  for (const key of new Set(ctx.url.searchParams.keys())) {
    const base = key.replace(/\.\d+$/, '');
    if (base === 'action' || base === 'version' || allowed.includes(base)) continue;
    if (base === 'access_group') {
      throw badRequest(`${action} does not take "access_group": a profile stays in the access group it was made in.`);
    }
    throw badRequest(`${action} does not take "${key}".`);
  }
}

/** `all_computers` and `tags` of a legacy Associate/Disassociate call (mutually exclusive, as documented). */
export function readAssociationChange(ctx: RouteContext): { all: boolean; tags: string[] } {
  const all = ctx.query.boolean('all_computers') ?? false;
  const tags = legacyList(ctx.url.searchParams, 'tags') ?? [];
  if (all && tags.length > 0) {
    throw badRequest('Send either tags (tags.1, tags.2, …) or all_computers=true, not both.', 'InvalidParameterCombination');
  }
  if (!all && tags.length === 0) {
    throw badRequest('Name the tags (tags.1, tags.2, …) or send all_computers=true.', 'InvalidParameterCombination');
  }
  return { all, tags };
}

/** A whole number parameter that may be absent; the Params messages otherwise. */
export function optionalInteger(params: Params, name: string, min: number, max?: number): number | undefined {
  return params.integer(name, max === undefined ? { min } : { min, max });
}

/**
 * The live instances by tag, per instance list. A change never edits the list in place: it gives the
 * organisation a new list (routes/instances.ts replaceInstance), which this cache then sees as new.
 */
const tagIndex = new WeakMap<readonly Instance[], Map<string, Instance[]>>();

function liveInstancesByTag(org: Organisation): Map<string, Instance[]> {
  let byTag = tagIndex.get(org.instances);
  if (!byTag) {
    byTag = new Map();
    for (const instance of org.instances) {
      if (instance.archived) continue;
      for (const tag of instance.tags) {
        const tagged = byTag.get(tag);
        if (tagged) tagged.push(instance);
        else byTag.set(tag, [instance]);
      }
    }
    tagIndex.set(org.instances, byTag);
  }
  return byTag;
}

/**
 * The instances a profile is associated with: the live instances of its access group and the groups
 * under it, all of them (`all_computers`) or those with one of its tags, by id (fleet.ts
 * associatedInstances, as security and script profiles count them; `profile:{kind}:{id}` lists them).
 * Tagged profiles go through a tag index, so a list of 200 profiles is not 200 passes over the fleet.
 */
export function profileAssociatedInstances(org: Organisation, profile: ProfileAssociation): Instance[] {
  if (profile.all_computers || profile.tags.length === 0) return associatedInstances(org, profile);
  const groups = accessGroupWithDescendants(org.accessGroups, profile.access_group);
  const byTag = liveInstancesByTag(org);
  const found = new Set<Instance>();
  for (const tag of new Set(profile.tags)) {
    for (const instance of byTag.get(tag) ?? []) if (groups.has(instance.access_group)) found.add(instance);
  }
  return [...found].sort((a, b) => a.id - b.id);
}

/** The UpgradeProfile of profiles.md §3.5: the numbers as text, `at_hour` absent when hourly. */
export function serializeUpgradeProfile(org: Organisation, profile: UpgradeProfile, now = Date.now()) {
  const next =
    profile.every === 'hour'
      ? nextHourlyRun(profile.on_days, profile.at_minute, now)
      : nextWeeklyRun(profile.on_days, profile.at_hour ?? 0, profile.at_minute, now);
  return {
    id: profile.id,
    name: profile.name,
    title: profile.title,
    access_group: profile.access_group,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
    upgrade_type: profile.upgrade_type,
    autoremove: profile.autoremove,
    every: profile.every,
    on_days: [...profile.on_days],
    ...(profile.every === 'week' && profile.at_hour !== null ? { at_hour: String(profile.at_hour) } : {}),
    at_minute: String(profile.at_minute),
    deliver_within: String(profile.deliver_within),
    deliver_delay_window: String(profile.deliver_delay_window),
    next_run: iso(next),
    computers: { num_associated_computers: profileAssociatedInstances(org, profile).length },
  };
}

/** The RebootProfile of profiles.md §4.5 (the schedule fields as numbers, the RRULE-like `schedule` too). */
export function serializeRebootProfile(org: Organisation, profile: RebootProfile, now = Date.now()) {
  return {
    id: profile.id,
    title: profile.title,
    access_group: profile.access_group,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
    next_run: iso(nextWeeklyRun(profile.on_days, profile.at_hour, profile.at_minute, now)),
    schedule: rebootScheduleText(profile.on_days, profile.at_hour, profile.at_minute),
    every: 'week' as const,
    on_days: [...profile.on_days],
    at_hour: profile.at_hour,
    at_minute: profile.at_minute,
    deliver_within: profile.deliver_within,
    deliver_delay_window: profile.deliver_delay_window,
    num_computers: profileAssociatedInstances(org, profile).length,
  };
}

/** The RemovalProfile of profiles.md §5.5. */
export function serializeRemovalProfile(org: Organisation, profile: RemovalProfile) {
  return {
    id: profile.id,
    name: profile.name,
    title: profile.title,
    access_group: profile.access_group,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
    days_without_exchange: profile.days_without_exchange,
    cascade_to_children: profile.cascade_to_children,
    computers: { num_associated_computers: profileAssociatedInstances(org, profile).length },
  };
}
