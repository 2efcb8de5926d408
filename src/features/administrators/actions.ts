import { administratorsApi, type Administrator } from '../../api/administrators.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { personName } from './administrators.ts';
import { administratorKeys } from './queries.ts';
import { ADMINISTRATOR_TEXTS as T } from './texts.ts';

const named = (person: { readonly name: string; readonly email: string }) => isolate(personName(person));

/** §1.2 and §1.5: `PUT administrators/{id}`; the administrators and the roles (their persons) refetched. */
export const saveRoles: ServerAction<{ readonly administrator: Administrator; readonly roles: readonly string[] }, void> = {
  run: ({ store }, { administrator, roles }) => administratorsApi.setRoles(store.api, administrator.id, roles),
  invalidates: () => [administratorKeys.all, administratorKeys.roles],
  notice: (_done, { administrator }) => ({ type: 'positive', title: T.roles.done, message: T.roles.doneMessage(named(administrator)) }),
};

/** §1.2 Remove (from the list or the panel, one set of texts): `DisableAdministrator(email)`; the administrators and roles refetched. */
export const removeAdministrator: ServerAction<Administrator, void> = {
  run: ({ store }, administrator) => administratorsApi.disable(store.api, administrator.email),
  invalidates: () => [administratorKeys.all, administratorKeys.roles],
  notice: (_done, administrator) => ({ type: 'positive', title: T.remove.done(named(administrator)), message: T.remove.doneMessage }),
};
