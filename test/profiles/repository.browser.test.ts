/**
 * Repository profiles (screens profiles.md §1, §8) on /profiles/repositories and in
 * `landscape-repository-profiles`, against the simulator: the list (columns, the search on title,
 * name, description and tags with its chip and its no-match text, the empty state of initech, a
 * failed list with Try again, 200 profiles paged), add (Title required, the three tabs keeping their
 * values, pockets by distribution → series → pocket, the APT sources, the exact POST, the notice once
 * the server said yes, the row without a reload, one request per double click, an invalid submit on
 * another tab bringing Details once), the tabs' searches as plain text, edit clearing the
 * description, the last tag, every pocket and every APT source (`""` and `[]` sent, then shown
 * cleared), a refusal kept in the panel, removal typed to confirm, the details panel, the form's
 * lists failing inside their tab, the tabs by keyboard; axe on the list, each tab, the details and
 * the modal.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import '../../elements/index.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { findNotification, queryNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, waitForPath } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { watchUncaught } from '../hardening/helpers.ts';
import {
  aptSourceList,
  chooseTab,
  chosenTags,
  expectRepositoryRows,
  fact,
  facts,
  fieldError,
  findPanel,
  groupTitles,
  headers,
  isChecked,
  legacyParams,
  openRepositoryList,
  openRepositoryRoute,
  pickTag,
  pocketTree,
  renderRepositoryElement,
  REPOSITORY,
  repositoryChangeCalls,
  repositoryListRequests,
  repositoryRow,
  retype,
  rowAction,
  rowCells,
  rowOf,
  searchTab,
  selectedTab,
  serverAptSources,
  serverDistributions,
  serverRepositoryProfile,
  serverRepositoryProfiles,
  settledRepositoryTable,
  shownRows,
  shownTitles,
  signedIn,
  tokenIn,
  unpickTag,
  valueOf,
  type RepositoryProfile,
  type Screen,
} from './helpers.ts';

const T = REPOSITORY;

/** Which of `profiles` match `search` as the screen searches (title, name, description, tags; any case). */
function matching(profiles: readonly RepositoryProfile[], search: string): RepositoryProfile[] {
  const wanted = search.toLowerCase();
  return profiles.filter((profile) => [profile.title, profile.name, profile.description, ...profile.tags].some((text) => text.toLowerCase().includes(wanted)));
}

async function search(screen: Screen, text: string) {
  const box = screen.getByRole('searchbox', { name: T.searchLabel }) as HTMLInputElement;
  box.select();
  await typeInto(box, text);
  await sendKeys({ press: 'Enter' });
}

const resultsLine = (screen: Screen) => screen.getByText(/^Showing [\d,]+ of [\d,]+ results$/).textContent;

/** The Pockets tab of acme's seed as the form shows it: the series without pockets (bionic) left out. */
const LONG_DISTRIBUTION =
  'acme-extended-security-maintenance-mirror-for-the-regulated-payment-processing-environments-in-the-eu-and-us-datacentres-kept-apart-from-the-general-purpose-ubuntu-mirrors';
const ACME_POCKETS = [
  'ubuntu / noble: release, updates, security, proposed',
  'ubuntu / jammy: release, updates, security',
  'ubuntu / focal: security',
  'ubuntu / jammy-snapshot-2024-11-04: release',
  'acme-internal / noble: apps, staging',
  `${LONG_DISTRIBUTION} / jammy: esm-apps`,
];

/** The tree with these pockets (`distribution/series/pocket`) ticked. */
function ticked(tree: readonly string[], paths: readonly string[]): string[] {
  return tree.map((line) => {
    const [head, pockets] = line.split(': ');
    const [distribution, series] = head!.split(' / ');
    return `${head}: ${pockets!
      .split(', ')
      .map((pocket) => (paths.includes(`${distribution}/${series}/${pocket}`) ? `${pocket}*` : pocket))
      .join(', ')}`;
  });
}

