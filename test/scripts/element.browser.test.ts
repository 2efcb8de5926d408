/**
 * `landscape-scripts` (issue 25): the same screen with its state kept inside the element (the page's
 * address is never read or written), its notices fired as `landscape-notify`, the classic dashboard's
 * link, and the sign-in gate when nobody is signed in.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { findNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { createNamespace, requests, type SimNamespace } from '../helpers/simulator.ts';
import {
  expectRows,
  findPanel,
  groupTitles,
  listQuery,
  listRequests,
  nthListRequest,
  openRowMenu,
  renderScripts,
  serverScripts,
  settledTable,
} from './helpers.ts';

describe('landscape-scripts', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('shows the first page, and keeps its filters, search, page and panels inside: the address is never read or written; accessible', async () => {
    const address = location.href;
    const entries = history.length;
    const groups = await groupTitles(ns);
    const { element, screen } = await renderScripts(ns);
    expect(await screen.findByRole('region', { name: 'Scripts' })).to.exist;
    await expectRows(screen, (await serverScripts(ns)).results.slice(0, 20), groups);
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery('active', 20, 0));
    await expect(element).to.be.accessible();

    screen.getByRole('button', { name: 'Status: Active' }).click();
    within(await screen.findByRole('listbox', { name: 'Status' })).getByRole('option', { name: 'All' }).click();
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery('v2', 20, 0));
    await settledTable(screen);
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery('v2', 20, 20));
    await typeInto(screen.getByRole('searchbox', { name: 'Search scripts' }), 'Restart');
    await sendKeys({ press: 'Enter' });
    expect(await nthListRequest(ns, 4)).to.deep.equal(listQuery('v2', 20, 0, 'Restart'));
    await expectRows(screen, (await serverScripts(ns, { script_type: 'v2', search: 'Restart' })).results, groups);
    const first = (await serverScripts(ns, { script_type: 'v2', search: 'Restart' })).results[0]!;
    // Two rows have this title (an active script and an archived one): the first row's.
    within(screen.getByRole('table', { name: 'Scripts' })).getAllByRole('button', { name: first.title })[0]!.click();
    const panel = await findPanel(screen, first.title);
    within(panel).getByRole('tab', { name: 'Code' }).click();
    await within(panel).findByRole('tabpanel', { name: 'Code' });
    expect(location.href).to.equal(address);
    expect(history.length).to.equal(entries);
    // label-content-name-mismatch (the details toolbar's "Run script" named "Run {title} script")
    // fails on its own in details.browser.test.ts.
    await expect(element).to.be.accessible({ ignoredRules: ['label-content-name-mismatch'] });
  });

  it('fires landscape-notify for its notices: a script archived, a run queued', async () => {
    const script = (await serverScripts(ns)).results.find((candidate) => (candidate.script_profiles ?? []).length === 0 && candidate.access_group === 'servers')!;
    const { element, screen } = await renderScripts(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await settledTable(screen);
    within(await openRowMenu(screen, script.title)).getByRole('menuitem', { name: `Run script ${script.title}` }).click();
    const form = await within(await findPanel(screen, `Run "${script.title}" script`)).findByRole('form');
    within(form).getByRole('radio', { name: 'Instance names' }).click();
    const input = await within(form).findByRole('combobox', { name: 'Instances' });
    await typeInto(input, 'k8s-node-prod-apse1-001');
    (await within(await within(form).findByRole('listbox', { name: 'Instances' })).findByRole('option', { name: 'k8s-node-prod-apse1-001' })).click();
    await within(form).findByRole('button', { name: 'Remove k8s-node-prod-apse1-001' });
    within(form).getByRole('button', { name: 'Run script' }).click();
    await findNotification(screen, 'Script execution queued');
    await waitFor(() =>
      expect(notes).to.deep.include({ type: 'positive', title: 'Script execution queued', message: `"${script.title}" script queued to execute successfully` }),
    );

    within(await openRowMenu(screen, script.title)).getByRole('menuitem', { name: `Archive ${script.title} script` }).click();
    const dialog = await screen.findByRole('dialog', { name: `Archive ${script.title}` });
    await typeInto(within(dialog).getByRole('textbox'), `archive ${script.title}`);
    within(dialog).getByRole('button', { name: 'Archive' }).click();
    await waitFor(() => expect(notes).to.deep.include({ type: 'positive', title: 'Script archived', message: `"${script.title}" script archived successfully` }));
    expect(notes).to.have.length(2);
  });

  it("sends the browser to the classic dashboard's scripts page", async () => {
    const { screen, visited } = await renderScripts(ns);
    await settledTable(screen);
    screen.getByRole('button', { name: 'the legacy web portal' }).click();
    await waitFor(() => expect(visited).to.have.length(1));
    expect(new URL(visited[0]!, document.baseURI).pathname).to.equal('/classic/scripts');
    expect(await requests(ns, { path: 'classic_dashboard_url' })).to.have.length(1);
  });

  it('asks to sign in when nobody is, and asks for no scripts', async () => {
    const signedOut = await createNamespace();
    const { screen } = await renderScripts(signedOut);
    await screen.findByText('Sign in to see scripts.');
    expect(await requests(signedOut, { path: 'scripts' })).to.have.length(0);
    expect(await listRequests(signedOut)).to.deep.equal([]);
    expect(screen.queryByRole('table')).to.equal(null);
  });
});
