/**
 * Fault battery, instance actions (the Info tab's Edit, Restart, Remove from Landscape, Sanitize, and
 * the employee search of Associate employee): each call fails once per fault kind while the user
 * acts. Each case: a visible message (the server's for a 500), what was typed kept, nothing uncaught,
 * and the same action succeeds once the fault is gone.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { Instance } from '../../src/api/instances.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath, WELCOME_KEY } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { type Call, callName, deepText, FAULT_KINDS, faultFor, messages, serverMessage, tally, watchUncaught, type FaultKind } from './helpers.ts';

configure({ asyncUtilTimeout: 5000 });

// At the file's end: every call's cases counted.
after(() => console.log(`fault battery, instance actions: ${tally.tried} cases tried, ${tally.held} held`));

/** How the portal says a call failed without the server's message (helpers' wording for screens). */
const FAILURE_WORDING = /could not|not be reached|not be read|failed/i;

/** The Ubuntu server the cases act on (Linux: every action offered), and a desktop without an employee. */
const SERVER = 1;
const WITHOUT_EMPLOYEE = 4304;

/** The bar needs a page wider than 60rem beside the navigation; the runner's default after. */
const WIDE = { width: 1400, height: 900 };
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

async function serverGet<T>(ns: SimNamespace, token: string, path: string): Promise<T> {
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

/** The instance's page, once its action bar is shown. */
async function openInstance(ns: SimNamespace, id: number, title: string) {
  const rendered = await renderPortal(ns, `/instances/${id}`);
  await rendered.screen.findByRole('heading', { level: 1, name: title });
  const bar = within(await rendered.screen.findByRole('toolbar', { name: `${title} instance actions` }));
  return { ...rendered, bar };
}

/**
 * Waits until `scope` shows the failure of `call`: the server's own message for a 500, else a message
 * that says the call failed; and no error escaped.
 */
async function expectFailureShown(scope: HTMLElement, call: Call, kind: FaultKind, uncaught: string[]): Promise<void> {
  await waitFor(() => {
    const text = deepText(scope);
    const shown = messages(scope);
    if (kind === '500' && !text.includes(serverMessage(call))) throw new Error(`the server's message is not shown; alerts: ${JSON.stringify(shown)}`);
    if (shown.length === 0) throw new Error(`no visible message: ${text.slice(0, 400)}`);
    if (kind !== '500' && !shown.some((message) => FAILURE_WORDING.test(message))) throw new Error(`no message says the call failed: ${JSON.stringify(shown)}`);
  });
  expect(uncaught, 'uncaught errors').to.deep.equal([]);
}

/**
 * One describe per call, its own namespace: per fault kind, the case runs with the fault set on the
 * call until the case lifts it.
 */
function describeCall(call: Call, run: (context: { ns: SimNamespace; token: string; kind: FaultKind; uncaught: string[] }) => Promise<void>) {
  describe(`fault battery, instance actions: ${callName(call)}`, () => {
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
      it(`${kind} on ${callName(call)}`, async () => {
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

const EDIT = { method: 'PUT', path: `computers/${SERVER}` };
describeCall(EDIT, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${SERVER}`);
  const { portal, screen, bar } = await openInstance(ns, SERVER, instance.title);
  bar.getByRole('button', { name: 'Edit' }).click();
  const form = await screen.findByRole('form', { name: 'Edit instance' });
  const title = within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
  const typed = `edited-after-${kind}`;
  title.select();
  await typeInto(title, typed);
  await setOptions(ns, { faults: [faultFor(EDIT, kind)] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await expectFailureShown(form, EDIT, kind, uncaught);
  expect(form.isConnected, 'the form closed').to.equal(true);
  expect(title.value).to.equal(typed);
  expect(deepText(portal)).to.not.contain('Instance updated');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await findNotification(screen, 'Instance updated');
  await screen.findByRole('heading', { level: 1, name: typed });
  expect((await requests(ns, EDIT)).at(-1)!.body).to.deep.equal({ title: typed });
});

const RESTART = { method: 'GET', path: 'RebootComputers' };
describeCall(RESTART, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${SERVER}`);
  const { portal, screen, bar } = await openInstance(ns, SERVER, instance.title);
  bar.getByRole('button', { name: 'Restart' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Restart instance' });
  await setOptions(ns, { faults: [faultFor(RESTART, kind)] });
  within(dialog).getByRole('button', { name: 'Restart' }).click();
  await expectFailureShown(dialog, RESTART, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(deepText(portal)).to.not.contain('to be restarted');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Restart' }).click();
  await findNotification(screen, `You queued "${instance.title}" to be restarted`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
});

const REMOVE = { method: 'GET', path: 'RemoveComputers' };
describeCall(REMOVE, async ({ ns, token, kind, uncaught }) => {
  // Each case removes an instance of its own: the first of the list still there, after the server above.
  const list = await serverGet<{ results: Instance[] }>(ns, token, 'computers?limit=10&offset=0');
  const instance = list.results.find((item) => item.id !== SERVER && !item.is_wsl_instance)!;
  const { portal, screen, bar } = await openInstance(ns, instance.id, instance.title);
  bar.getByRole('button', { name: 'Remove from Landscape' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Remove instance from Landscape' });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `remove ${instance.title}`);
  const remove = within(dialog).getByRole('button', { name: 'Remove' });
  await waitFor(() => expect(remove.hasAttribute('disabled')).to.equal(false));
  await setOptions(ns, { faults: [faultFor(REMOVE, kind)] });
  remove.click();
  await expectFailureShown(dialog, REMOVE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value).to.equal(`remove ${instance.title}`);
  expect(deepText(portal)).to.not.contain('You have successfully removed');
  await screen.findByRole('heading', { level: 1, name: instance.title });

  await setOptions(ns, { faults: [] });
  remove.click();
  await waitForPath('/instances');
  await findNotification(screen, `You have successfully removed ${instance.title} from Landscape.`);
  expect((await fetch(`${ns.apiBase}computers/${instance.id}`, { headers: { authorization: `Bearer ${token}` } })).status).to.equal(404);
});

const SANITIZE = { method: 'POST', path: `computers/${SERVER}/sanitize` };
describeCall(SANITIZE, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${SERVER}`);
  const { portal, screen, bar } = await openInstance(ns, SERVER, instance.title);
  bar.getByRole('button', { name: 'Sanitize' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Sanitize instance' });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `sanitize ${instance.title}`);
  const sanitize = within(dialog).getByRole('button', { name: 'Sanitize' });
  await waitFor(() => expect(sanitize.hasAttribute('disabled')).to.equal(false));
  await setOptions(ns, { faults: [faultFor(SANITIZE, kind)] });
  sanitize.click();
  await expectFailureShown(dialog, SANITIZE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value).to.equal(`sanitize ${instance.title}`);
  expect(deepText(portal)).to.not.contain('initiated Sanitization');

  await setOptions(ns, { faults: [] });
  sanitize.click();
  await findNotification(screen, `You have successfully initiated Sanitization for ${instance.title}`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, SANITIZE)).at(-1)!.body).to.deep.equal({ computer_title: instance.title });
});

const SEARCH = { method: 'GET', path: 'employees' };
describeCall(SEARCH, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${WITHOUT_EMPLOYEE}`);
  const employee = (await serverGet<{ results: { name: string }[] }>(ns, token, 'employees?search=Aisha&limit=1&offset=0')).results[0]!;
  const { screen, bar } = await openInstance(ns, WITHOUT_EMPLOYEE, instance.title);
  bar.getByRole('button', { name: 'Associate employee' }).click();
  const form = await screen.findByRole('form', { name: `Associate employee with ${instance.title}` });
  const search = within(form).getByRole('searchbox', { name: 'Employee' }) as HTMLInputElement;
  await setOptions(ns, { faults: [faultFor(SEARCH, kind)] });
  await typeInto(search, employee.name);
  await expectFailureShown(form, SEARCH, kind, uncaught);
  expect(deepText(form), 'a failed search is not "none found"').to.not.contain('No employees found');
  expect(within(form).getByText('The employees could not be searched.', { exact: false })).to.exist;
  expect(search.value).to.equal(employee.name);

  // The same search again: the field emptied (the failure goes with it), then the name typed anew.
  await setOptions(ns, { faults: [] });
  search.select();
  await typeInto(search, employee.name.slice(0, 1));
  await waitFor(() => expect(messages(form)).to.deep.equal([]));
  search.select();
  await typeInto(search, employee.name);
  const found = await within(form).findByRole('group', { name: 'Employees found' });
  expect(within(found).getByRole('button', { name: new RegExp(`^${employee.name}`) })).to.exist;
  expect(deepText(form)).to.not.contain('could not be searched');
});
