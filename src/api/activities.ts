import type { ApiClient } from './client.ts';
import { asPaginated, type Paginated } from './pagination.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';

/** API.md "Activities". */
export const ACTIVITY_STATUSES = [
  'succeeded',
  'scheduled',
  'waiting',
  'undelivered',
  'delivered',
  'blocked',
  'unapproved',
  'canceled',
  'failed',
] as const;

export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export interface ActivityActions {
  readonly approvable: boolean;
  readonly cancelable: boolean;
  readonly reappliable: boolean;
  readonly revertable: boolean;
}

export interface ActivityCreator {
  readonly id?: number;
  readonly name?: string | null;
  readonly email?: string | null;
}

export interface Activity {
  readonly id: number;
  readonly summary: string;
  readonly type?: string;
  readonly activity_status: ActivityStatus | string;
  readonly creation_time: string;
  readonly completion_time?: string | null;
  readonly delivery_time?: string | null;
  readonly creator?: ActivityCreator | null;
  /** 0 or absent: no instance. */
  readonly computer_id?: number | null;
  readonly parent_id?: number | null;
  readonly result_code?: number | null;
  readonly result_text?: string | null;
  /** When absent every flag is false (API.md). */
  readonly actions?: Partial<ActivityActions>;
}

export interface ActivityListParams {
  readonly query?: string;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The creator shows by its name (else its email): each, when sent, must be text. A creator the
 * server names by neither shows '---', as a missing one does.
 */
const isCreator = absentOr((creator) => isRecord(creator) && absentOr(isString)(creator['name']) && absentOr(isString)(creator['email']));

/** What the list and the details show of an activity; fields not sent show '---'. */
export function isActivity(value: unknown): value is Activity {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['summary']) &&
    isString(value['activity_status']) &&
    isString(value['creation_time']) &&
    absentOr(isString)(value['type']) &&
    absentOr(isString)(value['completion_time']) &&
    absentOr(isString)(value['delivery_time']) &&
    absentOr(isCount)(value['computer_id']) &&
    absentOr(isCount)(value['parent_id']) &&
    absentOr(isCount)(value['result_code']) &&
    absentOr(isString)(value['result_text']) &&
    isCreator(value['creator']) &&
    absentOr(isRecord)(value['actions'])
  );
}

/** Who created an activity, as the screens name them: the name, else the email, else nothing. */
export const creatorName = (activity: Pick<Activity, 'creator'>): string | null | undefined => activity.creator?.name || activity.creator?.email;

/** Legacy approve/cancel take one query of ids joined by OR (SPEC §7). */
export const idsQuery = (ids: readonly number[]) => ids.map((id) => `id:${id}`).join(' OR ');

export const activitiesApi = {
  list: async (api: ApiClient, params: ActivityListParams): Promise<Paginated<Activity>> =>
    asPaginated(await api.request('GET', 'activities', { ...params }), isActivity),
  /** How many activities match a search: one is asked for, the answer's `count` is read. */
  count: async (api: ApiClient, query: string): Promise<number> =>
    (await activitiesApi.list(api, { query, limit: 1, offset: 0 })).count,
  get: async (api: ApiClient, id: number): Promise<Activity> => {
    const activity = await api.request<unknown>('GET', `activities/${id}`);
    if (!isActivity(activity)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return activity;
  },
  types: async (api: ApiClient): Promise<string[]> => {
    const types = await api.legacy<unknown>('GetActivityTypes');
    if (!Array.isArray(types) || !types.every((type) => typeof type === 'string')) {
      throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    }
    return types;
  },
  approve: (api: ApiClient, ids: readonly number[]) =>
    api.legacy<number[]>('ApproveActivities', { query: idsQuery(ids) }),
  cancel: (api: ApiClient, ids: readonly number[]) =>
    api.legacy<number[]>('CancelActivities', { query: idsQuery(ids) }),
  /** Redo. */
  reapply: (api: ApiClient, ids: readonly number[]) =>
    api.request<number[]>('POST', 'activities/reapply', { activity_ids: [...ids] }),
  /** Undo. */
  revert: (api: ApiClient, ids: readonly number[]) =>
    api.request<number[]>('POST', 'activities/revert', { activity_ids: [...ids] }),
};
