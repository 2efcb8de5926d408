import { atomWithQuery } from 'jotai-tanstack-query';
import { packagesApi } from '../../../api/packages.ts';
import { upgradesApi } from '../../../api/upgrades.ts';
import { accountQuery } from '../../../state/account.ts';

/** How many rows each list of the bulk upgrade shows at first, and adds with "Show more". */
export const UPGRADES_PAGE = 5;

/** Under `instances` (what the upgrade invalidates), after the organisation. */
const keys = {
  instancePackages: (id: number, limit: number) => ['instances', 'upgrades', 'packages-of', id, limit] as const,
  packages: (ids: readonly number[], limit: number) => ['instances', 'upgrades', 'packages', ids, limit] as const,
  usns: (ids: readonly number[], limit: number) => ['instances', 'upgrades', 'usns', ids, limit] as const,
  fixes: (usn: string, ids: readonly number[]) => ['instances', 'upgrades', 'fixes', usn, ids] as const,
};

/** An instance's upgradable packages (`computers/{id}/packages?upgrade=true`), the first `limit`. */
export const createInstancePackagesAtom = (id: number, limit: number) =>
  atomWithQuery((get) => ({
    ...accountQuery(get, keys.instancePackages(id, limit), (store) => packagesApi.list(store.api, id, { upgrade: true, limit, offset: 0 })),
    placeholderData: (previous: unknown) => previous as never,
  }));

/** The packages with an upgrade on any of the instances, the first `limit`. */
export const createUpgradablePackagesAtom = (ids: readonly number[], limit: number) =>
  atomWithQuery((get) => ({
    ...accountQuery(get, keys.packages(ids, limit), (store) => upgradesApi.packages(store.api, ids, { limit, offset: 0 })),
    placeholderData: (previous: unknown) => previous as never,
  }));

/** The security notices affecting any of the instances, the first `limit`. */
export const createSelectionUsnsAtom = (ids: readonly number[], limit: number) =>
  atomWithQuery((get) => ({
    ...accountQuery(get, keys.usns(ids, limit), (store) => upgradesApi.usns(store.api, ids, { limit, offset: 0 })),
    placeholderData: (previous: unknown) => previous as never,
  }));

/** The packages a notice would upgrade on the instances. */
export const createUsnFixesAtom = (usn: string, ids: readonly number[]) =>
  atomWithQuery((get) => accountQuery(get, keys.fixes(usn, ids), (store) => upgradesApi.usnFixes(store.api, usn, ids)));
