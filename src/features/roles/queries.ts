import { rolesApi, type Permission, type Role } from '../../api/roles.ts';
import type { ListQuery } from '../lists/index.ts';

/** Query keys, after the organisation: a role's change invalidates `all` (the list). */
export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  permissions: ['permissions'] as const,
};

/** Legacy `GetRoles`: every role of the organisation. */
export const rolesQuery: ListQuery<null, readonly Role[]> = {
  key: () => roleKeys.list,
  fetch: (store) => rolesApi.list(store.api),
};

/** Legacy `GetPermissions`: what the summaries' labels and the form's matrices are made of. */
export const permissionsQuery: ListQuery<null, readonly Permission[]> = {
  key: () => roleKeys.permissions,
  fetch: (store) => rolesApi.permissions(store.api),
};
