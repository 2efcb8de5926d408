import { atomWithQuery } from 'jotai-tanstack-query';
import { packagesApi, type Package } from '../../../../../api/packages.ts';
import type { Paginated } from '../../../../../api/pagination.ts';
import { accountQuery } from '../../../../../state/account.ts';
import type { ListQuery } from '../../../../lists/index.ts';
import type { PackageListRequest } from './package-list.ts';

/** In the instances' family (instancePageKeys): invalidating `['instances']` covers them too. */
export const packageKeys = {
  /** Everything about one instance's packages (its lists, searches, versions). */
  instance: (instanceId: number) => ['instances', 'packages', instanceId] as const,
  list: (request: PackageListRequest) => ['instances', 'packages', request.instanceId, 'list', request] as const,
  downgrades: (instanceId: number, name: string) => ['instances', 'packages', instanceId, 'downgrades', name] as const,
  available: (instanceId: number, search: string) => ['instances', 'packages', instanceId, 'available', search] as const,
};

export const packageListQuery: ListQuery<PackageListRequest, Paginated<Package>> = {
  key: packageKeys.list,
  fetch: (store, { instanceId, ...params }) => packagesApi.list(store.api, instanceId, params),
};

/** The versions a package can go back to (the Downgrade form). */
export const createDowngradesAtom = (instanceId: number, name: string) =>
  atomWithQuery((get) => accountQuery(get, packageKeys.downgrades(instanceId, name), (store) => packagesApi.downgrades(store.api, instanceId, name)));

/** Packages the instance could install whose name holds `search` (at most 50; the install form). */
export const createAvailableAtom = (instanceId: number, search: string) =>
  atomWithQuery((get) => {
    const query = accountQuery(get, packageKeys.available(instanceId, search), (store) =>
      packagesApi.list(store.api, instanceId, { limit: 50, offset: 0, search, available: true, installed: false, upgrade: false, held: false }),
    );
    return { ...query, enabled: query.enabled && search.length >= 3 };
  });