/** The form's tab panels' names, the form, its fields on the Details tab. */
function detailsFields(form: HTMLElement) {
  const scope = within(form);
  return {
    title: scope.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement,
    description: scope.getByRole('textbox', { name: 'Description' }) as HTMLInputElement,
    group: scope.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement,
    all: scope.getByRole('checkbox', { name: 'Associate to all instances' }) as HTMLInputElement,
  };
}

async function openAdd(screen: Screen): Promise<HTMLElement> {
  screen.getAllByRole('button', { name: T.add })[0]!.click();
  const panel = await findPanel(screen, T.add);
  await within(panel).findByRole('textbox', { name: /^Title/ });
  return panel;
}

async function openEdit(screen: Screen, profile: RepositoryProfile): Promise<HTMLElement> {
  await rowAction(screen, profile.title, T.editItem(profile.title));
  const panel = await findPanel(screen, T.editPanel(profile.title));
  await within(panel).findByRole('textbox', { name: /^Title/ });
  return panel;
}

/** The Pockets tab, once its distributions are in. */
async function pocketsTab(form: HTMLElement): Promise<HTMLElement> {
  const panel = await chooseTab(form, 'Pockets');
  await within(panel).findByRole('searchbox', { name: 'Search for pockets' });
  return panel;
}

/** The APT sources tab, once its sources are in. */
async function aptTab(form: HTMLElement): Promise<HTMLElement> {
  const panel = await chooseTab(form, 'APT sources');
  await within(panel).findByRole('searchbox', { name: 'Search for APT sources' });
  return panel;
}

/** Ticks (or unticks) a pocket by its `distribution/series/pocket` path. */
function togglePocket(panel: HTMLElement, path: string) {
  const [distribution, series, pocket] = path.split('/');
  const root = panel.getRootNode() as ShadowRoot;
  const distributionGroup = within(panel)
    .getAllByRole('group')
    .find((group) => root.getElementById(group.getAttribute('aria-labelledby')!)!.textContent === distribution && !group.parentElement!.closest('[role="group"]'))!;
  const seriesGroup = [...distributionGroup.querySelectorAll('[role="group"]')].find((group) => root.getElementById(group.getAttribute('aria-labelledby')!)!.textContent === series)!;
  within(seriesGroup as HTMLElement)
    .getByRole('checkbox', { name: pocket })
    .click();
}

const selectedCount = (panel: HTMLElement) => within(panel).getByText(/^\d+ selected$/).textContent;

// ------------------------------------------------------------------------------------------------ list

