import { clean, decode } from '../../lib/list-params.ts';
import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { embeddedInitial, eventListParams, eventListRequest, type EmbeddedEventsLogProps, type EventListState } from './event-list.ts';
import { eventListQuery } from './queries.ts';

function start(store: PortalStore, account: string, params: EventListState): void {
  prefetchList(store, account, eventListQuery, eventListRequest(params));
}

/** The portal's /events-log list for the address's query, as the route decodes it, once signed in. */
export function preloadEventsLogRoute(store: PortalStore, search: string): void {
  whenSignedIn(store, ({ account }) => start(store, account, decode(eventListParams, search, {})));
}

/** `landscape-events-log`'s first page, as the element's initial list state holds it, once signed in. */
export function preloadEventsLogWidget(store: PortalStore, props: Partial<EmbeddedEventsLogProps>): void {
  whenSignedIn(store, ({ account }) => start(store, account, clean(eventListParams, embeddedInitial(props), {})));
}
