/**
 * Helpers of the access groups tests (screens admin-account.md §3): the server's view (groups and
 * counts asked of the simulator directly), the portal at /settings/access-groups and the element, and
 * reading the table as a person sees it.
 */
import { expect, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { renderPortal, WELCOME_KEY } from '../helpers/portal.ts';
import { createNamespace, requests, signIn, tokenFor, type RecordedRequest, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';

export { ACCESS_GROUP_SHOWCASE } from '../../demo/server/showcase.ts';

export type Screen = ReturnType<typeof screenOf>;

export interface ServerGroup {
  readonly name: string;
  readonly title: string;
  readonly parent: string;
  readonly children: string;
}

/** A fresh namespace, signed in (the portal's cookie), the welcome modal already seen. */
export async function signedIn(options: SimulatorOptions = {}): Promise<SimNamespace> {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace(options);
  await signIn(ns);
  return ns;
}

const tokens = new WeakMap<SimNamespace, Promise<string>>();
const token = (ns: SimNamespace) => {
  let found = tokens.get(ns);
  if (!found) {
    found = tokenFor(ns);
    tokens.set(ns, found);
  }
  return found;
};

/** A legacy action's answer, as the server gives it. */
export async function serverLegacy<T>(ns: SimNamespace, action: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams({ action, version: '2011-08-01', ...params });
  const response = await fetch(`${ns.legacyApiBase}?${query}`, { headers: { authorization: `Bearer ${await token(ns)}` } });
  expect(response.status, `${action}: ${await response.clone().text()}`).to.equal(200);
  return response.json() as Promise<T>;
}

export const serverGroups = (ns: SimNamespace) => serverLegacy<ServerGroup[]>(ns, 'GetAccessGroups');

/** How many instances the server has in exactly this group. */
export async function serverCount(ns: SimNamespace, name: string): Promise<number> {
  const query = new URLSearchParams({ query: `access-group:${name}`, root_only: 'false', limit: '1' });
  const response = await fetch(`${ns.apiBase}computers?${query}`, { headers: { authorization: `Bearer ${await token(ns)}` } });
  return ((await response.json()) as { count: number }).count;
}

/** Every group's count, by name. */
export async function serverCounts(ns: SimNamespace, groups: readonly ServerGroup[]): Promise<Map<string, number>> {
  return new Map(await Promise.all(groups.map(async (group) => [group.name, await serverCount(ns, group.name)] as const)));
}

/** `1 instance`, `1,234 instances`. */
export const instancesText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'instance' : 'instances'}`;

/** The count requests since the log was cleared (each `GET computers` with its query). */
export async function countRequests(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns, { method: 'GET', path: 'computers' })).filter((request) => request.query['query']?.startsWith('access-group:'));
}

/** The legacy calls that change groups since the log was cleared. */
export async function changeCalls(ns: SimNamespace): Promise<RecordedRequest[]> {
  return (await requests(ns)).filter((request) => ['CreateAccessGroup', 'RemoveAccessGroup'].includes(request.path));
}

/** A legacy call's parameters, without action and version. */
export function legacyParams(request: RecordedRequest): Record<string, string> {
  const params: Record<string, string> = { ...request.query };
  for (const [name, value] of new URLSearchParams(typeof request.body === 'string' ? request.body : '')) params[name] = value;
  delete params['action'];
  delete params['version'];
  return params;
}

/** The portal at /settings/access-groups (with a query), once its heading is shown. */
export async function openPage(ns: SimNamespace, query = '') {
  localStorage.setItem(WELCOME_KEY, 'true');
  const rendered = await renderPortal(ns, `/settings/access-groups${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: 'Access groups' });
  return rendered;
}

/** The table (flat) or the treegrid (grouped by parent). */
export const findTable = (screen: Screen, tree = false) => screen.findByRole(tree ? 'treegrid' : 'table', { name: 'Access groups' });

/** The portal at the page, once the table shows every group of the server (and its menus are in). */
export async function openList(ns: SimNamespace, query = '') {
  const rendered = await openPage(ns, query);
  const tree = new URLSearchParams(query).get('groupBy') === 'parent';
  const table = await findTable(rendered.screen, tree);
  await waitFor(() => expect(table.querySelector('tbody tr')).to.exist);
  return { ...rendered, table };
}

/** `<landscape-root>` with `landscape-access-groups`. */
export async function renderElement(ns: SimNamespace) {
  const element = document.createElement('landscape-access-groups');
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">${element}</landscape-root>`,
    'landscape-root',
  );
  root.store.browser = { assign: () => undefined };
  return { root, element, screen: screenOf(element) };
}

/** The body rows. */
export const bodyRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];

/** The titles shown, in order (each row's title button). */
export const shownTitles = (table: HTMLElement) => bodyRows(table).map((row) => row.querySelector('th button')?.textContent ?? '');

/** The names shown, in order (each row's `data-name`). */
export const shownNames = (table: HTMLElement) => bodyRows(table).map((row) => row.dataset['name'] ?? '');

/** The header texts (without the sort marks). */
export const headers = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((cell) => (cell.querySelector('button')?.firstChild?.textContent ?? cell.textContent ?? '').trim());

/** A row's cells as a person reads them: title, name, count, parent, the menu button's name. */
export function rowTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll(':scope > th, :scope > td')].map((cell, index, cells) =>
    index === cells.length - 1 ? (cell.querySelector('button')?.getAttribute('aria-label') ?? '') : (cell.textContent ?? ''),
  );
}

/** The row of a group by its name. */
export function rowOf(table: HTMLElement, name: string): HTMLTableRowElement {
  const row = bodyRows(table).find((candidate) => candidate.dataset['name'] === name);
  if (!row) throw new Error(`no row "${name}" in ${shownNames(table).join(' | ')}`);
  return row;
}

/** Opens a row's menu (by the group's title); the menu. */
export async function openRowMenu(screen: Screen, title: string): Promise<HTMLElement> {
  (await screen.findByRole('button', { name: `${title} access group actions` })).click();
  return screen.findByRole('menu', { name: `${title} access group actions` });
}

/** The delete modal of a group, opened from its row's menu. */
export async function openDelete(screen: Screen, title: string): Promise<HTMLElement> {
  within(await openRowMenu(screen, title)).getByRole('menuitem', { name: `Delete "${title}" access group` }).click();
  return screen.findByRole('dialog', { name: `Deleting ${title} access group` });
}

/** The side panel (a non-modal dialog) of this title. */
export const findPanel = (screen: Screen, title: string) => screen.findByRole('dialog', { name: title });

/** Every fact in `scope`: label → text. */
export function facts(scope: HTMLElement): Record<string, string> {
  return Object.fromEntries([...scope.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

/** A field's error message (its `-error` description). */
export function fieldError(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const root = control.getRootNode() as ShadowRoot | Document;
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

/** The element focused, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The name of the group whose row (or a control in it) has focus. */
export const focusedRow = () => (focused()?.closest('tr') as HTMLElement | null)?.dataset['name'];
