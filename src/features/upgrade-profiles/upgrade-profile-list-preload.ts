import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { upgradeProfileListQuery } from './queries.ts';

/** Every upgrade profile (one request: the search and pages are the page's), once signed in. */
export function preloadUpgradeProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, upgradeProfileListQuery, null));
}
