import type { EventListParams } from '../../api/events.ts';
import { DAYS_OPTIONS, defineListParams, page, pageOffset, pageSize, text, wholeNumber, type ListParamsOf } from '../../lib/list-params.ts';
import { EVENTS_LOG_TEXTS as T } from './texts.ts';

/** SPEC §9: 1, 7, 30, 90, 180 or 365 days, 30 by default. */
export const DEFAULT_DAYS = 30;

/** The events log's list state (SPEC §2 parameters), in the address on the portal. No chip for the days: the filter shows them. */
export const eventListParams = defineListParams({
  currentPage: page(),
  days: wholeNumber({ default: DEFAULT_DAYS, values: DAYS_OPTIONS }),
  pageSize: pageSize(),
  search: text({ chip: () => T.chips.search }),
});

export type EventListState = ListParamsOf<typeof eventListParams>;

/** The filters of a list request, without its page: what the CSV covers. */
export type EventFilters = Omit<EventListParams, 'limit' | 'offset'>;

/** What the list state asks of the server: the search trimmed, and left out when blank (searched by the server only). */
export function eventFilters(params: Pick<EventListState, 'days' | 'search'>): EventFilters {
  const search = params.search.trim();
  return { days: params.days, ...(search ? { search } : {}) };
}

/** `landscape-events-log`'s attributes. */
export interface EmbeddedEventsLogProps {
  /** 1, 7, 30, 90, 180 or 365; another value is ignored (30). */
  readonly days?: number;
  readonly pageSize?: number;
}

/** The attributes' values as list state: only those set (an unknown one is dropped by the list). */
export function embeddedInitial({ days, pageSize }: EmbeddedEventsLogProps): Partial<EventListState> {
  return { ...(days ? { days } : {}), ...(pageSize ? { pageSize } : {}) };
}

/** `GET events` for the list state's page. */
export function eventListRequest(params: EventListState): EventListParams {
  return { ...eventFilters(params), ...pageOffset(params) };
}