describe('repository profiles list in the portal', () => {
  // The seed, read only: one namespace for the tests that change nothing.
  let ns: SimNamespace;
  let groups: Map<string, string>;
  let server: RepositoryProfile[];
  before(async () => {
    ns = await signedIn();
    groups = await groupTitles(ns);
    server = await serverRepositoryProfiles(ns);
  });
  afterEach(leavePortal);

  it('shows the columns and every profile as the server lists them, with one list request; accessible', async () => {
    expect(server.map((profile) => profile.id)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    const before = (await repositoryListRequests(ns)).length;
    const { portal, screen, table } = await openRepositoryList(ns);
    expect(headers(table)).to.deep.equal(T.columns);
    await expectRepositoryRows(screen, server, groups);
    // Spot checks of the reading itself: an access group by its title, all instances, no description.
    expect(rowCells(table, 'Ubuntu noble mirrors')).to.deep.include({ 'Access group': 'Global access', Tags: 'All instances' });
    expect(rowCells(table, 'PostgreSQL upstream')).to.deep.include({ 'Access group': 'Production servers', Tags: 'db', Description: 'PGDG packages for the database servers.' });
    expect(rowCells(table, 'Draft: internal tools')).to.deep.include({ Description: '---', Tags: '---' });
    expect(screen.getByRole('button', { name: T.add })).to.exist;
    expect(resultsLine(screen)).to.equal('Showing 8 of 8 results');
    const sent = (await repositoryListRequests(ns)).slice(before);
    expect(sent, 'one list request').to.have.length(1);
    expect(sent[0]!.query).to.deep.equal({ limit: '1000', offset: '0' });
    await expect(portal).to.be.accessible();
  });

  it('searches title (any case), name, description and tags in the page, as plain text, with its chip in the address', async () => {
    const { screen } = await openRepositoryList(ns);
    const before = (await repositoryListRequests(ns)).length;
    // A title in another case; a name alone; a description alone; a tag alone; a pattern's characters as text.
    const searches = ['POSTGRESQL upstream', 'docker-ce-on', 'canary pool', 'k8s-node', '(document.domain)'];
    for (const text of searches) {
      const expected = matching(server, text);
      expect(expected.length, `"${text}" matches some profiles but not all`).to.be.within(1, server.length - 1);
      await search(screen, text);
      await waitForPath(`${T.route}?${new URLSearchParams({ search: text })}`);
      await expectRepositoryRows(screen, expected, groups);
      expect(screen.getByRole('list', { name: 'Active filters' }).textContent).to.equal(`Search: ${text}`);
    }
    // The name, the description and the tag found their profile: its title did not hold the text.
    for (const text of ['docker-ce-on', 'canary pool', 'k8s-node']) {
      expect(matching(server, text).every((profile) => !profile.title.toLowerCase().includes(text)), text).to.equal(true);
    }
    screen.getByRole('button', { name: 'Remove Search filter: (document.domain)' }).click();
    await waitForPath(T.route);
    await expectRepositoryRows(screen, server, groups);
    expect(screen.queryByRole('list', { name: 'Active filters' })).to.equal(null);
    // The search is the page's own: the server was not asked again.
    expect((await repositoryListRequests(ns)).length).to.equal(before);
  });

  for (const text of ['no profile is called this', '[unclosed']) {
    it(`says no profile matches "${text}", verbatim, with the table and the chip, not the empty state`, async () => {
      const { portal, screen } = await openRepositoryList(ns, `?search=${encodeURIComponent(text)}`);
      const table = await settledRepositoryTable(screen);
      expect(table.querySelector('tbody')!.textContent).to.equal(`No repository profiles found with the search "${text}"`);
      expect(screen.getByRole('button', { name: `Remove Search filter: ${text}` })).to.exist;
      expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
      expect(screen.getByRole('button', { name: T.add })).to.exist;
      await expect(portal).to.be.accessible();
    });
  }

  it("says a failed list with the server's message and Try again, never the empty state; Try again loads it", async () => {
    const message = 'The repository profile store is <b>down</b>.';
    await setOptions(ns, { faults: [{ method: 'GET', path: 'repositoryprofiles', status: 500, times: 1, body: { error: 'Boom', message } }] });
    try {
      const { portal, screen } = await openRepositoryRoute(ns);
      const alert = await waitFor(() => screen.getAllByRole('alert').find((candidate) => candidate.textContent!.includes('could not be loaded'))!);
      expect(alert.textContent).to.equal(`The list could not be loaded.${message}Try again`);
      expect(alert.querySelector('b')).to.equal(null);
      expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
      expect(screen.queryByText(T.empty.body)).to.equal(null);
      expect(screen.queryByRole('table')).to.equal(null);
      expect(screen.queryByText(/^Showing /)).to.equal(null);
      await expect(portal).to.be.accessible();
      within(alert).getByRole('button', { name: 'Try again' }).click();
      await expectRepositoryRows(screen, server, groups);
      expect(screen.queryByText(message)).to.equal(null);
    } finally {
      await setOptions(ns, { faults: [] });
    }
  });
});

describe('repository profiles list: empty and long', () => {
  afterEach(leavePortal);

  it('shows the empty state verbatim, and only it, for an organisation without any (initech); its Add opens the form', async () => {
    const ns = await signedIn();
    expect(await serverRepositoryProfiles(ns, await tokenIn(ns, 'initech'))).to.deep.equal([]);
    const { root, portal, screen } = await openRepositoryList(ns);
    await switchAccount(root.store, 'initech');
    const heading = await screen.findByRole('heading', { level: 2, name: T.empty.title });
    expect(heading.nextElementSibling!.textContent).to.equal(T.empty.body);
    const link = screen.getByRole('link', { name: new RegExp(`^${T.empty.link}`) });
    expect(link.getAttribute('href')).to.equal(T.empty.href);
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(screen.queryByRole('table')).to.equal(null);
    expect(screen.queryByRole('searchbox')).to.equal(null);
    await expect(portal).to.be.accessible();
    const adds = screen.getAllByRole('button', { name: T.add });
    expect(adds, 'one Add button: the empty state’s').to.have.length(1);
    adds[0]!.click();
    const panel = await findPanel(screen, T.add);
    // initech has no mirrors and no APT sources: the tabs say so.
    const form = await within(panel).findByRole('form', { name: T.add });
    await within(await chooseTab(form, 'Pockets')).findByText('No distributions found.');
    await within(await chooseTab(form, 'APT sources')).findByText('No APT sources found.');
  });

  it('pages through 200 profiles (20, then 50 a page), the search back on page 1; one request for all', async () => {
    const ns = await signedIn({ manyProfiles: true });
    const groups = await groupTitles(ns);
    const server = await serverRepositoryProfiles(ns);
    expect(server).to.have.length(200);
    const before = (await repositoryListRequests(ns)).length;
    const { screen } = await openRepositoryList(ns);
    await expectRepositoryRows(screen, server.slice(0, 20), groups);
    expect(resultsLine(screen)).to.equal('Showing 20 of 200 results');
    screen.getByRole('button', { name: 'Next page' }).click();
    await waitForPath(`${T.route}?currentPage=2`);
    await expectRepositoryRows(screen, server.slice(20, 40), groups);
    const size = screen.getByRole('combobox', { name: 'Profiles per page' }) as HTMLSelectElement;
    size.value = '50';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await expectRepositoryRows(screen, server.slice(0, 50), groups);
    const page = screen.getByRole('textbox', { name: 'Page number' }) as HTMLInputElement;
    page.select();
    await typeInto(page, '4');
    await sendKeys({ press: 'Enter' });
    const table = await expectRepositoryRows(screen, server.slice(150, 200), groups);
    expect(shownTitles(table).at(-1)).to.equal(server.at(-1)!.title);
    expect(resultsLine(screen)).to.equal('Showing 50 of 200 results');
    await search(screen, 'Generated');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Page number' }) as HTMLInputElement).value).to.equal('1'));
    const generated = matching(server, 'Generated');
    await expectRepositoryRows(screen, generated.slice(0, 50), groups);
    expect(resultsLine(screen)).to.equal(`Showing 50 of ${generated.length} results`);
    expect((await repositoryListRequests(ns)).length - before).to.equal(1);
  });
});

// ------------------------------------------------------------------------------------------------- add

describe('repository profiles: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { latencyMs: 0, faults: [] });
    leavePortal();
  });

  it('requires a title; the three tabs keep their values; sends the exact POST once per double click, the notice after the yes, the row at once', async () => {
    const groups = await groupTitles(ns);
    const sources = await serverAptSources(ns);
    const { portal, screen, table } = await openRepositoryList(ns);
    const panel = await openAdd(screen);
    const form = within(panel).getByRole('form', { name: T.add });
    expect(within(form).getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(['Details', 'Pockets', 'APT sources']);
    expect(selectedTab(form)).to.equal('Details');
    let fields = detailsFields(form);
    expect(fields.title.value).to.equal('');
    expect(fields.group.value).to.equal('global');
    expect(fields.all.checked).to.equal(false);
    await expect(portal).to.be.accessible();
    await clearRequests(ns);

    const submit = within(panel).getByRole('button', { name: T.add });
    submit.click();
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required.'));
    // A title of spaces is no title.
    await typeInto(fields.title, '   ');
    submit.click();
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required.'));
    expect(await repositoryChangeCalls(ns), 'nothing sent while invalid').to.deep.equal([]);

    await retype(fields.title, 'Noble servers: mirrors + tools');
    await typeInto(fields.description, 'Built by the test.');
    fields.group.value = 'servers';
    fields.group.dispatchEvent(new Event('change', { bubbles: true }));
    await pickTag(panel, 'web');
    await pickTag(panel, 'db');
    await waitFor(() => expect(fieldError(fields.title)).to.equal(''));

    // Pockets: distribution → series → pocket; a series without pockets (bionic) is not offered.
    let pockets = await pocketsTab(form);
    expect(within(pockets).getByText('0 selected')).to.exist;
    expect(pocketTree(pockets)).to.deep.equal(ACME_POCKETS);
    expect(within(pockets).queryByText('bionic')).to.equal(null);
    await expect(portal).to.be.accessible();
    for (const path of ['ubuntu/noble/updates', 'ubuntu/noble/security', 'acme-internal/noble/apps', 'ubuntu/jammy/release']) togglePocket(pockets, path);
    await waitFor(() => expect(selectedCount(pockets)).to.equal('4 selected'));
    // Unticked again: out of the value.
    togglePocket(pockets, 'ubuntu/jammy/release');
    await waitFor(() => expect(selectedCount(pockets)).to.equal('3 selected'));
    const chosenPockets = ['ubuntu/noble/updates', 'ubuntu/noble/security', 'acme-internal/noble/apps'];
    expect(pocketTree(pockets)).to.deep.equal(ticked(ACME_POCKETS, chosenPockets));

    // APT sources: a checkbox per source, its line beside it.
    let apt = await aptTab(form);
    expect(aptSourceList(apt)).to.deep.equal(sources.map((source) => ({ name: source.name, checked: false, line: source.line })));
    expect(within(apt).getByText('0 selected')).to.exist;
    await expect(portal).to.be.accessible();
    within(apt).getByRole('checkbox', { name: 'grafana' }).click();
    within(apt).getByRole('checkbox', { name: 'docker-ce' }).click();
    await waitFor(() => expect(selectedCount(apt)).to.equal('2 selected'));

    // Back and forth: every tab as it was left.
    await chooseTab(form, 'Details');
    fields = detailsFields(form);
    expect([fields.title.value, fields.description.value, fields.group.value]).to.deep.equal(['Noble servers: mirrors + tools', 'Built by the test.', 'servers']);
    expect(chosenTags(panel)).to.deep.equal(['web', 'db']);
    pockets = await pocketsTab(form);
    expect(pocketTree(pockets)).to.deep.equal(ticked(ACME_POCKETS, chosenPockets));
    expect(selectedCount(pockets)).to.equal('3 selected');
    apt = await aptTab(form);
    expect(aptSourceList(apt).filter((source) => source.checked).map((source) => source.name)).to.deep.equal(['docker-ce', 'grafana']);

    // Submitted from the APT sources tab, slowly: busy, no notice, the panel open until the server answers.
    await setOptions(ns, { latencyMs: 400 });
    submit.click();
    submit.click();
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, T.added.title)).to.equal(null);
    expect(panel.isConnected).to.equal(true);
    const notice = await findNotification(screen, T.added.message('Noble servers: mirrors + tools'));
    expect(notice.textContent).to.include(T.added.title);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected, 'the panel closed').to.equal(false));

    const calls = await repositoryChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal(['POST repositoryprofiles']);
    expect(calls[0]!.body).to.deep.equal({
      title: 'Noble servers: mirrors + tools',
      description: 'Built by the test.',
      access_group: 'servers',
      all_computers: false,
      tags: ['web', 'db'],
      pockets: [2, 3, 10],
      apt_sources: [4, 1],
    });
    const made = (await serverRepositoryProfiles(ns)).find((profile) => profile.title === 'Noble servers: mirrors + tools')!;
    expect(made).to.deep.include({ description: 'Built by the test.', access_group: 'servers', all_computers: false, tags: ['web', 'db'], apt_sources: [4, 1] });
    expect(made.pockets.map((pocket) => pocket.id)).to.deep.equal([2, 3, 10]);
    // The list shows it at once (no reload): the server's own row, last.
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(repositoryRow(made, groups)));
  });

  it('adds a profile for all instances without tags, and without pockets or APT sources: [] sent', async () => {
    const { screen } = await openRepositoryList(ns);
    const panel = await openAdd(screen);
    const form = within(panel).getByRole('form', { name: T.add });
    const fields = detailsFields(form);
    await typeInto(fields.title, 'Everything plain');
    await pickTag(panel, 'web');
    fields.all.click();
    await waitFor(() => expect(within(panel).queryByRole('combobox', { name: 'Tags' })).to.equal(null));
    await clearRequests(ns);
    within(panel).getByRole('button', { name: T.add }).click();
    await findNotification(screen, T.added.message('Everything plain'));
    const [create] = await repositoryChangeCalls(ns);
    expect(create!.body).to.deep.equal({ title: 'Everything plain', description: '', access_group: 'global', all_computers: true, tags: [], pockets: [], apt_sources: [] });
  });

  it('an invalid submit from the Pockets tab brings Details once, with the message and the focus; later changes leave the tab chosen', async () => {
    const { screen } = await openRepositoryList(ns);
    const panel = await openAdd(screen);
    const form = within(panel).getByRole('form', { name: T.add });
    await typeInto(detailsFields(form).description, 'No title yet');
    const pockets = await pocketsTab(form);
    togglePocket(pockets, 'ubuntu/noble/release');
    await waitFor(() => expect(selectedCount(pockets)).to.equal('1 selected'));
    await clearRequests(ns);
    within(panel).getByRole('button', { name: T.add }).click();
    await waitFor(() => expect(selectedTab(form)).to.equal('Details'));
    const fields = detailsFields(form);
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required.'));
    await waitFor(() => expect(deepActiveElement()).to.equal(fields.title));
    expect(fields.description.value).to.equal('No title yet');
    // The Details tab says how many fields need attention.
    const details = within(form).getByRole('tab', { name: 'Details' });
    expect(computeAccessibleName(details)).to.equal('Details');
    expect(details.getAttribute('aria-describedby')).to.not.equal(null);

    // Back on Pockets, the title still empty: changes there (new errors objects) keep Pockets chosen.
    const again = await pocketsTab(form);
    expect(within(again).getByText('Some fields need attention on the Details tab.')).to.exist;
    togglePocket(again, 'ubuntu/noble/updates');
    await waitFor(() => expect(selectedCount(again)).to.equal('2 selected'));
    togglePocket(again, 'ubuntu/noble/release');
    await waitFor(() => expect(selectedCount(again)).to.equal('1 selected'));
    const apt = await aptTab(form);
    within(apt).getByRole('checkbox', { name: 'pgdg' }).click();
    await waitFor(() => expect(selectedCount(apt)).to.equal('1 selected'));
    expect(selectedTab(form)).to.equal('APT sources');
    expect(await repositoryChangeCalls(ns), 'nothing sent while invalid').to.deep.equal([]);
    // Fixed on Details, submitted: what every tab held is sent.
    await chooseTab(form, 'Details');
    await typeInto(detailsFields(form).title, 'Titled at last');
    within(panel).getByRole('button', { name: T.add }).click();
    await findNotification(screen, T.added.message('Titled at last'));
    const [create] = await repositoryChangeCalls(ns);
    expect(create!.body).to.deep.include({ title: 'Titled at last', description: 'No title yet', pockets: [2], apt_sources: [2] });
  });
});

