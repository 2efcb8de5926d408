import { atomWithQuery } from 'jotai-tanstack-query';
import { usersApi } from '../../../../../api/users.ts';
import { accountQuery } from '../../../../../state/account.ts';

/** In the instances' family: invalidating `['instances']` covers them too. */
export const userKeys = {
  instance: (instanceId: number) => ['instances', 'users', instanceId] as const,
  list: (instanceId: number) => ['instances', 'users', instanceId, 'list'] as const,
  groups: (instanceId: number) => ['instances', 'users', instanceId, 'groups'] as const,
  groupsOf: (instanceId: number, username: string) => ['instances', 'users', instanceId, 'groups-of', username] as const,
};

export const createUsersAtom = (instanceId: number) => atomWithQuery((get) => accountQuery(get, userKeys.list(instanceId), (store) => usersApi.list(store.api, instanceId)));

export const createGroupsAtom = (instanceId: number) => atomWithQuery((get) => accountQuery(get, userKeys.groups(instanceId), (store) => usersApi.groups(store.api, instanceId)));

export const createGroupsOfAtom = (instanceId: number, username: string) =>
  atomWithQuery((get) => accountQuery(get, userKeys.groupsOf(instanceId, username), (store) => usersApi.groupsOf(store.api, instanceId, username)));
