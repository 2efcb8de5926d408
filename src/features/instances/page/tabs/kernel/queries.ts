import { atomWithQuery } from 'jotai-tanstack-query';
import { kernelApi } from '../../../../../api/kernel.ts';
import { accountQuery } from '../../../../../state/account.ts';

/** In the instances' family: invalidating `['instances']` covers them too. */
export const kernelKeys = {
  instance: (instanceId: number) => ['instances', 'kernel', instanceId] as const,
  state: (instanceId: number) => ['instances', 'kernel', instanceId, 'state'] as const,
  livepatch: (instanceId: number) => ['instances', 'kernel', instanceId, 'livepatch'] as const,
};

export const createKernelAtom = (instanceId: number) =>
  atomWithQuery((get) => accountQuery(get, kernelKeys.state(instanceId), (store) => kernelApi.state(store.api, instanceId)));

export const createLivepatchAtom = (instanceId: number) =>
  atomWithQuery((get) => accountQuery(get, kernelKeys.livepatch(instanceId), (store) => kernelApi.livepatch(store.api, instanceId)));
