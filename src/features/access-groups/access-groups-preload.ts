import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { accessGroupListQuery } from './queries.ts';

/** The access groups (one request), once signed in: the counts wait for their rows. */
export function preloadAccessGroups(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, accessGroupListQuery, null));
}
