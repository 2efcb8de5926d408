import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString, isStringList } from './guards.ts';

/**
 * What every profile type of the kit (upgrade, reboot, removal, repository: screens profiles.md §0)
 * carries: its title, access group and association (all instances, or tags).
 */
export interface ProfileBase {
  readonly id: number;
  readonly title: string;
  readonly access_group: string;
  readonly all_computers: boolean;
  readonly tags: readonly string[];
}

/** What an add or edit form sends about the association, every value explicit so clearing works. */
export interface Association {
  readonly all_computers: boolean;
  readonly tags: readonly string[];
}

export const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/** A number the legacy API writes as text (`"30"`): the number, or undefined when it is none. */
export function legacyNumber(value: unknown): number | undefined {
  if (isCount(value)) return value;
  if (!isString(value) || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A whole number, or a legacy whole number written as text. */
export const isLegacyNumber = (value: unknown): boolean => legacyNumber(value) !== undefined;

/** The base fields, checked: what the list, the details and the forms read. */
export function isProfileBase(value: unknown): value is ProfileBase & Record<string, unknown> {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['title']) &&
    isString(value['access_group']) &&
    isFlag(value['all_computers']) &&
    isStringList(value['tags'])
  );
}

/** `computers.num_associated_computers` (HEAD's reading of the Associated count), absent or a count. */
export const isAssociatedCount = absentOr((value) => isRecord(value) && absentOr(isCount)(value['num_associated_computers']));

export function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

/** A bare array answer (legacy Get…Profiles), each item checked. */
export function asList<T>(value: unknown, isItem: (item: unknown) => item is T): readonly T[] {
  return Array.isArray(value) && value.every(isItem) ? value : malformed();
}

/**
 * What changes in a legacy profile's association (the Associate…/Disassociate… actions, documented
 * for upgrade and removal profiles): whether all instances are newly (dis)associated, and which tags
 * came or went. Clearing the last tag is a disassociation of it, never a silently dropped `tags=[]`.
 */
export function associationChanges(before: Association, after: Association) {
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  const removed = before.tags.filter((tag) => !after.tags.includes(tag));
  return {
    associate: { all_computers: !before.all_computers && after.all_computers, tags: added },
    disassociate: { all_computers: before.all_computers && !after.all_computers, tags: removed },
  };
}

/**
 * A legacy profile's association brought from `before` to `after` with its type's Disassociate… then
 * Associate… actions (only those with something to do). The last answer that is a profile is
 * returned, else `saved` (the edit's own answer).
 */
export async function changeLegacyAssociation<P>(
  api: ApiClient,
  actions: { readonly associate: string; readonly disassociate: string },
  name: string,
  before: Association,
  after: Association,
  isProfile: (value: unknown) => value is P,
  saved: P,
): Promise<P> {
  const changes = associationChanges(before, after);
  let current = saved;
  // All instances and tags are separate calls: the actions refuse both at once (the public docs).
  const calls: (readonly [string, { readonly all_computers: true } | { readonly tags: readonly string[] }])[] = [];
  if (changes.disassociate.all_computers) calls.push([actions.disassociate, { all_computers: true }]);
  if (changes.disassociate.tags.length > 0) calls.push([actions.disassociate, { tags: changes.disassociate.tags }]);
  if (changes.associate.tags.length > 0) calls.push([actions.associate, { tags: changes.associate.tags }]);
  if (changes.associate.all_computers) calls.push([actions.associate, { all_computers: true }]);
  for (const [action, change] of calls) {
    const answer = await api.legacy(action, { name, ...change });
    if (isProfile(answer)) current = answer;
  }
  return current;
}

/**
 * Which instances a package or WSL profile covers (screens profiles.md §2.9, §6.6): those it is
 * associated with (`constrained`), those not compliant with no activity to fix it, those with one
 * pending. Instance ids.
 */
export interface Compliance {
  readonly constrained: readonly number[];
  readonly 'non-compliant': readonly number[];
  readonly pending: readonly number[];
}

const isIdList = (value: unknown): value is readonly number[] => Array.isArray(value) && value.every(isCount);

/** The compliance lists, each checked (a list the server leaves out is none). */
export function asCompliance(value: unknown): Compliance | undefined {
  if (!isRecord(value)) return undefined;
  const lists = [value['constrained'], value['non-compliant'], value['pending']];
  if (!lists.every((list) => list === undefined || list === null || isIdList(list))) return undefined;
  const [constrained, nonCompliant, pending] = lists.map((list) => (isIdList(list) ? list : []));
  return { constrained: constrained!, 'non-compliant': nonCompliant!, pending: pending! };
}

/** `computers` absent, or compliance lists the screens can count. */
export const isComplianceOrAbsent = absentOr((value) => asCompliance(value) !== undefined);
