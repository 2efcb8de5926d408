import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { rebootProfileListQuery } from './queries.ts';

/** Every reboot profile (one request: the search and pages are the page's), once signed in. */
export function preloadRebootProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, rebootProfileListQuery, null));
}
