import type { Paginated } from '../../api/pagination.ts';
import { scriptsApi, type Script, type ScriptProfileUsage, type ScriptVersion, type ScriptVersionSummary } from '../../api/scripts.ts';
import type { ListQuery } from '../lists/index.ts';
import { scriptKeys } from './queries.ts';

/** One script whole (`GET scripts/{id}`), for its details and its edit form. */
export const scriptDetailQuery: ListQuery<number, Script> = {
  key: scriptKeys.detail,
  fetch: (store, id) => scriptsApi.get(store.api, id),
};

export interface VersionsRequest {
  readonly id: number;
  readonly limit: number;
  readonly offset: number;
}

/** A page of a script's version history, newest first. */
export const scriptVersionsQuery: ListQuery<VersionsRequest, Paginated<ScriptVersionSummary>> = {
  key: ({ id, limit, offset }) => scriptKeys.versions(id, { limit, offset }),
  fetch: (store, { id, limit, offset }) => scriptsApi.versions(store.api, id, { limit, offset }),
};

/** One version with its code. */
export const scriptVersionQuery: ListQuery<{ readonly id: number; readonly versionNumber: number }, ScriptVersion> = {
  key: ({ id, versionNumber }) => scriptKeys.version(id, versionNumber),
  fetch: (store, { id, versionNumber }) => scriptsApi.version(store.api, id, versionNumber),
};

/** The profiles that run a script, for the edit's confirmation (asked only while it is open). */
export const scriptProfilesQuery: ListQuery<number, ScriptProfileUsage[]> = {
  key: scriptKeys.profiles,
  fetch: (store, id) => scriptsApi.profiles(store.api, id),
};
