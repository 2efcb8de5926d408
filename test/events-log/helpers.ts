/**
 * The events log's tests' shared pieces: what the simulator holds for a filter (asked directly, in
 * pages of PROBE_LIMIT, which the screen never asks for, so its requests stay apart in the log), the
 * screen's own requests, the rows it shows, downloads captured instead of saved, and a strict
 * RFC 4180 reader for the CSV it saves.
 */
import { expect, html } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import type { EventLogEntry } from '../../src/api/events.ts';
import { isBlankName } from '../../src/lib/display-name.ts';
import type { PortalStore } from '../../src/state/store.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { requests, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export type { EventLogEntry };

/** The page size of the tests' own look-ups: the simulator's largest, never one the screen asks for. */
export const PROBE_LIMIT = '1000';

/** The CSV's pages. */
export const CSV_PAGE = 100;

export const EMPTY = 'No events found according to your search parameters.';

export const CSV_HEADER = ['Creation Time', 'Person ID', 'Person Name', 'Entity Type', 'Entity ID', 'Entity Name', 'Message'];

export interface EventFilters {
  readonly days: number;
  readonly search?: string;
}

export interface ServerEvents {
  readonly count: number;
  readonly events: EventLogEntry[];
}

/** Every event the simulator holds for the filters, newest first, paged directly with the admin's token (or `token`). */
export async function serverEvents(ns: SimNamespace, filters: EventFilters, token?: string): Promise<ServerEvents> {
  const bearer = token ?? (await tokenFor(ns));
  const events: EventLogEntry[] = [];
  let count = 0;
  for (let offset = 0; ; offset += Number(PROBE_LIMIT)) {
    const query = new URLSearchParams({
      days: String(filters.days),
      ...(filters.search === undefined ? {} : { search: filters.search }),
      limit: PROBE_LIMIT,
      offset: String(offset),
    });
    const answer = await fetch(`${ns.apiBase}events?${query}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(answer.status, `GET events?${query}`).to.equal(200);
    const page = (await answer.json()) as { count: number; results: EventLogEntry[] };
    count = page.count;
    events.push(...page.results);
    if (page.results.length < Number(PROBE_LIMIT)) break;
  }
  expect(events.length, 'the server gave as many events as it counts').to.equal(count);
  return { count, events };
}

/**
 * The screen's `GET events` requests (not the tests' look-ups), oldest first: their query parameters.
 * `limit` 100 are the CSV's (the tests never show 100 rows a page), others the list's.
 */
export async function eventRequests(ns: SimNamespace): Promise<Record<string, string>[]> {
  return (await requests(ns, { method: 'GET', path: 'events' })).map((request) => request.query).filter((query) => query['limit'] !== PROBE_LIMIT);
}

export async function listRequests(ns: SimNamespace): Promise<Record<string, string>[]> {
  return (await eventRequests(ns)).filter((query) => query['limit'] !== String(CSV_PAGE));
}

export async function csvRequests(ns: SimNamespace): Promise<Record<string, string>[]> {
  return (await eventRequests(ns)).filter((query) => query['limit'] === String(CSV_PAGE));
}

/** Waits for the list's `count`th request, and gives it. */
export async function nthListRequest(ns: SimNamespace, count: number): Promise<Record<string, string>> {
  let found: Record<string, string> | undefined;
  await waitFor(async () => {
    const all = await listRequests(ns);
    if (all.length < count) throw new Error(`${all.length} list requests, waiting for ${count}`);
    found = all[count - 1];
  });
  return found!;
}

/** A list request's parameters as the simulator records them. */
export const listQuery = (days: number, limit: number, offset: number, search?: string): Record<string, string> => ({
  days: String(days),
  ...(search === undefined ? {} : { search }),
  limit: String(limit),
  offset: String(offset),
});

type Screen = ReturnType<typeof screenOf>;

/** The events table once it shows the current request's rows (not busy). */
export async function settledTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Events' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

/** What a row shows: its time (as the `<time datetime>` says it), the names and the message's text. */
export interface ShownRow {
  readonly time: number;
  readonly username: string;
  readonly entityType: string;
  readonly entityName: string;
  readonly message: string;
}

export function shownRows(table: HTMLElement): ShownRow[] {
  return [...table.querySelectorAll('tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll(':scope > td')];
    expect(cells, 'a row of five cells').to.have.length(5);
    const [time, username, entityType, entityName, message] = cells as [Element, Element, Element, Element, Element];
    return {
      time: Date.parse(time.querySelector('time')?.getAttribute('datetime') ?? ''),
      username: username.textContent ?? '',
      entityType: entityType.textContent ?? '',
      entityName: entityName.textContent ?? '',
      message: message.querySelector('bdi')?.textContent ?? '',
    };
  });
}

/**
 * A message as its row shows it: its first line, whole up to 160 characters, else cut there with "…"
 * (a "Show more" says when there is more than that).
 */
export function previewOf(message: string): string {
  const first = message.split(/\r\n|\r|\n/)[0]!;
  const chars = [...first];
  if (chars.length <= 160) return first;
  return `${chars.slice(0, 160).join('').trimEnd()}…`;
}

const shownValue = (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : isBlankName(value) ? '---' : value!);

/** What the row of a server event shows. */
export function expectedRow(event: EventLogEntry): ShownRow {
  return {
    time: Date.parse(event.creation_time),
    username: shownValue(event.person_name),
    entityType: shownValue(event.entity_type),
    entityName: shownValue(event.entity_name),
    message: isBlankName(event.message) ? '---' : previewOf(event.message!),
  };
}

/** The row showing a server event (by its time and names). */
export function rowOf(table: HTMLElement, event: EventLogEntry): HTMLTableRowElement {
  const expected = expectedRow(event);
  const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  const index = shownRows(table).findIndex((row) => row.time === expected.time && row.entityName === expected.entityName && row.message === expected.message);
  if (index < 0) throw new Error(`no row for event ${event.id}`);
  return rows[index]!;
}

export interface Saved {
  readonly file: Blob;
  readonly name: string;
}

/** Downloads recorded instead of reaching the browser. */
export function captureDownloads(store: PortalStore): Saved[] {
  const saved: Saved[] = [];
  store.downloads = { save: (file, name) => saved.push({ file, name }) };
  return saved;
}

/**
 * RFC 4180, strictly: records end with CRLF (the last one too), fields are separated by commas, a
 * quoted field doubles its quotes and may hold commas and line breaks; a quote inside an unquoted
 * field, a bare CR or LF outside quotes, or anything after a closing quote but a comma or CRLF is an
 * error.
 */
export function parseCsv(text: string): string[][] {
  if (text !== '' && !text.endsWith('\r\n')) throw new Error('the CSV does not end with CRLF');
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        if (at >= text.length) throw new Error('a quoted field is not closed');
        if (text[at] === '"') {
          if (text[at + 1] === '"') {
            field += '"';
            at += 2;
            continue;
          }
          at += 1;
          break;
        }
        field += text[at];
        at += 1;
      }
      if (text[at] !== ',' && !text.startsWith('\r\n', at)) throw new Error(`${JSON.stringify(text[at])} after a closing quote at ${at}`);
    } else {
      while (at < text.length && text[at] !== ',' && text[at] !== '\r' && text[at] !== '\n') {
        if (text[at] === '"') throw new Error(`a quote inside an unquoted field at ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 30), at + 30))}`);
        field += text[at];
        at += 1;
      }
      if (at < text.length && text[at] !== ',' && !text.startsWith('\r\n', at)) throw new Error(`a bare line break outside quotes at ${at}`);
    }
    if (text[at] === ',') {
      fields.push(field);
      field = '';
      at += 1;
      continue;
    }
    fields.push(field);
    records.push(fields);
    fields = [];
    field = '';
    at += 2;
  }
  return records;
}

const csvValue = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A server event's CSV record: creation time, person id and name, entity type, id and name, message. */
export function csvRecord(event: EventLogEntry): string[] {
  return [
    event.creation_time,
    csvValue(event.person_id),
    csvValue(event.person_name),
    csvValue(event.entity_type),
    csvValue(event.entity_id),
    csvValue(event.entity_name),
    csvValue(event.message),
  ];
}

/**
 * The saved CSV's records are the server's events for the filters, in its order, each once: those
 * the server listed just before the download or just after it (an event may leave the window's
 * oldest edge meanwhile, and then only there).
 */
export function expectSameEvents(records: string[][], before: ServerEvents, after: ServerEvents): void {
  const wanted = [before, after].map((answer) => answer.events.map(csvRecord));
  const same = wanted.some((expected) => expected.length === records.length && expected.every((record, index) => JSON.stringify(record) === JSON.stringify(records[index])));
  if (same) return;
  const expected = wanted[0]!;
  const at = expected.findIndex((record, index) => JSON.stringify(record) !== JSON.stringify(records[index]));
  throw new Error(
    `the CSV holds ${records.length} events, the server ${before.count} (then ${after.count}); first difference at record ${at}: ${JSON.stringify(records[at])?.slice(0, 200)} instead of ${JSON.stringify(expected[at])?.slice(0, 200)}`,
  );
}

/** `<landscape-root>` with one `landscape-events-log`, with the attributes given only. */
export async function renderEventsLog(ns: SimNamespace, attributes: Readonly<Record<string, string>> = {}) {
  const element = document.createElement('landscape-events-log');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>${element}</landscape-root>`,
    'landscape-root',
  );
  return { root, element, screen: screenOf(element) };
}
