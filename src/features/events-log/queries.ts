import { eventsApi, type EventListParams, type EventLogEntry } from '../../api/events.ts';
import type { Paginated } from '../../api/pagination.ts';
import type { ListQuery } from '../lists/index.ts';

/** Query keys (CONVENTIONS.md: one key factory per resource), after the organisation. */
export const eventKeys = {
  all: ['events'] as const,
  list: (params: EventListParams) => ['events', 'list', params] as const,
};

/** The events log: one query per widget (useListQuery), shared cache per organisation and request. */
export const eventListQuery: ListQuery<EventListParams, Paginated<EventLogEntry>> = {
  key: eventKeys.list,
  fetch: (store, request) => eventsApi.list(store.api, request),
};
