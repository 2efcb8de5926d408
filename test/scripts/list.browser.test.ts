/**
 * The scripts list (screens §1.1–1.2) on the portal's /scripts route: the columns and their values
 * against the simulator's own answer, the v2 notice and its link to the classic dashboard, the Status
 * filter (its `script_type`, the address), the search sent to the server with its chip, paging, the
 * empty state (initech) apart from a search without hits, a failed list with Try again, and the
 * Associated profiles column only with the `script-profiles` feature.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { currentAccount } from '../../src/state/account.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, waitForPath, WELCOME_KEY } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import {
  COLUMNS,
  EMPTY,
  expectRows,
  groupTitles,
  listQuery,
  listRequests,
  nthListRequest,
  openScripts,
  serverScripts,
  settledTable,
  tokenIn,
  type Screen,
} from './helpers.ts';

/** The total the pagination says ("Showing 20 of 50 results"). */
function shownTotal(screen: Screen): number {
  const text = screen.getByText(/^Showing [\d,]+ of [\d,]+ results$/).textContent!;
  return Number(/of ([\d,]+) results$/.exec(text)![1]!.replaceAll(',', ''));
}

/** Chooses a Status option with the pointer. */
async function chooseStatus(screen: Screen, current: string, option: string) {
  screen.getByRole('button', { name: `Status: ${current}` }).click();
  const listbox = await screen.findByRole('listbox', { name: 'Status' });
  within(listbox).getByRole('option', { name: option }).click();
  await screen.findByRole('button', { name: `Status: ${option}` });
}

async function signedIn(options: Parameters<typeof createNamespace>[0] = {}): Promise<SimNamespace> {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace(options);
  await signIn(ns);
  return ns;
}

