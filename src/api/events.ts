import type { ApiClient } from './client.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** One entry of the organisation's events log (GET events). */
export interface EventLogEntry {
  readonly id: number;
  readonly creation_time: string;
  readonly person_id?: number | null;
  readonly person_name?: string | null;
  readonly entity_id?: number | null;
  readonly entity_type?: string | null;
  readonly entity_name?: string | null;
  readonly message?: string | null;
}

export interface EventListParams {
  /** The last this many days (1, 7, 30, 90, 180 or 365). */
  readonly days: number;
  readonly limit: number;
  readonly offset: number;
  /** Matched by the server; left out when blank. */
  readonly search?: string;
}

/**
 * What the log shows of an event, and what its CSV holds, is checked; a field the server leaves out
 * shows as "---" and is an empty CSV field.
 */
export function isEventLogEntry(value: unknown): value is EventLogEntry {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['creation_time']) &&
    absentOr(isCount)(value['person_id']) &&
    absentOr(isString)(value['person_name']) &&
    absentOr(isCount)(value['entity_id']) &&
    absentOr(isString)(value['entity_type']) &&
    absentOr(isString)(value['entity_name']) &&
    absentOr(isString)(value['message'])
  );
}

export const eventsApi = {
  list: async (api: ApiClient, params: EventListParams, options: { readonly signal?: AbortSignal } = {}): Promise<Paginated<EventLogEntry>> =>
    asPaginated(await api.request('GET', 'events', { ...params }, options), isEventLogEntry),
};
