/**
 * Helpers of the Settings › Administrators tests (screens admin-account.md §1), against the simulator
 * over HTTP.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { requests, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export type Screen = ReturnType<typeof within>;

export interface ServerAdministrator {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly roles: string[];
}

export interface ServerInvitation {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly creation_time: string;
  readonly expiry: string;
}

async function authorised(ns: SimNamespace, url: string, init: RequestInit = {}): Promise<Response> {
  const token = await tokenFor(ns);
  return fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
}

/** The administrators as the simulator holds them (legacy GetAdministrators). */
export async function serverAdministrators(ns: SimNamespace): Promise<ServerAdministrator[]> {
  const response = await authorised(ns, `${ns.legacyApiBase}?action=GetAdministrators&version=2011-08-01`);
  expect(response.status).to.equal(200);
  return response.json() as Promise<ServerAdministrator[]>;
}

export const serverAdministrator = async (ns: SimNamespace, email: string) => (await serverAdministrators(ns)).find((item) => item.email === email);

/** The pending invitations as the simulator holds them. */
export async function serverInvitations(ns: SimNamespace): Promise<ServerInvitation[]> {
  const response = await authorised(ns, `${ns.apiBase}invitations?limit=100`);
  expect(response.status).to.equal(200);
  return ((await response.json()) as { results: ServerInvitation[] }).results;
}

/** Sets an administrator's roles on the server directly (a test's setup). */
export async function setServerRoles(ns: SimNamespace, id: number, roles: string[]): Promise<void> {
  const response = await authorised(ns, `${ns.apiBase}administrators/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roles }),
  });
  expect(response.status).to.equal(200);
}

/** Whether a request changes something on this screen's server side. */
const isChange = (request: { readonly method: string; readonly path: string }): boolean =>
  ['InviteAdministrator', 'DisableAdministrator'].includes(request.path) ||
  (request.method === 'PUT' && request.path.startsWith('administrators/')) ||
  (['POST', 'DELETE'].includes(request.method) && request.path.startsWith('invitations/'));

/** Every change the namespace received, oldest first, as `METHOD path` (legacy calls: `GET Action`). */
export async function changeCalls(ns: SimNamespace): Promise<string[]> {
  return (await requests(ns)).filter(isChange).map((request) => `${request.method} ${request.path}`);
}

export async function openAdministrators(ns: SimNamespace, query = '') {
  const rendered = await renderPortal(ns, `/settings/administrators${query}`);
  await rendered.screen.findByRole('heading', { level: 1, name: 'Administrators' });
  return rendered;
}

export async function administratorsTable(screen: Screen): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Administrators' });
}

export async function invitationsTable(screen: Screen): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Invitations' });
}

/** The text of a row's first cell. */
const firstCell = (row: Element): string => row.querySelector('td')?.textContent ?? '';

/** The row whose first cell is `name`. */
export async function rowOf(table: () => Promise<HTMLElement>, name: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const rows = [...(await table()).querySelectorAll<HTMLElement>('tbody tr')];
    const row = rows.find((candidate) => firstCell(candidate) === name);
    if (!row) throw new Error(`no row for "${name}"`);
    return row;
  });
}

export const adminRow = (screen: Screen, name: string) => rowOf(() => administratorsTable(screen), name);
export const inviteRow = (screen: Screen, name: string) => rowOf(() => invitationsTable(screen), name);

/** The first cells of the table's rows, in order. */
export async function listedNames(table: HTMLElement): Promise<string[]> {
  return [...table.querySelectorAll('tbody tr')].map(firstCell);
}

/** The text of each cell of a row. */
export const cells = (row: HTMLElement): string[] => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');

/** The chips of a role editor (or any chip list) in `container`. */
export function chipsIn(container: HTMLElement): string[] {
  const list = container.querySelector('ul');
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

/** Opens an administrator's actions menu; the Remove item. */
export async function removeItem(screen: Screen, name: string): Promise<HTMLElement> {
  const row = await adminRow(screen, name);
  within(row).getByRole('button', { name: `${name} administrator actions` }).click();
  const menu = await screen.findByRole('menu');
  return within(menu).getByRole('menuitem', { name: new RegExp(`^Remove "${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" administrator`) });
}

/** Chooses an option in an open multi-select by its text. */
export async function chooseOption(screen: Screen, input: HTMLElement, option: string): Promise<void> {
  input.click();
  const listbox = await screen.findByRole('listbox', { name: input.getAttribute('aria-label') ?? undefined });
  within(listbox).getByRole('option', { name: option }).click();
}

/** Text without the isolation marks a server string gets in a sentence. */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u2066-\u2069]/g, '');

export { expect };