describe('scripts list in the portal', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it("shows the columns and the first 20 active scripts as the server lists them, its total, and the v2 notice; accessible", async () => {
    const server = await serverScripts(ns);
    const groups = await groupTitles(ns);
    const { portal, screen } = await openScripts(ns);
    const table = await expectRows(screen, server.results.slice(0, 20), groups);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).to.deep.equal(COLUMNS);
    // The name is a button opening the details, and the row's header.
    const first = server.results[0]!;
    expect(within(table).getByRole('button', { name: first.title }).closest('td')).to.exist;
    expect(shownTotal(screen)).to.equal(server.count);
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery('active', 20, 0));
    expect(await listRequests(ns)).to.have.length(1);
    expect(screen.getByRole('button', { name: 'Status: Active' })).to.exist;

    const notice = screen.getByText((_, element) => element?.getAttribute('part') === 'notification' && (element.textContent ?? '').startsWith('This page only displays v2 scripts.'));
    expect(notice.textContent).to.equal('This page only displays v2 scripts. Older (v1) scripts can be found in the legacy web portal.');
    expect(within(notice).getByRole('button', { name: 'the legacy web portal' })).to.exist;
    expect(screen.getByRole('toolbar', { name: 'Scripts actions' }).textContent).to.equal('Add script');
    await waitForPath('/scripts');
    await expect(portal).to.be.accessible();
  });

  it('sends the browser to the classic dashboard\'s scripts page the server names, once it answered', async () => {
    const { screen, visited } = await openScripts(ns);
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    screen.getByRole('button', { name: 'the legacy web portal' }).click();
    // Not before the server said where.
    expect(visited).to.deep.equal([]);
    await waitFor(() => expect(visited).to.have.length(1));
    // One question, asked once (the list's access groups may still be on their way from its opening).
    expect((await requests(ns)).map((request) => `${request.method} ${request.path}`).filter((call) => call !== 'GET GetAccessGroups')).to.deep.equal(['GET classic_dashboard_url']);
    // The simulator's `/classic/` with `scripts` after it, on the page's origin.
    expect(new URL(visited[0]!, document.baseURI).href).to.equal(new URL('/classic/scripts', document.baseURI).href);
  });

  it('asks for each Status with its script_type, from page 1, and writes it in the address', async () => {
    const groups = await groupTitles(ns);
    const { screen } = await openScripts(ns, '/scripts?currentPage=2');
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery('active', 20, 20));
    screen.getByRole('button', { name: 'Status: Active' }).click();
    const listbox = await screen.findByRole('listbox', { name: 'Status' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent?.trim())).to.deep.equal(['All', 'Active', 'Archived', 'Redacted']);
    within(listbox).getByRole('option', { name: 'Archived' }).click();
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery('archived', 20, 0));
    await waitForPath('/scripts?status=archived');
    const archived = await serverScripts(ns, { script_type: 'archived' });
    await expectRows(screen, archived.results, groups);
    expect(archived.results.every((script) => script.status === 'ARCHIVED')).to.equal(true);
    const chip = await screen.findByRole('button', { name: 'Remove Status filter: Archived' });
    expect(chip.closest('li')!.textContent).to.equal('Status: Archived');

    await chooseStatus(screen, 'Archived', 'Redacted');
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery('redacted', 20, 0));
    await waitForPath('/scripts?status=redacted');
    await expectRows(screen, (await serverScripts(ns, { script_type: 'redacted' })).results, groups);

    await chooseStatus(screen, 'Redacted', 'All');
    expect(await nthListRequest(ns, 4)).to.deep.equal(listQuery('v2', 20, 0));
    await waitForPath('/scripts?status=all');
    const all = await serverScripts(ns, { script_type: 'v2' });
    await expectRows(screen, all.results.slice(0, 20), groups);
    expect(shownTotal(screen)).to.equal(all.count);

    await chooseStatus(screen, 'All', 'Active');
    expect(await nthListRequest(ns, 5)).to.deep.equal(listQuery('active', 20, 0));
    await waitForPath('/scripts');
    await expectRows(screen, (await serverScripts(ns)).results.slice(0, 20), groups);
    expect(await listRequests(ns)).to.have.length(5);
  });

  it('honours status=redacted in the address', async () => {
    const groups = await groupTitles(ns);
    const { screen } = await openScripts(ns, '/scripts?status=redacted');
    expect(await nthListRequest(ns, 1)).to.deep.equal(listQuery('redacted', 20, 0));
    await expectRows(screen, (await serverScripts(ns, { script_type: 'redacted' })).results, groups);
    expect(screen.getByRole('button', { name: 'Status: Redacted' })).to.exist;
    expect(await listRequests(ns)).to.have.length(1);
  });

  it('sends the search to the server, one request per submit, with a chip that removes it', async () => {
    const search = 'Check';
    const groups = await groupTitles(ns);
    const server = await serverScripts(ns, { search });
    expect(server.count, 'several scripts hold the search').to.be.greaterThan(1);
    const { screen } = await openScripts(ns);
    const box = screen.getByRole('searchbox', { name: 'Search scripts' }) as HTMLInputElement;
    await typeInto(box, search);
    // Typing alone asks nothing.
    expect(await listRequests(ns)).to.have.length(1);
    await sendKeys({ press: 'Enter' });
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery('active', 20, 0, search));
    await waitForPath('/scripts?search=Check');
    await expectRows(screen, server.results, groups);
    expect(shownTotal(screen)).to.equal(server.count);
    const remove = await screen.findByRole('button', { name: `Remove Search filter: ${search}` });
    expect(remove.closest('li')!.textContent).to.equal(`Search: ${search}`);
    expect(await listRequests(ns)).to.have.length(2);

    // Another submit of another search: one more request.
    await typeInto(box, 'disk');
    within(screen.getByRole('search', { name: 'Search scripts' })).getByRole('button', { name: 'Search' }).click();
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery('active', 20, 0, 'disk'));
    await expectRows(screen, (await serverScripts(ns, { search: 'disk' })).results, groups);
    expect(await listRequests(ns)).to.have.length(3);

    (await screen.findByRole('button', { name: 'Remove Search filter: disk' })).click();
    await waitForPath('/scripts');
    await expectRows(screen, (await serverScripts(ns)).results.slice(0, 20), groups);
    expect((await listRequests(ns)).slice(3).every((query) => query['search'] === undefined)).to.equal(true);
  });

  it('pages by 20 on the server, and writes the page in the address', async () => {
    const groups = await groupTitles(ns);
    const server = await serverScripts(ns);
    expect(server.count).to.be.greaterThan(40);
    const { screen } = await openScripts(ns);
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery('active', 20, 20));
    await waitForPath('/scripts?currentPage=2');
    await expectRows(screen, server.results.slice(20, 40), groups);
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(await nthListRequest(ns, 3)).to.deep.equal(listQuery('active', 20, 40));
    await expectRows(screen, server.results.slice(40, 60), groups);
    expect((screen.getByLabelText('Page number') as HTMLInputElement).value).to.equal('3');
  });

  describe('empty', () => {
    it('shows the empty state, and only it, for an organisation without scripts (initech)', async () => {
      const initech = await serverScripts(ns, { script_type: 'v2' }, await tokenIn(ns, 'initech'));
      expect(initech.count, 'initech has no scripts').to.equal(0);
      const { root, portal, screen } = await openScripts(ns);
      await switchAccount(root.store, 'initech');
      const heading = await screen.findByRole('heading', { name: 'No scripts found' });
      expect(currentAccount(root.store)).to.equal('initech');
      expect(screen.getByText('You haven’t added any scripts yet.')).to.exist;
      const link = screen.getByRole('link', { name: /^How to manage instances in Landscape/ });
      expect(link.getAttribute('href')).to.equal('https://ubuntu.com/landscape/docs/managing-computers');
      expect(heading).to.exist;
      // No table, no search, no empty message: the state alone, its action opening the form.
      expect(screen.queryByRole('table', { name: 'Scripts' })).to.equal(null);
      expect(screen.queryByText(EMPTY)).to.equal(null);
      await expect(portal).to.be.accessible();
      screen.getByRole('button', { name: 'Add script' }).click();
      await screen.findByRole('form', { name: 'Add script' });
    });

    it('says no script matches a search without hits, with the table and the chip, not the empty state', async () => {
      const search = 'no script is called this';
      expect((await serverScripts(ns, { search })).count).to.equal(0);
      const { portal, screen } = await openScripts(ns);
      await typeInto(screen.getByRole('searchbox', { name: 'Search scripts' }), search);
      await sendKeys({ press: 'Enter' });
      expect(await nthListRequest(ns, 2)).to.deep.equal(listQuery('active', 20, 0, search));
      await screen.findByText(EMPTY);
      await settledTable(screen);
      expect(screen.queryByRole('heading', { name: 'No scripts found' })).to.equal(null);
      expect(await screen.findByRole('button', { name: `Remove Search filter: ${search}` })).to.exist;
      await expect(portal).to.be.accessible();
    });

    it('says no script has a status that none has, not the empty state', async () => {
      // globex has no deleted script.
      const { root, screen } = await openScripts(ns, '/scripts?status=redacted');
      await switchAccount(root.store, 'globex');
      await waitFor(async () => expect((await listRequests(ns)).at(-1)).to.deep.equal(listQuery('redacted', 20, 0)));
      await screen.findByText(EMPTY);
      expect(screen.queryByRole('heading', { name: 'No scripts found' })).to.equal(null);
    });
  });

  it("shows the server's message and Try again when the list fails, never the empty state; Try again loads it", async () => {
    const groups = await groupTitles(ns);
    await setOptions(ns, { faults: [{ method: 'GET', path: 'scripts', status: 500, times: 1, body: { error: 'Boom', message: 'The script store is <b>down</b>.' } }] });
    const { portal, screen } = await renderPortal(ns, '/scripts');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('The list could not be loaded.');
    expect(alert.textContent).to.contain('The script store is <b>down</b>.');
    expect(alert.querySelector('b')).to.equal(null);
    expect(screen.queryByText(EMPTY)).to.equal(null);
    expect(screen.queryByRole('heading', { name: 'No scripts found' })).to.equal(null);
    expect(screen.queryByText(/^Showing /)).to.equal(null);
    await expect(portal).to.be.accessible();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await expectRows(screen, (await serverScripts(ns)).results.slice(0, 20), groups);
    expect(screen.queryByRole('alert')).to.equal(null);
  });
});

describe('scripts list without the script-profiles feature', () => {
  afterEach(leavePortal);

  it('has no Associated profiles column', async () => {
    const ns = await signedIn({ features: { 'script-profiles': false } });
    const groups = await groupTitles(ns);
    const server = await serverScripts(ns);
    const { screen, table } = await openScripts(ns);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).to.deep.equal(COLUMNS.filter((name) => name !== 'Associated profiles'));
    await expectRows(screen, server.results.slice(0, 20), groups, false);
  });

  it('has the column with the feature, listing the profiles of a script that has two', async () => {
    const ns = await signedIn({ features: { 'script-profiles': true } });
    const groups = await groupTitles(ns);
    const search = 'Rotate application logs';
    const server = await serverScripts(ns, { search });
    const withProfiles = server.results.find((script) => (script.script_profiles ?? []).length === 2);
    expect(withProfiles, 'the showcase script with two profiles').to.exist;
    const { screen } = await openScripts(ns, `/scripts?search=${encodeURIComponent(search)}`);
    await expectRows(screen, server.results, groups, true);
  });
});
