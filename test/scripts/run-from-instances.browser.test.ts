/**
 * Run a script on chosen instances (screens §1.6 B): from an instance's Info tab (`landscape-instance`)
 * the script is searched from 3 characters among those the instance's access group may run, and the
 * run names that instance; from the instances list's selection (`landscape-instances`) a Ubuntu and a
 * Windows instance give the mixed warning, and the run names the Ubuntu one only.
 */
import { expect, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import type { Instance } from '../../src/api/instances.ts';
import { findNotification, mount, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { description, legacyCalls, serverGet, serverScripts, type Screen } from './helpers.ts';

/** An Ubuntu server of the `production` group. */
const SERVER = 1;
/** A Windows host without WSL instances (the seed's "Front desk Windows PC"). */
const WINDOWS = 5957;

const WIDE = { width: 1400, height: 900 };
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

async function renderElement(ns: SimNamespace, tag: 'landscape-instance' | 'landscape-instances', attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">${element}</landscape-root>`,
    'landscape-root',
  );
  return { root, element, screen: screenOf(element) };
}

/** The instance's "Run script": on its action bar, or in the menu the bar collapses into. */
async function openRunScript(screen: Screen, title: string) {
  const name = `${title} instance actions`;
  const control = await waitFor(() => screen.queryByRole('toolbar', { name }) ?? screen.getByRole('button', { name }));
  if (control.getAttribute('role') === 'toolbar') within(control).getByRole('button', { name: 'Run script' }).click();
  else {
    control.click();
    (await screen.findByRole('menuitem', { name: 'Run script' })).click();
  }
  const panel = await screen.findByRole('dialog', { name: 'Run script' });
  return { panel, form: await within(panel).findByRole('form', { name: 'Run script' }) };
}

/** The script search's requests, their parameters. */
async function searches(ns: SimNamespace) {
  return (await requests(ns, { method: 'GET', path: 'scripts' })).map((request) => request.query).filter((query) => query['limit'] !== '1000');
}

describe('Run a script from an instance', () => {
  let ns: SimNamespace;
  before(async () => {
    await setViewport(WIDE);
  });
  after(async () => {
    await setViewport(DEFAULT_VIEWPORT);
  });
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it("searches from 3 characters the scripts the instance's group may run, and runs the one chosen on that instance", async () => {
    const instance = await serverGet<Instance>(ns, `computers/${SERVER}`);
    expect(instance.access_group).to.equal('production');
    const search = 'Che';
    const offered = await serverScripts(ns, { search, parent_access_group: 'production' });
    const everywhere = await serverScripts(ns, { search });
    expect(offered.count, "a script the instance's group may not run is left out").to.be.lessThan(everywhere.count);
    const { element, screen } = await renderElement(ns, 'landscape-instance', { 'instance-id': String(SERVER) });
    await screen.findByRole('heading', { name: instance.title });
    const { panel, form } = await openRunScript(screen, instance.title);
    const input = within(form).getByRole('combobox', { name: 'Script' });
    expect(input.getAttribute('placeholder')).to.equal('Search for scripts');
    expect(description(input)).to.equal('Min 3. characters');
    expect((within(form).getByRole('textbox', { name: 'Run as user' }) as HTMLInputElement).value).to.equal('root');
    expect((within(form).getByRole('spinbutton', { name: 'Time limit (seconds)' }) as HTMLInputElement).value).to.equal('300');
    await clearRequests(ns);
    await typeInto(input, 'Ch');
    // Two characters: still the hint, and no search (past the 200 ms the search waits for).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(description(input)).to.equal('Min 3. characters');
    expect(await searches(ns)).to.deep.equal([]);

    await sendKeys({ type: 'e' });
    const listbox = await within(form).findByRole('listbox', { name: 'Script' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(offered.results.map((script) => script.title)));
    expect(await searches(ns)).to.deep.equal([{ script_type: 'active', search, limit: '20', offset: '0', parent_access_group: 'production' }]);
    await expect(element).to.be.accessible();

    const chosen = offered.results.find((script) => script.title === 'Check disk usage')!;
    within(listbox).getByRole('option', { name: chosen.title }).click();
    await within(form).findByRole('button', { name: `Remove ${chosen.title}` });
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Run script' }).click();
    const notice = await findNotification(screen, 'Script execution queued');
    expect(notice.textContent).to.contain(`"${chosen.title}" script queued to execute successfully`);
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await legacyCalls(ns, 'ExecuteScript');
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.deep.equal({
      action: 'ExecuteScript',
      version: '2011-08-01',
      query: `id:${SERVER}`,
      script_id: String(chosen.id),
      username: 'root',
      time_limit: '300',
    });
  });

  it('says when no script matches, and requires a script', async () => {
    const instance = await serverGet<Instance>(ns, `computers/${SERVER}`);
    const { screen } = await renderElement(ns, 'landscape-instance', { 'instance-id': String(SERVER) });
    await screen.findByRole('heading', { name: instance.title });
    const { form } = await openRunScript(screen, instance.title);
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Run script' }).click();
    const input = within(form).getByRole('combobox', { name: 'Script' });
    await waitFor(() => expect(description(input)).to.contain('This field is required'));
    await typeInto(input, 'zzzz');
    await waitFor(() => expect(description(input)).to.contain('No scripts found by "zzzz"'));
    expect(await legacyCalls(ns, 'ExecuteScript')).to.deep.equal([]);
  });

  it("keeps the chosen script and the server's message when the run is refused", async () => {
    const instance = await serverGet<Instance>(ns, `computers/${SERVER}`);
    const { screen } = await renderElement(ns, 'landscape-instance', { 'instance-id': String(SERVER) });
    await screen.findByRole('heading', { name: instance.title });
    const { panel, form } = await openRunScript(screen, instance.title);
    await typeInto(within(form).getByRole('combobox', { name: 'Script' }), 'disk usage');
    (await within(form).findByRole('option', { name: 'Check disk usage' })).click();
    await within(form).findByRole('button', { name: 'Remove Check disk usage' });
    await setOptions(ns, { faults: [{ path: 'ExecuteScript', status: 400, times: 1, body: { error: 'ScriptNotActive', message: 'Script "Check disk usage" is archived and cannot be run.' } }] });
    within(form).getByRole('button', { name: 'Run script' }).click();
    expect(await within(form).findByText('Script "Check disk usage" is archived and cannot be run.')).to.exist;
    expect(panel.isConnected).to.equal(true);
    expect(within(form).getByRole('button', { name: 'Remove Check disk usage' })).to.exist;
  });
});

describe('Run a script on a selection of the instances list', () => {
  let ns: SimNamespace;
  before(async () => {
    await setViewport(WIDE);
  });
  after(async () => {
    await setViewport(DEFAULT_VIEWPORT);
  });
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('warns that a Windows instance of a mixed selection will not run it, and names only the Ubuntu one', async () => {
    const ubuntu = await serverGet<Instance>(ns, `computers/${SERVER}`);
    const windows = await serverGet<Instance>(ns, `computers/${WINDOWS}`);
    expect(windows.distribution_info?.distributor ?? '').to.not.equal('Ubuntu');
    const { screen } = await renderElement(ns, 'landscape-instances');
    await typeInto(await screen.findByRole('searchbox', { name: 'Search instances' }), `id:${SERVER} OR id:${WINDOWS}`);
    await sendKeys({ press: 'Enter' });
    const table = await screen.findByRole('table', { name: 'Instances' });
    // The search's answer shown: the two instances alone.
    await waitFor(() => {
      expect(table.getAttribute('aria-busy')).to.equal(null);
      expect(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ }).map((box) => box.getAttribute('aria-label'))).to.have.members([
        `Select ${ubuntu.title}`,
        `Select ${windows.title}`,
      ]);
    });
    for (const title of [ubuntu.title, windows.title]) {
      const box = (await within(table).findByRole('checkbox', { name: `Select ${title}` })) as HTMLInputElement;
      box.click();
      await waitFor(() => expect(box.checked).to.equal(true));
    }
    const bar = within(await screen.findByRole('toolbar', { name: 'Instance actions' }));
    const run = bar.getByRole('button', { name: 'Run script' });
    await waitFor(() => expect(run.getAttribute('aria-disabled'), description(run)).to.equal(null));
    run.click();
    const panel = await screen.findByRole('dialog', { name: 'Run script' });
    const form = await within(panel).findByRole('form', { name: 'Run script' });
    const warning = within(form).getByText((_, element) => element?.getAttribute('part') === 'notification');
    expect(warning.textContent).to.contain('You selected 2 instances. This script will:');
    expect(within(warning).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(['run on 1 instance', 'not run on 1 instance']);

    await clearRequests(ns);
    await typeInto(within(form).getByRole('combobox', { name: 'Script' }), 'disk usage');
    (await within(form).findByRole('option', { name: 'Check disk usage' })).click();
    await within(form).findByRole('button', { name: 'Remove Check disk usage' });
    // The list's selection is no instance page: no access group narrows the search.
    expect((await searches(ns)).at(-1)).to.deep.equal({ script_type: 'active', search: 'disk usage', limit: '20', offset: '0' });
    within(form).getByRole('button', { name: 'Run script' }).click();
    await findNotification(screen, '"Check disk usage" script queued to execute successfully');
    const calls = await legacyCalls(ns, 'ExecuteScript');
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.include({ query: `id:${SERVER}`, username: 'root', time_limit: '300' });
    // The selection is cleared once the server said yes.
    await waitFor(() => expect(within(table).queryAllByRole('checkbox', { checked: true })).to.have.length(0));
  });
});
