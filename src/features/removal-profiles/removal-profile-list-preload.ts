import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { removalProfileListQuery } from './queries.ts';

/** Every removal profile (one request: the search and pages are the page's), once signed in. */
export function preloadRemovalProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, removalProfileListQuery, null));
}
