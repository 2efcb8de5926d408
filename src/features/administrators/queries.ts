import { administratorsApi, type Administrator, type Invitation } from '../../api/administrators.ts';
import type { ListQuery } from '../lists/index.ts';

/** Query keys, after the organisation. */
export const administratorKeys = {
  all: ['administrators'] as const,
  list: ['administrators', 'list'] as const,
  invitations: ['invitations'] as const,
  /** Every roles query (roles/queries.ts `roleKeys.all`, the roles screen's list among them): a role's persons change with an administrator's roles. */
  roles: ['roles'] as const,
  roleNames: ['roles', 'names'] as const,
};

/** Legacy `GetAdministrators`: every administrator of the organisation. */
export const administratorsQuery: ListQuery<null, readonly Administrator[]> = {
  key: () => administratorKeys.list,
  fetch: (store) => administratorsApi.list(store.api),
};

/** `GET invitations`: every pending invitation. */
export const invitationsQuery: ListQuery<null, readonly Invitation[]> = {
  key: () => administratorKeys.invitations,
  fetch: (store) => administratorsApi.invitations(store.api),
};

/** Legacy `GetRoles`: the names the role pickers offer. */
export const roleNamesQuery: ListQuery<null, readonly string[]> = {
  key: () => administratorKeys.roleNames,
  fetch: (store) => administratorsApi.roleNames(store.api),
};
