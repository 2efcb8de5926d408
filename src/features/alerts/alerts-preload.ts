import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { alertSummaryQuery } from './queries.ts';

/** The alerts firing now (one request), once signed in. */
export function preloadAlerts(store: PortalStore): void {
  whenSignedIn(store, ({ account }) => prefetchList(store, account, alertSummaryQuery, null));
}
