import { packageProfilesApi, type ConstraintKind, type PackageConstraint, type PackageProfile } from '../../api/package-profiles.ts';
import type { Paginated } from '../../api/pagination.ts';
import type { ListQuery } from '../lists/index.ts';
import type { ProfileListQuery } from '../profiles/profile-list.ts';

/**
 * Query keys, after the organisation: an add, edit, duplicate or removal invalidates `all`; a
 * constraint's change invalidates its profile's constraints and the list (their version and
 * compliance change).
 */
export const packageProfileKeys = {
  all: ['package-profiles'] as const,
  list: ['package-profiles', 'list'] as const,
  constraints: (name: string) => ['package-profiles', 'constraints', name] as const,
};

/** `GET packageprofiles`: every profile at once (`{ "result": [...] }`, not paged). */
export const packageProfileListQuery: ProfileListQuery<PackageProfile> = {
  key: () => packageProfileKeys.list,
  fetch: async (store) => {
    const results = await packageProfilesApi.list(store.api);
    return { results, count: results.length };
  },
};

/** One page of a profile's constraints, searched and filtered on the server (§2.6, §2.7). */
export interface ConstraintPageRequest {
  readonly name: string;
  readonly limit: number;
  readonly offset: number;
  readonly search: string;
  readonly type: '' | ConstraintKind;
}

export const constraintPageQuery: ListQuery<ConstraintPageRequest, Paginated<PackageConstraint>> = {
  key: (request) => [...packageProfileKeys.constraints(request.name), request] as const,
  fetch: (store, { name, limit, offset, search, type }) =>
    packageProfilesApi.constraints(store.api, name, { limit, offset, ...(search ? { search } : {}), ...(type ? { constraint_type: type } : {}) }),
};
