import { atomWithQuery } from 'jotai-tanstack-query';
import type { Paginated } from '../../../../../api/pagination.ts';
import { usnsApi, type Usn } from '../../../../../api/usns.ts';
import { accountQuery } from '../../../../../state/account.ts';
import type { ListQuery } from '../../../../lists/index.ts';
import type { UsnListRequest } from './usn-list.ts';

/** In the instances' family: invalidating `['instances']` covers them too. */
export const usnKeys = {
  instance: (instanceId: number) => ['instances', 'usns', instanceId] as const,
  list: (request: UsnListRequest) => ['instances', 'usns', request.instanceId, 'list', request] as const,
  packages: (instanceId: number, usn: string) => ['instances', 'usns', instanceId, 'packages', usn] as const,
};

export const usnListQuery: ListQuery<UsnListRequest, Paginated<Usn>> = {
  key: usnKeys.list,
  fetch: (store, { instanceId, ...params }) => usnsApi.list(store.api, instanceId, params),
};

export const createUsnPackagesAtom = (instanceId: number, usn: string) =>
  atomWithQuery((get) => accountQuery(get, usnKeys.packages(instanceId, usn), (store) => usnsApi.packages(store.api, instanceId, usn)));
