import { atomWithQuery } from 'jotai-tanstack-query';
import { instancesApi, type Instance, type InstanceListParams } from '../../api/instances.ts';
import type { Paginated } from '../../api/pagination.ts';
import { accountQuery } from '../../state/account.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * Query keys (CONVENTIONS.md: one key factory per resource), after the organisation (`accountQuery`).
 * The access groups and tags are read through the security profile form's atoms (the same keys,
 * one cache): see InstancesView.
 */
export const instanceKeys = {
  all: ['instances'] as const,
  lists: ['instances', 'list'] as const,
  list: (params: InstanceListParams) => ['instances', 'list', params] as const,
  availabilityZones: ['instances', 'availability-zones'] as const,
};

/** The instances list: one query per widget (useListQuery), shared cache per organisation and request. */
export const instanceListQuery: ListQuery<InstanceListParams, Paginated<Instance>> = {
  key: instanceKeys.list,
  fetch: (store, request) => instancesApi.list(store.api, request),
};

/** `GET computers/availability-zones`: the Availability zone filter's choices. */
export const availabilityZonesQueryAtom = atomWithQuery((get) => ({
  ...accountQuery(get, instanceKeys.availabilityZones, (store) => instancesApi.availabilityZones(store.api)),
  staleTime: 5 * 60_000,
}));
