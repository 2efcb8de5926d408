import { clean, decode } from '../../lib/list-params.ts';
import { accountKey } from '../../state/account.ts';
import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import type { EmbeddedActivitiesProps } from './ActivitiesScreen.tsx';
import { activityAllowedValues, activityListParams, type ActivityListState } from './activity-list.ts';
import { activityKeys, activityListQuery } from './queries.ts';
import { activityListRequest } from './query.ts';

/** The values the list allows as far as the store knows them now (the screen reads the same cache). */
function allowedNow(store: PortalStore, account: string) {
  return activityAllowedValues(store.queryClient.getQueryData<readonly string[]>(accountKey(account, activityKeys.types)));
}

function start(store: PortalStore, account: string, params: ActivityListState, instanceId?: number): void {
  prefetchList(store, account, activityListQuery, activityListRequest(params, instanceId));
}

/** The portal's /activities list for the address's query (`search`), as the route decodes it, once signed in. */
export function preloadActivitiesRoute(store: PortalStore, search: string): void {
  whenSignedIn(store, ({ account }) => start(store, account, decode(activityListParams, search, allowedNow(store, account))));
}

/** `landscape-activities`'s first page, as the element's initial list state holds it, once signed in. */
export function preloadActivitiesWidget(store: PortalStore, { instanceId, pageSize }: Partial<EmbeddedActivitiesProps>): void {
  whenSignedIn(store, ({ account }) =>
    start(store, account, clean(activityListParams, pageSize ? { pageSize } : {}, allowedNow(store, account)), instanceId),
  );
}
