import type { ApiClient } from '../../api/client.ts';
import { eventsApi, type EventLogEntry } from '../../api/events.ts';
import type { EventFilters } from './event-list.ts';

/** The CSV's pages: the largest page the list offers, which any server accepts. */
export const DOWNLOAD_PAGE_SIZE = 100;

export interface DownloadProgress {
  readonly fetched: number;
  readonly total: number;
}

/**
 * Every event matching the filters, page after page (one request at a time), newest first, each
 * once: an event logged meanwhile pushes the later pages down by one, so one already fetched may come
 * again; it is kept once. Ends when the server has given `count` events or a short page.
 * `signal` stops it between or during requests (an AbortError).
 */
export async function fetchAllEvents(
  api: ApiClient,
  filters: EventFilters,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<EventLogEntry[]> {
  const seen = new Set<number>();
  const events: EventLogEntry[] = [];
  for (let offset = 0; ; offset += DOWNLOAD_PAGE_SIZE) {
    signal.throwIfAborted();
    const page = await eventsApi.list(api, { ...filters, limit: DOWNLOAD_PAGE_SIZE, offset }, { signal });
    for (const event of page.results) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      events.push(event);
    }
    onProgress({ fetched: events.length, total: Math.max(page.count, events.length) });
    if (page.results.length < DOWNLOAD_PAGE_SIZE || offset + DOWNLOAD_PAGE_SIZE >= page.count) return events;
  }
}
