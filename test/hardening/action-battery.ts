/**
 * The action fault batteries' shared pieces (fault-instance-actions and fault-instance-tabs): one
 * describe per call with its own namespace, each fault kind failing the call once while the user acts;
 * how a failure must show; the server's own answers to pick seeds and check what a success changed;
 * and the screens the cases start from.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, WELCOME_KEY } from '../helpers/portal.ts';
import { createNamespace, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { type Call, callName, deepText, FAULT_KINDS, messages, serverMessage, tally, watchUncaught, type FaultKind } from './helpers.ts';

/** How the portal says a call failed without the server's message (helpers' wording for screens). */
export const FAILURE_WORDING = /could not|not be reached|not be read|failed/i;

/** The Info tab's bar needs a page wider than 60rem beside the navigation; the runner's default after. */
export const WIDE = { width: 1400, height: 900 };
export const DEFAULT_VIEWPORT = { width: 800, height: 600 };

/** A GET of the simulator's REST API, as the server answers it. */
export async function serverGet<T>(ns: SimNamespace, token: string, path: string): Promise<T> {
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

/** A change made on the server directly, as a case's setup (not the call under test). */
export async function serverSend(ns: SimNamespace, token: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${ns.apiBase}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** A legacy action's answer, as the server gives it. */
export async function legacyGet<T>(ns: SimNamespace, token: string, action: string): Promise<T> {
  const response = await fetch(`${ns.legacyApiBase}?action=${action}&version=2011-08-01`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${action}: ${response.status}`);
  return response.json() as Promise<T>;
}

/** The instance's page, once its action bar is shown. */
export async function openInstance(ns: SimNamespace, id: number, title: string) {
  const rendered = await renderPortal(ns, `/instances/${id}`);
  await rendered.screen.findByRole('heading', { level: 1, name: title });
  const bar = within(await rendered.screen.findByRole('toolbar', { name: `${title} instance actions` }));
  return { ...rendered, bar };
}

/** The instances list, once its table and its actions (loaded when the list is idle) are shown. */
export async function openInstanceList(ns: SimNamespace, path = '/instances') {
  const rendered = await renderPortal(ns, path);
  const table = await rendered.screen.findByRole('table', { name: 'Instances' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
  const bar = within(await rendered.screen.findByRole('toolbar', { name: 'Instance actions' }));
  return { ...rendered, table, bar };
}

/** Ticks the rows of these titles. */
export async function selectRows(table: HTMLElement, titles: readonly string[]) {
  for (const title of titles) {
    const box = within(table).getByRole('checkbox', { name: `Select ${title}` }) as HTMLInputElement;
    box.click();
    await waitFor(() => expect(box.checked).to.equal(true));
  }
}

/** Per fault kind, other instances of the list's first page (an action that succeeded changed its own). */
export const PAIRS: Record<FaultKind, readonly [number, number]> = { '500': [1, 2], malformed: [3, 4], drop: [5, 6], '401': [7, 9], '401-shown': [7, 9] };

/**
 * Waits until `scope` shows the failure of `call`: the server's own message for a 500, else a message
 * that says the call failed; and no error escaped.
 */
export async function expectFailureShown(scope: HTMLElement, call: Call, kind: FaultKind, uncaught: string[]): Promise<void> {
  await waitFor(() => {
    const text = deepText(scope);
    const shown = messages(scope);
    if (kind === '500' && !text.includes(serverMessage(call))) throw new Error(`the server's message is not shown; alerts: ${JSON.stringify(shown)}`);
    if (shown.length === 0) throw new Error(`no visible message: ${text.slice(0, 400)}`);
    if (kind !== '500' && !shown.some((message) => FAILURE_WORDING.test(message))) throw new Error(`no message says the call failed: ${JSON.stringify(shown)}`);
  });
  expect(uncaught, 'uncaught errors').to.deep.equal([]);
}

export interface CallContext {
  readonly ns: SimNamespace;
  /** The admin's bearer token, to ask the server what a case should pick or what it changed. */
  readonly token: string;
  readonly kind: FaultKind;
  /** Errors that escaped so far in this case. */
  readonly uncaught: string[];
}

/**
 * One describe per call, its own namespace, titled `{battery}: {METHOD path}` (and which of the
 * screens sending it, when one battery drives the same call from two forms): per fault kind, the case
 * runs with the fault set on the call until the case lifts it. The kinds run in turn in the
 * namespace, so a case picks what an earlier kind's success did not change.
 */
export function describeCall(battery: string, call: Call, run: (context: CallContext) => Promise<void>, from?: string) {
  const name = from === undefined ? callName(call) : `${callName(call)} (${from})`;
  describe(`${battery}: ${name}`, () => {
    let ns: SimNamespace;
    let token: string;
    before(async () => {
      await setViewport(WIDE);
      ns = await createNamespace();
      await signIn(ns);
      token = await tokenFor(ns);
      localStorage.setItem(WELCOME_KEY, 'true');
    });
    after(async () => {
      localStorage.removeItem(WELCOME_KEY);
      await setViewport(DEFAULT_VIEWPORT);
    });
    afterEach(async () => {
      restoreLocation();
      await setOptions(ns, { faults: [] });
    });

    for (const kind of FAULT_KINDS) {
      it(`${kind} on ${name}`, async () => {
        tally.tried += 1;
        const watch = watchUncaught();
        try {
          await run({ ns, token, kind, uncaught: watch.caught });
          expect(watch.caught, 'uncaught errors').to.deep.equal([]);
          tally.held += 1;
        } finally {
          watch.stop();
        }
      });
    }
  });
}
