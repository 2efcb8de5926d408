import { configure, within, type BoundFunctions, type queries } from '@testing-library/dom';
import { expect } from '@open-wc/testing';
import type { Instance } from '../../src/api/instances.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { createNamespace, signIn, tokenFor, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export type Screen = BoundFunctions<typeof queries>;

/** A signed-in namespace and a token to ask the simulator what the page should show. */
export async function signedIn(options: SimulatorOptions = {}) {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace(options);
  await signIn(ns);
  return { ns, token: await tokenFor(ns) };
}

export function forgetWelcome(): void {
  localStorage.removeItem(WELCOME_KEY);
}

/** A GET of the simulator's REST API, as the server answers it. */
export async function api<T>(ns: SimNamespace, token: string, path: string): Promise<T> {
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

export const serverInstance = (ns: SimNamespace, token: string, id: number) => api<Instance>(ns, token, `computers/${id}`);

/** The legacy GetAccessGroups answer. */
export async function serverAccessGroups(ns: SimNamespace, token: string): Promise<{ name: string; title: string }[]> {
  const response = await fetch(`${ns.legacyApiBase}?action=GetAccessGroups&version=2011-08-01`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GetAccessGroups: ${response.status}`);
  return response.json() as Promise<{ name: string; title: string }[]>;
}

/** The instances matching a search, as the server lists them. */
export async function serverSearch(ns: SimNamespace, token: string, query: string, limit = 1) {
  return api<{ count: number; results: Instance[] }>(ns, token, `computers?${new URLSearchParams({ query, limit: String(limit) })}`);
}

/** The portal at a path, once the page's heading says `title`. */
export async function openPage(ns: SimNamespace, path: string, title: string) {
  const rendered = await renderPortal(ns, path);
  const heading = await rendered.screen.findByRole('heading', { level: 1, name: title });
  return { ...rendered, heading };
}

/** The value (`<dd>`) a label (`<dt>`) gives, within `scope`. */
export function factValue(scope: Screen, label: string): HTMLElement {
  const term = scope.getAllByRole('term').find((item) => item.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no fact labelled ${label}`);
  return value;
}

/** The text of the value a label gives, within `scope`. */
export function fact(scope: Screen, label: string): string {
  return factValue(scope, label).textContent ?? '';
}

/** The labels (`<dt>`) within `scope`, in order. */
export function factLabels(scope: Screen): string[] {
  return scope.queryAllByRole('term').map((term) => term.textContent ?? '');
}

/** The Info tab's Details group. */
export async function details(screen: Screen): Promise<Screen> {
  return within(await screen.findByRole('group', { name: 'Details' }));
}

/** The table's body rows as their cells' text, once it is no longer busy. */
export async function tableRows(table: HTMLElement): Promise<string[][]> {
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}
