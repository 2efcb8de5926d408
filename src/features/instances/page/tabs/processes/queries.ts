import { processesApi, type Process } from '../../../../../api/processes.ts';
import type { Paginated } from '../../../../../api/pagination.ts';
import type { ListQuery } from '../../../../lists/index.ts';
import type { ProcessListRequest } from './process-list.ts';

/** In the instances' family (instancePageKeys): invalidating `['instances']` covers them too. */
export const processKeys = {
  /** Every processes list of one instance. */
  instance: (instanceId: number) => ['instances', 'processes', instanceId] as const,
  list: (request: ProcessListRequest) => ['instances', 'processes', request.instanceId, request] as const,
};

export const processListQuery: ListQuery<ProcessListRequest, Paginated<Process>> = {
  key: processKeys.list,
  fetch: (store, { instanceId, ...params }) => processesApi.list(store.api, instanceId, params),
};
