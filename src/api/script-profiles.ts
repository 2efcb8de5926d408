import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString, isStringList } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** Script profiles (screens profiles.md §7.6; the simulator's README "Script profiles"). */
export type ScriptProfileTrigger =
  | { readonly trigger_type: 'event'; readonly event_type: 'post_enrollment' }
  | {
      readonly trigger_type: 'one_time';
      /** UTC, `2030-06-01T09:30:00Z`. */
      readonly timestamp: string;
      readonly next_run?: string | null;
      readonly last_run?: string | null;
      readonly is_finished?: boolean | null;
    }
  | {
      readonly trigger_type: 'recurring';
      /** 5-field cron, UTC. */
      readonly interval: string;
      readonly start_after: string;
      readonly next_run?: string | null;
      readonly last_run?: string | null;
    };

export type TriggerType = ScriptProfileTrigger['trigger_type'];

export interface ScriptProfile {
  readonly id: number;
  readonly title: string;
  readonly script_id: number;
  readonly access_group?: string | null;
  readonly username: string;
  /** Seconds. */
  readonly time_limit: number;
  readonly all_computers: boolean;
  readonly tags: readonly string[];
  readonly archived: boolean;
  readonly created_at?: string | null;
  readonly last_edited_at?: string | null;
  readonly created_by?: { readonly id?: number | null; readonly name: string } | null;
  readonly trigger: ScriptProfileTrigger;
  readonly computers?: { readonly num_associated_computers?: number | null } | null;
  readonly activities?: { readonly last_activity?: Activity | null } | null;
}

/** The Status filter as the API names it. */
export type ScriptProfileArchived = 'active' | 'archived' | 'all';

export interface ScriptProfileListParams {
  readonly archived: ScriptProfileArchived;
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
}

export interface ScriptProfileLimits {
  readonly max_num_computers: number;
  readonly max_num_profiles: number;
  /** Minutes. */
  readonly min_interval: number;
}

/** The trigger as the form sends it: upstream's `last_run`/`next_run` placeholders are left out. */
export type TriggerBody =
  | { readonly trigger_type: 'event'; readonly event_type: 'post_enrollment' }
  | { readonly trigger_type: 'one_time'; readonly timestamp: string }
  | { readonly trigger_type: 'recurring'; readonly interval: string; readonly start_after: string };

/** `POST script-profiles`: every field sent, `tags: []` included (profiles.md §9, HEAD). */
export interface NewScriptProfile {
  readonly title: string;
  readonly script_id: number;
  readonly username: string;
  readonly time_limit: number;
  readonly all_computers: boolean;
  readonly tags: readonly string[];
  readonly trigger: TriggerBody;
}

/** `PATCH script-profiles/{id}`: the same but the script, every field explicit so clearing works. */
export type ScriptProfileChanges = Omit<NewScriptProfile, 'script_id'>;

const TRIGGERS: readonly string[] = ['event', 'one_time', 'recurring'];

function isTrigger(value: unknown): value is ScriptProfileTrigger {
  if (!isRecord(value) || !isString(value['trigger_type']) || !TRIGGERS.includes(value['trigger_type'])) return false;
  const runs = absentOr(isString)(value['next_run']) && absentOr(isString)(value['last_run']);
  switch (value['trigger_type']) {
    case 'event':
      return isString(value['event_type']);
    case 'one_time':
      return isString(value['timestamp']) && runs;
    default:
      return isString(value['interval']) && isString(value['start_after']) && runs;
  }
}

const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/** What the list, the details and the form read of a profile is checked; the rest may be left out. */
export function isScriptProfile(value: unknown): value is ScriptProfile {
  if (!isRecord(value)) return false;
  const computers = value['computers'];
  const activities = value['activities'];
  return (
    isCount(value['id']) &&
    isString(value['title']) &&
    isCount(value['script_id']) &&
    isString(value['username']) &&
    isCount(value['time_limit']) &&
    isFlag(value['all_computers']) &&
    isStringList(value['tags']) &&
    isFlag(value['archived']) &&
    absentOr(isString)(value['access_group']) &&
    absentOr(isString)(value['created_at']) &&
    absentOr(isString)(value['last_edited_at']) &&
    isTrigger(value['trigger']) &&
    absentOr((item) => isRecord(item) && absentOr(isCount)(item['num_associated_computers']))(computers) &&
    absentOr((item) => isRecord(item) && absentOr(isActivity)(item['last_activity']))(activities)
  );
}

function isLimits(value: unknown): value is ScriptProfileLimits {
  return isRecord(value) && isCount(value['max_num_computers']) && isCount(value['max_num_profiles']) && isCount(value['min_interval']);
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

const profileOf = (answer: unknown): ScriptProfile => (isScriptProfile(answer) ? answer : malformed());

export const scriptProfilesApi = {
  list: async (api: ApiClient, params: ScriptProfileListParams): Promise<Paginated<ScriptProfile>> =>
    asPaginated(await api.request('GET', 'script-profiles', { ...params }), isScriptProfile),
  get: async (api: ApiClient, id: number): Promise<ScriptProfile> => profileOf(await api.request('GET', `script-profiles/${id}`)),
  limits: async (api: ApiClient): Promise<ScriptProfileLimits> => {
    const answer = await api.request('GET', 'script-profile-limits');
    return isLimits(answer) ? answer : malformed();
  },
  activities: async (api: ApiClient, id: number, page: { readonly limit: number; readonly offset: number }): Promise<Paginated<Activity>> =>
    asPaginated(await api.request('GET', `script-profiles/${id}/activities`, { ...page }), isActivity),
  create: async (api: ApiClient, profile: NewScriptProfile): Promise<ScriptProfile> =>
    profileOf(await api.request('POST', 'script-profiles', { ...profile })),
  edit: async (api: ApiClient, id: number, changes: ScriptProfileChanges): Promise<ScriptProfile> =>
    profileOf(await api.request('PATCH', `script-profiles/${id}`, { ...changes })),
  archive: async (api: ApiClient, id: number): Promise<ScriptProfile> => profileOf(await api.request('POST', `script-profiles/${id}:archive`)),
};
