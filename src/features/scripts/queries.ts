import type { Paginated } from '../../api/pagination.ts';
import { scriptsApi, type Script, type ScriptListParams } from '../../api/scripts.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * Query keys (CONVENTIONS.md: one key factory per resource), after the organisation. A create, edit,
 * archive or delete invalidates `all`: the lists, the script's details and its versions.
 */
export const scriptKeys = {
  all: ['scripts'] as const,
  lists: ['scripts', 'list'] as const,
  list: (params: ScriptListParams) => ['scripts', 'list', params] as const,
  detail: (id: number) => ['scripts', 'detail', id] as const,
  versions: (id: number, page: { readonly limit: number; readonly offset: number }) => ['scripts', 'detail', id, 'versions', page] as const,
  version: (id: number, versionNumber: number) => ['scripts', 'detail', id, 'version', versionNumber] as const,
  profiles: (id: number) => ['scripts', 'detail', id, 'profiles'] as const,
};

/** The scripts list: one query per widget, shared cache per organisation and request. */
export const scriptListQuery: ListQuery<ScriptListParams, Paginated<Script>> = {
  key: scriptKeys.list,
  fetch: (store, request) => scriptsApi.list(store.api, request),
};
