import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { wslProfileListQuery } from './queries.ts';

/** Every WSL profile (one request: the search and pages are the page's), once signed in. */
export function preloadWslProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, wslProfileListQuery, null));
}