// ---------------------------------------------------------------------------------------- tab searches

describe('repository profiles: the tabs search as plain text', () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('Pockets: distribution, series or pocket names in any case; ( and [ are text: the no-match message, no crash; Reset search', async () => {
    const uncaught = watchUncaught();
    try {
      const { screen } = await openRepositoryList(ns);
      const panel = await openAdd(screen);
      const form = within(panel).getByRole('form', { name: T.add });
      const pockets = await pocketsTab(form);
      togglePocket(pockets, 'ubuntu/focal/security');
      await waitFor(() => expect(selectedCount(pockets)).to.equal('1 selected'));
      await clearRequests(ns);

      // Typing alone does not search (applied on Enter or the button).
      const box = within(pockets).getByRole('searchbox', { name: 'Search for pockets' }) as HTMLInputElement;
      expect(box.placeholder).to.equal('Search');
      await typeInto(box, 'ACME-INTERNAL');
      expect(pocketTree(pockets)).to.deep.equal(ACME_POCKETS.map((line) => (line === 'ubuntu / focal: security' ? 'ubuntu / focal: security*' : line)));
      within(pockets).getByRole('button', { name: 'Search for pockets' }).click();
      // A distribution's name: it with every series and pocket.
      await waitFor(() => expect(pocketTree(pockets)).to.deep.equal(['acme-internal / noble: apps, staging']));
      // A series' name: those series with all their pockets.
      await searchTab(pockets, 'Search for pockets', 'jammy');
      await waitFor(() =>
        expect(pocketTree(pockets)).to.deep.equal(['ubuntu / jammy: release, updates, security', 'ubuntu / jammy-snapshot-2024-11-04: release', `${LONG_DISTRIBUTION} / jammy: esm-apps`]),
      );
      // A pocket's name: only the matching pockets.
      await searchTab(pockets, 'Search for pockets', 'Secur');
      // (The long distribution's name holds "security": it, whole.)
      await waitFor(() =>
        expect(pocketTree(pockets)).to.deep.equal(['ubuntu / noble: security', 'ubuntu / jammy: security', 'ubuntu / focal: security*', `${LONG_DISTRIBUTION} / jammy: esm-apps`]),
      );
      for (const text of ['(', '[', 'noble(', '.*']) {
        await searchTab(pockets, 'Search for pockets', text);
        await within(pockets).findByText(`No pockets found with the search: "${text}".`);
        expect(pocketTree(pockets)).to.deep.equal([]);
        expect(panel.isConnected).to.equal(true);
      }
      // The choice made before the searches is kept, and counted.
      expect(selectedCount(pockets)).to.equal('1 selected');
      within(pockets).getByRole('button', { name: 'Reset search' }).click();
      await waitFor(() => expect(pocketTree(pockets)).to.deep.equal(ACME_POCKETS.map((line) => (line === 'ubuntu / focal: security' ? 'ubuntu / focal: security*' : line))));
      expect(box.value).to.equal('');
      // Enter in the search submitted nothing.
      expect(await repositoryChangeCalls(ns)).to.deep.equal([]);
      expect(uncaught.caught).to.deep.equal([]);
    } finally {
      uncaught.stop();
    }
  });

  it('APT sources: name or line in any case; ( and [ are text, found in lines or the no-match message, no crash', async () => {
    const uncaught = watchUncaught();
    try {
      const sources = await serverAptSources(ns);
      const { screen } = await openRepositoryList(ns);
      const panel = await openAdd(screen);
      const form = within(panel).getByRole('form', { name: T.add });
      const apt = await aptTab(form);
      await clearRequests(ns);
      const shownNames = () => within(apt).queryAllByRole('checkbox').map((box) => computeAccessibleName(box));
      // A name; a line's text; brackets and parentheses as text (docker-ce's "[arch=amd64]", the hostile "alert(1)").
      for (const [text, names] of [
        ['GRAF', ['grafana']],
        ['apt.postgresql.org', ['pgdg']],
        ['[arch', ['docker-ce', 'observability-vendor']],
        ['alert(1)', [sources[5]!.name]],
      ] as const) {
        await searchTab(apt, 'Search for APT sources', text);
        await waitFor(() => expect(shownNames(), text).to.deep.equal(names));
      }
      for (const text of ['((', '[unclosed', '+?']) {
        await searchTab(apt, 'Search for APT sources', text);
        await within(apt).findByText(`No APT sources found with the search: "${text}".`);
        expect(shownNames()).to.deep.equal([]);
      }
      within(apt).getByRole('button', { name: 'Reset search' }).click();
      await waitFor(() => expect(shownNames()).to.deep.equal(sources.map((source) => source.name)));
      expect(await repositoryChangeCalls(ns)).to.deep.equal([]);
      expect(uncaught.caught).to.deep.equal([]);
    } finally {
      uncaught.stop();
    }
  });
});
