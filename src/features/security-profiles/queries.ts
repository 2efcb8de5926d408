import { securityProfilesApi, type SecurityProfile, type SecurityProfileListParams } from '../../api/security-profiles.ts';
import type { Paginated } from '../../api/pagination.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * Query keys (CONVENTIONS.md: one key factory per resource): the parts after the organisation
 * (`scopedKey` through `accountQuery`), so every answer is cached per organisation. One family: a
 * create, edit or archive invalidates `all`, which covers the lists and the sidebar's over-limit badge.
 */
export const securityProfileKeys = {
  all: ['security-profiles'] as const,
  lists: ['security-profiles', 'list'] as const,
  list: (params: SecurityProfileListParams) => ['security-profiles', 'list', params] as const,
  /** One profile, for its details panel. */
  detail: (id: number) => ['security-profiles', 'detail', id] as const,
};

/** The security profiles list: one query per widget (useListQuery), shared cache per organisation and request. */
export const securityProfileListQuery: ListQuery<SecurityProfileListParams, Paginated<SecurityProfile>> = {
  key: securityProfileKeys.list,
  fetch: (store, request) => securityProfilesApi.list(store.api, request),
};
