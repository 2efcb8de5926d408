import { atomWithQuery } from 'jotai-tanstack-query';
import type { Paginated } from '../../../../../api/pagination.ts';
import { snapsApi, type InstalledSnap } from '../../../../../api/snaps.ts';
import { accountQuery } from '../../../../../state/account.ts';
import type { ListQuery } from '../../../../lists/index.ts';
import type { SnapListRequest } from './snap-list.ts';

/** In the instances' family: invalidating `['instances']` covers them too. */
export const snapKeys = {
  instance: (instanceId: number) => ['instances', 'snaps', instanceId] as const,
  list: (request: SnapListRequest) => ['instances', 'snaps', request.instanceId, 'list', request] as const,
  releases: (instanceId: number, name: string) => ['instances', 'snaps', instanceId, 'releases', name] as const,
  available: (instanceId: number, prefix: string) => ['instances', 'snaps', instanceId, 'available', prefix] as const,
};

export const snapListQuery: ListQuery<SnapListRequest, Paginated<InstalledSnap>> = {
  key: snapKeys.list,
  fetch: (store, { instanceId, ...params }) => snapsApi.installed(store.api, instanceId, params),
};

export const createReleasesAtom = (instanceId: number, name: string) =>
  atomWithQuery((get) => accountQuery(get, snapKeys.releases(instanceId, name), (store) => snapsApi.releases(store.api, instanceId, name)));

export const createAvailableSnapsAtom = (instanceId: number, prefix: string) =>
  atomWithQuery((get) => {
    const query = accountQuery(get, snapKeys.available(instanceId, prefix), (store) => snapsApi.available(store.api, instanceId, prefix));
    return { ...query, enabled: query.enabled && prefix.length > 0 };
  });
