import type { Activity } from '../../api/activities.ts';
import type { Paginated } from '../../api/pagination.ts';
import { scriptProfilesApi, type ScriptProfile, type ScriptProfileLimits, type ScriptProfileListParams } from '../../api/script-profiles.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * Query keys (CONVENTIONS.md: one key factory per resource), after the organisation. A create, edit
 * or archive invalidates `all` (the lists, the counts, a profile's details and runs) and the scripts'
 * (whose rows list their profiles); the scripts' actions invalidate `all` too (an archived script
 * archives its profiles). Nothing of the scripts' here: the profiles' preload stays apart from theirs.
 */
export const scriptProfileKeys = {
  all: ['script-profiles'] as const,
  lists: ['script-profiles', 'list'] as const,
  list: (params: ScriptProfileListParams) => ['script-profiles', 'list', params] as const,
  limits: ['script-profiles', 'limits'] as const,
  detail: (id: number) => ['script-profiles', 'detail', id] as const,
  runs: (id: number, page: { readonly limit: number; readonly offset: number }) => ['script-profiles', 'detail', id, 'runs', page] as const,
};

/** The profiles list (and the counts: the same call with one item). */
export const scriptProfileListQuery: ListQuery<ScriptProfileListParams, Paginated<ScriptProfile>> = {
  key: scriptProfileKeys.list,
  fetch: (store, request) => scriptProfilesApi.list(store.api, request),
};

/** `GET script-profile-limits`; the request is nothing (one per organisation). */
export const scriptProfileLimitsQuery: ListQuery<null, ScriptProfileLimits> = {
  key: () => scriptProfileKeys.limits,
  fetch: (store) => scriptProfilesApi.limits(store.api),
};

/** One profile, fresh for its details panel. */
export const scriptProfileQuery: ListQuery<number, ScriptProfile> = {
  key: scriptProfileKeys.detail,
  fetch: (store, id) => scriptProfilesApi.get(store.api, id),
};

export interface RunsRequest {
  readonly id: number;
  readonly limit: number;
  readonly offset: number;
}

/** A profile's runs, a page at a time (`GET script-profiles/{id}/activities`). */
export const scriptProfileRunsQuery: ListQuery<RunsRequest, Paginated<Activity>> = {
  key: ({ id, limit, offset }) => scriptProfileKeys.runs(id, { limit, offset }),
  fetch: (store, { id, limit, offset }) => scriptProfilesApi.activities(store.api, id, { limit, offset }),
};
