import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import { mount, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { requests, type RecordedRequest, type SimNamespace } from '../helpers/simulator.ts';
import type { Fault } from '../../demo/server/index.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Test data: a string that would run script if it were ever parsed as HTML. */
export const HOSTILE = '<img src=x onerror=alert(1)>';

/** `<landscape-root>` with one `landscape-identity-providers`. */
export async function renderIdentityProviders(ns: SimNamespace) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">
      <landscape-identity-providers></landscape-identity-providers>
    </landscape-root>`,
    'landscape-root',
  );
  const element = root.querySelector('landscape-identity-providers')!;
  return { root, element, screen: screenOf(element) };
}

export type ProvidersScreen = Awaited<ReturnType<typeof renderIdentityProviders>>['screen'];

export async function table(screen: ProvidersScreen): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Identity providers' });
}

/** A cell's text as a person reads it: without its icon's tooltip title. */
export function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelectorAll('svg').forEach((icon) => icon.remove());
  return copy.textContent ?? '';
}

/** Each row as a person reads it: name, status, provider. */
export async function shownRows(screen: ProvidersScreen): Promise<string[][]> {
  const rows = [...(await table(screen)).querySelectorAll('tbody tr')];
  return rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map(cellText));
}

/** The row whose Name is `name`. */
export async function rowOf(screen: ProvidersScreen, name: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const row = [...(await table(screen)).querySelectorAll<HTMLElement>('tbody tr')].find(
      (item) => cellText(item.querySelector('td')!) === name,
    );
    if (!row) throw new Error(`no row for "${name}"`);
    return row;
  });
}

/** Opens a row's actions menu and gives the menu. */
export async function openRowMenu(screen: ProvidersScreen, name: string): Promise<HTMLElement> {
  within(await rowOf(screen, name)).getByRole('button', { name: `${name} provider actions` }).click();
  return screen.findByRole('menu');
}

/** The side panel with the title. */
export function findPanel(screen: ProvidersScreen, title: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title });
}

export interface MethodRow {
  readonly id: number;
  readonly name: string;
  readonly provider: string;
  readonly enabled: boolean;
}

/**
 * A `login/methods` answer the simulator sends instead of its own (a fault with a 200 body): the
 * seed has no standalone or unknown provider, and no organisation without Ubuntu One.
 */
export function loginMethodsFault(configurations: readonly MethodRow[], ubuntuOne = { available: true, enabled: true }): Fault {
  return {
    method: 'GET',
    path: 'login/methods',
    status: 200,
    body: {
      oidc: { available: false, configurations },
      password: { available: true, enabled: true },
      pam: { available: false, enabled: false },
      standalone_oidc: { available: false, enabled: false },
      ubuntu_one: ubuntuOne,
    },
  };
}

/** The JSON bodies of the requests with this method and path, oldest first. */
export async function bodiesOf(ns: SimNamespace, method: string, path: string): Promise<unknown[]> {
  return (await requests(ns, { method, path })).map((request: RecordedRequest) => request.body);
}

/** `login/methods` as the server answers it for this namespace's signed-in session. */
export async function serverMethods(ns: SimNamespace): Promise<{ oidc: { configurations: MethodRow[] }; ubuntu_one: { enabled: boolean } }> {
  const answer = await fetch(`${ns.apiBase}login/methods`, { credentials: 'same-origin' });
  return answer.json() as Promise<{ oidc: { configurations: MethodRow[] }; ubuntu_one: { enabled: boolean } }>;
}

/** The input whose accessible name is `name` (a password input has no role to find it by). */
export function field(panel: HTMLElement, name: string): HTMLInputElement {
  const found = [...panel.querySelectorAll('input')].filter((input) => computeAccessibleName(input) === name);
  if (found.length !== 1) throw new Error(`${found.length} inputs named "${name}"`);
  return found[0]!;
}

/** Types each value into the field of that name. */
export async function fill(panel: HTMLElement, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await typeInto(field(panel, name), value);
}

/** Selects a field's text and types over it. */
export async function retype(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ type: text });
}

/** The control's `aria-disabled`, as true or false. */
export const ariaDisabled = (element: Element): boolean => element.getAttribute('aria-disabled') === 'true';

export { expect };
