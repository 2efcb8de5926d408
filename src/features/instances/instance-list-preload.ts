import type { AccessGroup } from '../../api/access-groups.ts';
import { clean, decode } from '../../lib/list-params.ts';
import { accountKey } from '../../state/account.ts';
import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { orgDataKeys } from '../org-data/queries.ts';
import type { EmbeddedInstancesProps } from './InstancesScreen.tsx';
import { instanceAllowedValues, instanceListParams, type InstanceListState } from './instance-list.ts';
import { instanceKeys, instanceListQuery } from './queries.ts';
import { instanceListRequest } from './query.ts';

/** The values the list allows as far as the store knows them now (the screen reads the same cache). */
function allowedNow(store: PortalStore, account: string) {
  const cached = <T>(parts: readonly unknown[]) => store.queryClient.getQueryData<T>(accountKey(account, parts));
  return instanceAllowedValues(
    cached<readonly AccessGroup[]>(orgDataKeys.accessGroups),
    cached<readonly string[]>(instanceKeys.availabilityZones),
    cached<readonly string[]>(orgDataKeys.tags),
  );
}

function start(store: PortalStore, account: string, params: InstanceListState): void {
  prefetchList(store, account, instanceListQuery, instanceListRequest(params));
}

/** The portal's /instances list for the address's query (`search`), as the route decodes it, once signed in. */
export function preloadInstancesRoute(store: PortalStore, search: string): void {
  whenSignedIn(store, ({ account }) => start(store, account, decode(instanceListParams, search, allowedNow(store, account))));
}

/** `landscape-instances`'s first page, as the element's initial list state holds it, once signed in. */
export function preloadInstancesWidget(store: PortalStore, { pageSize }: Partial<EmbeddedInstancesProps>): void {
  whenSignedIn(store, ({ account }) => start(store, account, clean(instanceListParams, pageSize ? { pageSize } : {}, allowedNow(store, account))));
}
