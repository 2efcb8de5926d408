import { atomWithQuery } from 'jotai-tanstack-query';
import type { Instance } from '../../../api/instances.ts';
import { usnsApi } from '../../../api/usns.ts';
import { accountQuery } from '../../../state/account.ts';
import { kernelApi } from '../../../api/kernel.ts';
import { kernelKeys } from './tabs/kernel/queries.ts';
import { usnKeys } from './tabs/security-issues/queries.ts';

/**
 * The counts beside the tabs of an Ubuntu instance (screens §4): its upgrades (from the page's own
 * answer), the security notices affecting it and the Livepatch fixes since its last restart (a call
 * each, shared with their tabs' caches).
 */
export const isUbuntu = (instance: Pick<Instance, 'distribution_info'>): boolean => instance.distribution_info?.distributor === 'Ubuntu';

export const upgradeCount = (instance: Pick<Instance, 'upgrades'>): number | undefined =>
  instance.upgrades ? instance.upgrades.regular + instance.upgrades.security : undefined;

export const createUsnCountAtom = (instanceId: number, enabled: boolean) =>
  atomWithQuery((get) => {
    const query = accountQuery(get, [...usnKeys.instance(instanceId), 'count'] as const, async (store) =>
      (await usnsApi.list(store.api, instanceId, { limit: 1, offset: 0 })).count,
    );
    return { ...query, enabled: query.enabled && enabled };
  });

/** The Livepatch fixes since the last restart: the Kernel tab's own query (its cache, its key). */
export const createFixCountAtom = (instanceId: number, enabled: boolean) =>
  atomWithQuery((get) => {
    const query = accountQuery(get, kernelKeys.livepatch(instanceId), (store) => kernelApi.livepatch(store.api, instanceId));
    return { ...query, enabled: query.enabled && enabled, select: (livepatch: Awaited<ReturnType<typeof kernelApi.livepatch>>) => livepatch?.fixes.length ?? 0 };
  });
