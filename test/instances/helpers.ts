import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import '../../elements/index.ts';
// Registered by elements/index.ts once the lead adds it there; importing it here is harmless then.
import '../../elements/landscape-instances.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { requests, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export const EMPTY = 'No instances found according to your search parameters.';
export const HOSTILE = '<img src=x onerror=alert(1)>';

export type Screen = ReturnType<typeof screenOf>;

/** `<landscape-root>` with one or more `landscape-instances` (attributes per widget). */
export async function renderInstances(ns: SimNamespace, widgets: readonly { pageSize?: number }[] = [{}]) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">
      ${widgets.map((widget) => html`<landscape-instances page-size=${widget.pageSize ?? ''}></landscape-instances>`)}
    </landscape-root>`,
    'landscape-root',
  );
  const elements = [...root.querySelectorAll('landscape-instances')];
  const screens = elements.map((element) => screenOf(element));
  return { root, elements, screens, element: elements[0]!, screen: screens[0]! };
}

export interface ListRequest {
  readonly query: string | undefined;
  readonly limit: string;
  readonly offset: string;
  readonly root_only: string | undefined;
  readonly with_alerts: string | undefined;
  readonly with_upgrades: string | undefined;
}

/** Every `GET computers` list request, oldest first. */
export async function listRequests(ns: SimNamespace): Promise<ListRequest[]> {
  return (await requests(ns, { method: 'GET', path: 'computers' })).map((request) => ({
    query: request.query['query'],
    limit: String(request.query['limit']),
    offset: String(request.query['offset']),
    root_only: request.query['root_only'],
    with_alerts: request.query['with_alerts'],
    with_upgrades: request.query['with_upgrades'],
  }));
}

/** Waits for the list request count to reach n, then gives the last one. */
export async function lastListRequest(ns: SimNamespace, count: number): Promise<ListRequest> {
  let last: ListRequest | undefined;
  await waitFor(async () => {
    const all = await listRequests(ns);
    if (all.length < count) throw new Error(`${all.length} list requests, waiting for ${count}`);
    last = all.at(-1);
  });
  return last!;
}

/** The table once it shows the current request's rows (not aria-busy). */
export async function settledTable(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Instances' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

export function bodyRows(table: HTMLElement): HTMLTableRowElement[] {
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
}

/** The instance titles the table shows (each row's first link). */
export function shownTitles(table: HTMLElement): string[] {
  return bodyRows(table).map((row) => within(row).queryAllByRole('link')[0]?.textContent ?? '');
}

/** Picks an option of a single-choice filter (Status, Group by). */
export async function chooseOption(screen: Screen, filter: RegExp, option: string) {
  (await screen.findByRole('button', { name: filter })).click();
  (await screen.findByRole('option', { name: option })).click();
}

/** Opens a several-values filter, ticks these choices (by label) and applies them. */
export async function applyChoices(screen: Screen, filter: string, labels: readonly string[]) {
  (await screen.findByRole('button', { name: new RegExp(`^${filter}(,|$)`) })).click();
  const dialog = await screen.findByRole('dialog', { name: filter });
  for (const label of labels) (await within(dialog).findByRole('checkbox', { name: label })).click();
  within(dialog).getByRole('button', { name: 'Apply' }).click();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: filter })).to.equal(null));
}

/** The chips shown, as "Label: value". */
export function chipTexts(screen: Screen): string[] {
  const list = screen.queryByRole('list', { name: 'Active filters' });
  if (!list) return [];
  return within(list)
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Remove (.+) filter: (.*)$/, '$1: $2'));
}

/** A signed-in API call from the test itself (to find seeded data to assert against). */
export async function api<T>(ns: SimNamespace, path: string): Promise<T> {
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  return (await response.json()) as T;
}

/** A signed-in legacy action call from the test itself. */
export async function legacy<T>(ns: SimNamespace, action: string): Promise<T> {
  const response = await fetch(`${ns.legacyApiBase}?action=${action}&version=2011-08-01`, {
    headers: { authorization: `Bearer ${await tokenFor(ns)}` },
  });
  return (await response.json()) as T;
}

/** A `GET computers` answer of these instances, served instead of the seed's (a fault answering 200). */
export function listAnswer(results: readonly Record<string, unknown>[]) {
  return { method: 'GET', path: 'computers', status: 200, body: { count: results.length, next: null, previous: null, results } };
}

/** A complete instance of the wire shape, with these fields. */
export function wireInstance(id: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    title: `instance-${id}`,
    hostname: `instance-${id}.example.com`,
    comment: '',
    access_group: 'global',
    tags: [],
    archived: false,
    last_ping_time: '2025-05-01T10:00:00Z',
    distribution: '24.04',
    distribution_info: { code_name: 'noble', description: 'Ubuntu 24.04.3 LTS', distributor: 'Ubuntu', release: '24.04' },
    cloud_init: { availability_zone: null },
    is_wsl_instance: false,
    alerts: [],
    upgrades: { regular: 0, security: 0 },
    parent: null,
    children: [],
    ...fields,
  };
}
