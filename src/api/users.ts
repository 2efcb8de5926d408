import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** A local user of an instance (GET users?computer_id=). */
export interface LocalUser {
  readonly username: string;
  readonly name?: string | null;
  readonly uid?: number | null;
  readonly primary_gid?: number | null;
  /** false: locked. */
  readonly enabled?: boolean;
  readonly location?: string | null;
  readonly home_phone?: string | null;
  readonly work_phone?: string | null;
}

export interface LocalGroup {
  readonly gid: number;
  readonly name: string;
}

/** What the add and edit forms send besides the instance: `password` only when one is typed. */
export interface UserFields {
  readonly username: string;
  readonly name: string;
  readonly password?: string;
  readonly require_password_reset?: boolean;
  readonly location: string;
  readonly home_phone: string;
  readonly work_phone: string;
  readonly primary_groupname: string;
}

export function isLocalUser(value: unknown): value is LocalUser {
  return (
    isRecord(value) &&
    isString(value['username']) &&
    absentOr(isString)(value['name']) &&
    absentOr(isCount)(value['uid']) &&
    absentOr(isCount)(value['primary_gid']) &&
    absentOr((enabled: unknown) => typeof enabled === 'boolean')(value['enabled']) &&
    absentOr(isString)(value['location']) &&
    absentOr(isString)(value['home_phone']) &&
    absentOr(isString)(value['work_phone'])
  );
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

function groupsOf(answer: unknown): readonly LocalGroup[] {
  const groups = isRecord(answer) ? answer['groups'] : undefined;
  return Array.isArray(groups) && groups.every((group) => isRecord(group) && isCount(group['gid']) && isString(group['name'])) ? (groups as LocalGroup[]) : malformed();
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());

/** The most users one request lists (screens §4.7): more shows the "Fetched 5000 out of N" notice. */
export const USERS_LIMIT = 5000;

export const usersApi = {
  list: async (api: ApiClient, instanceId: number): Promise<Paginated<LocalUser>> =>
    asPaginated(await api.request('GET', 'users', { computer_id: instanceId, limit: USERS_LIMIT, offset: 0 }), isLocalUser),
  groups: async (api: ApiClient, instanceId: number): Promise<readonly LocalGroup[]> => groupsOf(await api.request('GET', `computers/${instanceId}/groups`)),
  groupsOf: async (api: ApiClient, instanceId: number, username: string): Promise<readonly LocalGroup[]> =>
    groupsOf(await api.request('GET', `computers/${instanceId}/users/${encodeURIComponent(username)}/groups`)),
  create: async (api: ApiClient, instanceId: number, user: UserFields): Promise<Activity> =>
    activityOf(await api.request('POST', 'users', { computer_ids: [instanceId], ...user })),
  update: async (api: ApiClient, instanceId: number, user: UserFields): Promise<Activity> =>
    activityOf(await api.request('PUT', 'users', { computer_ids: [instanceId], ...user })),
  lock: async (api: ApiClient, instanceId: number, lock: boolean, usernames: readonly string[]): Promise<Activity> =>
    activityOf(await api.request('POST', lock ? 'users/lock' : 'users/unlock', { computer_ids: [instanceId], usernames: [...usernames] })),
  remove: async (api: ApiClient, instanceId: number, usernames: readonly string[], deleteHome: boolean): Promise<Activity> =>
    activityOf(await api.request('DELETE', 'users', { computer_ids: instanceId, usernames: usernames.join(','), delete_home: deleteHome })),
  /** Adds the users to groups or removes them from groups, by name. */
  changeGroups: async (api: ApiClient, instanceId: number, action: 'add' | 'remove', usernames: readonly string[], groupnames: readonly string[]): Promise<Activity> =>
    activityOf(
      await api.request('POST', `computers/${instanceId}/usergroups/update_bulk`, { action, computer_id: instanceId, usernames: [...usernames], groupnames: [...groupnames] }),
    ),
};
