import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { packageProfileListQuery } from './queries.ts';

/** Every package profile (one request: the search and pages are the page's), once signed in. */
export function preloadPackageProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, packageProfileListQuery, null));
}
