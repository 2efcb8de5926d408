import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { administratorsQuery, invitationsQuery, roleNamesQuery } from './queries.ts';

/**
 * What `landscape-administrators` shows first, once signed in: the administrators and the roles
 * their editors offer (the Administrators tab), or the invitations (the Invites tab).
 */
export function preloadAdministrators(store: PortalStore, props: { readonly tab?: string | undefined }): void {
  whenSignedIn(store, ({ account }) => {
    if (props.tab === 'invites') {
      prefetchList(store, account, invitationsQuery, null);
      return;
    }
    prefetchList(store, account, administratorsQuery, null);
    prefetchList(store, account, roleNamesQuery, null);
  });
}
