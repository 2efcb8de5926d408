import { rolesApi, type Role } from '../../api/roles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { roleKeys } from './queries.ts';
import { roleName } from './role-name.ts';
import { ROLE_TEXTS as T } from './texts.ts';

/** §2.2 Remove: one request; the notice upstream lacks (§10); the list refetched. */
export const removeRole: ServerAction<Role, void> = {
  run: ({ store }, role) => rolesApi.remove(store.api, role.name),
  invalidates: () => [roleKeys.all],
  notice: (_done, role) => ({ type: 'positive', title: T.remove.done, message: T.remove.doneMessage(isolate(roleName(role.name))) }),
};
