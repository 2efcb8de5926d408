import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { repositoryProfileListQuery } from './queries.ts';

/** Every repository profile (one request: the search and pages are the page's), once signed in. */
export function preloadRepositoryProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, repositoryProfileListQuery, null));
}
