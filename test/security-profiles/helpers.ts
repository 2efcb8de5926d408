import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { requests, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** `<landscape-root>` with one `landscape-security-profiles`. */
export async function renderSecurityProfiles(ns: SimNamespace) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">
      <landscape-security-profiles></landscape-security-profiles>
    </landscape-root>`,
    'landscape-root',
  );
  const element = root.querySelector('landscape-security-profiles')!;
  return { root, element, screen: screenOf(element) };
}

export type ProfilesScreen = Awaited<ReturnType<typeof renderSecurityProfiles>>['screen'];

/** The table once it shows the current request's rows (not busy). */
export async function settledTable(screen: ProfilesScreen): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Security profiles' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return table;
}

/** The titles in the Name column, top to bottom. */
export async function shownTitles(screen: ProfilesScreen): Promise<string[]> {
  const table = await settledTable(screen);
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td button')?.textContent ?? '');
}

/** The row whose Name is the title. */
export async function rowOf(screen: ProfilesScreen, title: string): Promise<HTMLElement> {
  const table = await settledTable(screen);
  const row = [...table.querySelectorAll<HTMLElement>('tbody tr')].find((item) => item.querySelector('td button')?.textContent === title);
  if (!row) throw new Error(`no row for "${title}"`);
  return row;
}

/** Opens a row's actions menu and gives the menu. */
export async function openRowMenu(screen: ProfilesScreen, title: string): Promise<HTMLElement> {
  const row = await rowOf(screen, title);
  within(row).getByRole('button', { name: `${title} profile actions` }).click();
  return screen.findByRole('menu');
}

/** Every `GET security-profiles` list request's query, oldest first. */
export async function listRequests(ns: SimNamespace): Promise<Record<string, unknown>[]> {
  return (await requests(ns, { method: 'GET', path: 'security-profiles' })).map((request) => request.query);
}

/** The profiles of the signed-in organisation, as the server lists them. */
export async function serverProfiles(ns: SimNamespace, token: string, query = 'limit=100&offset=0'): Promise<SecurityProfile[]> {
  const answer = await fetch(`${ns.apiBase}security-profiles?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { results: SecurityProfile[] }).results;
}

/** Archives a profile straight at the server (test set-up). */
export async function archiveAtServer(ns: SimNamespace, token: string, id: number): Promise<void> {
  const answer = await fetch(`${ns.apiBase}security-profiles/${id}:archive`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`archive ${id}: ${answer.status}`);
}

/** A list answer the simulator sends for every `GET security-profiles` (a fault with a 200 body). */
export function listFault(profiles: readonly SecurityProfile[], times?: number) {
  return {
    method: 'GET',
    path: 'security-profiles',
    status: 200,
    body: { results: profiles, count: profiles.length, next: null, previous: null },
    ...(times ? { times } : {}),
  };
}
