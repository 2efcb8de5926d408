import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { permissionsQuery, rolesQuery } from './queries.ts';

/** The roles and the permission catalogue (two requests), once signed in. */
export function preloadRoles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => {
    prefetchList(store, account, rolesQuery, null);
    prefetchList(store, account, permissionsQuery, null);
  });
}
