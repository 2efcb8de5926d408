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
  serverRepositoryProfile,
  serverRepositoryProfiles,
  settledRepositoryTable,
  shownRows,
  shownTitles,
  signedIn,
  tokenIn,
  unpickTag,
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

// ------------------------------------------------------------------------------------------------ edit

describe('repository profiles: edit', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
  });

  it('shows the profile as it is; clearing the description, the last tag, every pocket and every APT source sends "" and []; the list and details then show them cleared', async () => {
    const profile = await serverRepositoryProfile(ns, 3);
    expect(profile).to.deep.include({ title: 'PostgreSQL upstream', description: 'PGDG packages for the database servers.', access_group: 'production', tags: ['db'], apt_sources: [2] });
    expect(profile.pockets.map((pocket) => pocket.id)).to.deep.equal([7]);
    const { portal, screen, table } = await openRepositoryList(ns);
    const panel = await openEdit(screen, profile);
    const form = within(panel).getByRole('form', { name: T.editPanel(profile.title) });
    let fields = detailsFields(form);
    expect([fields.title.value, fields.description.value, fields.group.value, fields.all.checked]).to.deep.equal([profile.title, profile.description, 'production', false]);
    expect(chosenTags(panel)).to.deep.equal(['db']);
    await expect(portal).to.be.accessible();
    const pockets = await pocketsTab(form);
    expect(pocketTree(pockets)).to.deep.equal(ticked(ACME_POCKETS, ['ubuntu/jammy/security']));
    expect(selectedCount(pockets)).to.equal('1 selected');
    togglePocket(pockets, 'ubuntu/jammy/security');
    await waitFor(() => expect(selectedCount(pockets)).to.equal('0 selected'));
    const apt = await aptTab(form);
    expect(aptSourceList(apt).filter((source) => source.checked).map((source) => source.name)).to.deep.equal(['pgdg']);
    within(apt).getByRole('checkbox', { name: 'pgdg' }).click();
    await waitFor(() => expect(selectedCount(apt)).to.equal('0 selected'));
    await chooseTab(form, 'Details');
    fields = detailsFields(form);
    await retype(fields.description, '');
    await unpickTag(panel, 'db');
    await clearRequests(ns);
    const save = within(panel).getByRole('button', { name: 'Save changes' });
    save.click();
    save.click();
    const notice = await findNotification(screen, T.saved.message);
    expect(notice.textContent).to.include(T.saved.title(profile.title));
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await repositoryChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal([`PUT repositoryprofiles/${profile.name}`]);
    expect(calls[0]!.body).to.deep.equal({ title: profile.title, description: '', access_group: 'production', all_computers: false, tags: [], pockets: [], apt_sources: [] });
    const saved = await serverRepositoryProfile(ns, profile.id);
    expect(saved).to.deep.include({ description: '', tags: [], pockets: [], apt_sources: [] });
    await waitFor(() => expect(rowCells(table, profile.title)).to.deep.include({ Description: '---', Tags: '---' }));

    within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    const details = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(details, 'Description').textContent).to.equal('---'));
    expect(within(details).getByText('No pockets.')).to.exist;
    expect(within(details).getByText('No APT sources.')).to.exist;
    expect(within(details).getByText('This profile has not yet been associated with any instances.')).to.exist;
  });

  it('changes the title, the access group and the association to all instances (the tags kept, sent as held)', async () => {
    const profile = await serverRepositoryProfile(ns, 4);
    const groups = await groupTitles(ns);
    const { screen, table } = await openRepositoryList(ns);
    const panel = await openEdit(screen, profile);
    const form = within(panel).getByRole('form', { name: T.editPanel(profile.title) });
    const fields = detailsFields(form);
    await retype(fields.title, 'Jammy, every web host');
    fields.group.value = 'servers';
    fields.group.dispatchEvent(new Event('change', { bubbles: true }));
    fields.all.click();
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, T.saved.title('Jammy, every web host'));
    const [put] = await repositoryChangeCalls(ns);
    expect(put!.path, 'the address is the name, which stays').to.equal(`repositoryprofiles/${profile.name}`);
    expect(put!.body).to.deep.equal({ title: 'Jammy, every web host', description: profile.description, access_group: 'servers', all_computers: true, tags: ['web', 'api'], pockets: [6, 7], apt_sources: [] });
    const saved = await serverRepositoryProfile(ns, profile.id);
    await waitFor(() => expect(shownRows(table)[3]).to.deep.equal(repositoryRow(saved, groups)));
    expect(rowCells(table, 'Jammy, every web host')).to.deep.include({ 'Access group': 'Servers', Tags: 'All instances' });
  });

  it('shows a refusal inside the open panel with every field and tab kept, nothing closed, no notice; the same press then saves', async () => {
    const profile = await serverRepositoryProfile(ns, 2);
    const { portal, screen } = await openRepositoryList(ns);
    const panel = await openEdit(screen, profile);
    const form = within(panel).getByRole('form', { name: T.editPanel(profile.title) });
    await retype(detailsFields(form).title, 'Docker on every CI runner');
    await retype(detailsFields(form).description, 'Refused once.');
    await pickTag(panel, 'dev');
    const pockets = await pocketsTab(form);
    togglePocket(pockets, 'ubuntu/noble/release');
    togglePocket(pockets, 'acme-internal/noble/staging');
    await waitFor(() => expect(selectedCount(pockets)).to.equal('2 selected'));
    const apt = await aptTab(form);
    within(apt).getByRole('checkbox', { name: 'nodesource-20' }).click();
    await waitFor(() => expect(selectedCount(apt)).to.equal('2 selected'));
    const message = 'Pocket <b>staging</b> is locked by the mirror team.';
    await setOptions(ns, { faults: [{ method: 'PUT', path: `repositoryprofiles/${profile.name}`, status: 400, times: 1, body: { error: 'Locked', message } }] });
    await clearRequests(ns);
    const save = within(panel).getByRole('button', { name: 'Save changes' });
    save.click();
    const alert = await within(panel).findByText(message);
    expect(alert.querySelector('b')).to.equal(null);
    expect(panel.isConnected).to.equal(true);
    // Still on the tab it was sent from, with what was chosen there; every other tab as left.
    expect(selectedTab(form)).to.equal('APT sources');
    expect(aptSourceList(apt).filter((source) => source.checked).map((source) => source.name)).to.deep.equal(['docker-ce', 'nodesource-20']);
    expect(queryNotification(screen, T.saved.message)).to.equal(null);
    await expect(portal).to.be.accessible();
    const again = await pocketsTab(form);
    expect(pocketTree(again)).to.deep.equal(ticked(ACME_POCKETS, ['ubuntu/noble/release', 'acme-internal/noble/staging']));
    await chooseTab(form, 'Details');
    const fields = detailsFields(form);
    expect([fields.title.value, fields.description.value]).to.deep.equal(['Docker on every CI runner', 'Refused once.']);
    expect(chosenTags(panel)).to.deep.equal(['ci-runner', 'dev']);
    expect(within(panel).getByText(message)).to.exist;
    expect(await serverRepositoryProfile(ns, profile.id)).to.deep.equal(profile);

    await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
    save.click();
    await findNotification(screen, T.saved.title('Docker on every CI runner'));
    const calls = await repositoryChangeCalls(ns);
    expect(calls).to.have.length(2);
    expect(calls[1]!.body, 'the same request both times').to.deep.equal(calls[0]!.body);
    expect(calls[1]!.body).to.deep.equal({
      title: 'Docker on every CI runner',
      description: 'Refused once.',
      access_group: 'global',
      all_computers: false,
      tags: ['ci-runner', 'dev'],
      pockets: [1, 11],
      apt_sources: [1, 5],
    });
  });
});

// ---------------------------------------------------------------------------------------------- remove

describe('repository profiles: remove', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
  });

  it('is typed to confirm (remove {name}, exactly); a refusal stays in the modal; one request per double click, the notice, the row gone', async () => {
    const profile = await serverRepositoryProfile(ns, 4);
    const { portal, screen, table } = await openRepositoryList(ns);
    await rowAction(screen, profile.title, T.removeItem(profile.title));
    const modal = await screen.findByRole('dialog', { name: T.removeTitle });
    expect(within(modal).getByText(/^This will remove/).textContent).to.equal(`This will remove "${profile.title}" profile. This action is irreversible.`);
    const field = within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }) as HTMLInputElement;
    const confirm = within(modal).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    for (const wrong of [`Remove ${profile.name}`, `remove ${profile.title}`, `remove ${profile.name} `, `remove ${profile.name.slice(0, -1)}`]) {
      await retype(field, wrong);
      await waitFor(() => expect(field.value).to.equal(wrong));
      expect(confirm.disabled, wrong).to.equal(true);
    }
    await retype(field, `remove ${profile.name}`);
    await waitFor(() => expect(confirm.disabled).to.equal(false));

    const message = 'Profile <i>jammy</i> is applied right now.';
    await setOptions(ns, { faults: [{ method: 'GET', path: 'RemoveRepositoryProfile', status: 409, times: 1, body: { error: 'Busy', message } }] });
    await clearRequests(ns);
    confirm.click();
    await within(modal).findByText(message);
    expect(modal.isConnected).to.equal(true);
    expect(field.value).to.equal(`remove ${profile.name}`);
    expect(queryNotification(screen, T.removed.title)).to.equal(null);
    expect(shownTitles(table)).to.include(profile.title);

    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, T.removed.message(profile.title));
    expect(notice.textContent).to.include(T.removed.title);
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    const calls = await repositoryChangeCalls(ns);
    expect(calls.map((call) => [call.path, legacyParams(call)]), 'the refused one, then one for the double click').to.deep.equal([
      ['RemoveRepositoryProfile', { name: profile.name }],
      ['RemoveRepositoryProfile', { name: profile.name }],
    ]);
    await waitFor(() => expect(shownTitles(table)).to.not.include(profile.title));
    expect((await serverRepositoryProfiles(ns)).map((candidate) => candidate.id)).to.not.include(profile.id);
  });

  it('Cancel closes the modal, forgets what was typed and sends nothing', async () => {
    const profile = await serverRepositoryProfile(ns, 7);
    const { screen } = await openRepositoryList(ns);
    await clearRequests(ns);
    await rowAction(screen, profile.title, T.removeItem(profile.title));
    let modal = await screen.findByRole('dialog', { name: T.removeTitle });
    await typeInto(within(modal).getByRole('textbox'), 'remove');
    within(modal).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    await rowAction(screen, profile.title, T.removeItem(profile.title));
    modal = await screen.findByRole('dialog', { name: T.removeTitle });
    expect((within(modal).getByRole('textbox') as HTMLInputElement).value).to.equal('');
    expect(await repositoryChangeCalls(ns)).to.deep.equal([]);
  });
});

// --------------------------------------------------------------------------------------------- details

describe('repository profiles: details', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('shows the facts, the pockets as distribution/series/pocket, the APT sources with their lines and the association; accessible', async () => {
    const sources = await serverAptSources(ns);
    const byId = new Map(sources.map((source) => [source.id, source]));
    const { portal, screen, table } = await openRepositoryList(ns);

    const tagged = await serverRepositoryProfile(ns, 8);
    within(rowOf(table, tagged.title)).getByRole('button', { name: `Open "${tagged.title}" profile details` }).click();
    let panel = await findPanel(screen, tagged.title);
    await waitFor(() =>
      expect(facts(panel)).to.deep.equal({
        Title: tagged.title,
        Name: tagged.name,
        'Access group': 'Staging and development',
        Description: 'Pre-release packages for the staging servers.',
        'Pending instances': `${tagged.pending_count} instances`,
        Tags: 'staging',
        'Associated instances': 'View associated instances',
      }),
    );
    const lists = () => within(panel).getAllByRole('list');
    expect([...lists()[0]!.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      'ubuntu/noble/proposed',
      'acme-internal/noble/apps',
      'acme-internal/noble/staging',
    ]);
    expect(within(panel).getByText('No APT sources.')).to.exist;
    const link = within(fact(panel, 'Associated instances')).getByRole('link', { name: 'View associated instances' });
    expect(new URL(link.getAttribute('href')!, location.href).searchParams.get('query')).to.equal(`profile:repository:${tagged.id}`);
    const toolbar = within(panel).getByRole('toolbar', { name: `${tagged.title} profile actions` });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).to.deep.equal([
      T.editItem(tagged.title),
      T.removeItem(tagged.title),
    ]);
    await expect(portal).to.be.accessible();

    // APT sources by name with their lines (the 282-character one whole).
    const long = await serverRepositoryProfile(ns, 5);
    within(rowOf(table, long.title)).getByRole('button', { name: `Open "${long.title}" profile details` }).click();
    panel = await findPanel(screen, long.title);
    await waitFor(() => expect(within(panel).getAllByRole('list')).to.have.length(2));
    const [pocketList, aptList] = within(panel).getAllByRole('list');
    expect([...pocketList!.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(['ubuntu/noble/release', 'ubuntu/noble/updates']);
    expect([...aptList!.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(long.apt_sources.map((id) => `${byId.get(id)!.name}${byId.get(id)!.line}`));

    const all = await serverRepositoryProfile(ns, 1);
    within(rowOf(table, all.title)).getByRole('button', { name: `Open "${all.title}" profile details` }).click();
    panel = await findPanel(screen, all.title);
    await within(panel).findByText('This profile has been associated with all instances.');
    const allLink = within(fact(panel, 'Associated instances')).getByRole('link', { name: 'View associated instances' });
    expect(new URL(allLink.getAttribute('href')!, location.href).searchParams.get('query')).to.equal(`profile:repository:${all.id}`);
    expect(within(panel).queryByText('Tags', { selector: 'dt' })).to.equal(null);

    const none = await serverRepositoryProfile(ns, 7);
    within(rowOf(table, none.title)).getByRole('button', { name: `Open "${none.title}" profile details` }).click();
    panel = await findPanel(screen, none.title);
    await within(panel).findByText('This profile has not yet been associated with any instances.');
    expect(fact(panel, 'Description').textContent).to.equal('---');
    expect(within(panel).getByText('No pockets.')).to.exist;
    expect(within(panel).queryByText('Associated instances', { selector: 'dt' })).to.equal(null);
    const internal = byId.get(3)!;
    await waitFor(() => expect(within(panel).getByRole('list').textContent).to.equal(`${internal.name}${internal.line}`));
  });

  it('Edit from the details, Back returns to them; after a save the details show the new values; after a removal they say it is gone', async () => {
    const profile = await serverRepositoryProfile(ns, 2);
    const { screen, table } = await openRepositoryList(ns);
    const open = () => within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    open();
    let panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Description').textContent).to.equal(profile.description));
    within(panel).getByRole('button', { name: T.editItem(profile.title) }).click();
    let form = await findPanel(screen, T.editPanel(profile.title));
    within(form).getByRole('button', { name: 'Back' }).click();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Description').textContent).to.equal(profile.description));

    within(panel).getByRole('button', { name: T.editItem(profile.title) }).click();
    form = await findPanel(screen, T.editPanel(profile.title));
    const inner = await within(form).findByRole('form', { name: T.editPanel(profile.title) });
    await retype(detailsFields(inner).description, 'Docker for the runners, and grafana.');
    const apt = await aptTab(inner);
    within(apt).getByRole('checkbox', { name: 'grafana' }).click();
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, T.saved.message);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    open();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Description').textContent).to.equal('Docker for the runners, and grafana.'));
    await waitFor(() => expect([...within(panel).getByRole('list').querySelectorAll('li')].map((item) => item.firstElementChild!.textContent)).to.deep.equal(['docker-ce', 'grafana']));

    within(panel).getByRole('button', { name: T.removeItem(profile.title) }).click();
    const modal = await screen.findByRole('dialog', { name: T.removeTitle });
    await typeInto(within(modal).getByRole('textbox'), `remove ${profile.name}`);
    within(modal).getByRole('button', { name: 'Remove' }).click();
    await findNotification(screen, T.removed.message(profile.title));
    await within(panel).findByText('This repository profile no longer exists.');
  });
});

// ------------------------------------------------------------------------------ the form's lists failing

describe("repository profiles: the form's distributions or APT sources failing", () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
  });

  for (const failing of ['GetDistributions', 'GetAPTSources'] as const) {
    const tab = failing === 'GetDistributions' ? 'Pockets' : 'APT sources';
    const other = failing === 'GetDistributions' ? 'APT sources' : 'Pockets';
    const title = failing === 'GetDistributions' ? 'Could not load the distributions.' : 'Could not load the APT sources.';

    it(`${failing} failing: its error with Try again inside the ${tab} tab; Details and ${other} still work; Try again loads it and the profile is added with it`, async () => {
      const message = `The <b>${failing}</b> store is down.`;
      await setOptions(ns, { faults: [{ method: 'GET', path: failing, status: 500, body: { error: 'Boom', message } }] });
      const { portal, screen } = await openRepositoryList(ns);
      const panel = await openAdd(screen);
      const form = within(panel).getByRole('form', { name: T.add });
      await typeInto(detailsFields(form).title, `Despite ${failing}`);
      const failed = await chooseTab(form, tab);
      const alert = await within(failed).findByRole('alert');
      expect(alert.textContent).to.equal(`${title}${message}Try again`);
      expect(alert.querySelector('b')).to.equal(null);
      expect(within(failed).queryByText(/^No (distributions|APT sources) found\.$/)).to.equal(null);
      await expect(portal).to.be.accessible();
      // The other list and the Details tab work meanwhile.
      const working = failing === 'GetDistributions' ? await aptTab(form) : await pocketsTab(form);
      if (failing === 'GetDistributions') within(working).getByRole('checkbox', { name: 'pgdg' }).click();
      else togglePocket(working, 'ubuntu/noble/security');
      await waitFor(() => expect(selectedCount(working)).to.equal('1 selected'));
      await chooseTab(form, 'Details');
      expect(detailsFields(form).title.value).to.equal(`Despite ${failing}`);

      await setOptions(ns, { faults: [] });
      const back = await chooseTab(form, tab);
      within(back).getByRole('button', { name: 'Try again' }).click();
      if (failing === 'GetDistributions') {
        await waitFor(() => expect(pocketTree(back)).to.deep.equal(ACME_POCKETS));
        togglePocket(back, 'ubuntu/focal/security');
      } else {
        await waitFor(() => expect(within(back).getAllByRole('checkbox')).to.have.length(7));
        within(back).getByRole('checkbox', { name: 'grafana' }).click();
      }
      await waitFor(() => expect(selectedCount(back)).to.equal('1 selected'));
      expect(within(back).queryByRole('alert')).to.equal(null);
      await clearRequests(ns);
      within(panel).getByRole('button', { name: T.add }).click();
      await findNotification(screen, T.added.message(`Despite ${failing}`));
      const [create] = await repositoryChangeCalls(ns);
      expect(create!.body).to.deep.include(failing === 'GetDistributions' ? { pockets: [8], apt_sources: [2] } : { pockets: [3], apt_sources: [4] });
    });
  }

  it("GetAPTSources failing in the details: the APT sources' error with Try again, the other facts shown", async () => {
    const profile = await serverRepositoryProfile(ns, 5);
    const message = 'APT sources are <i>resting</i>.';
    await setOptions(ns, { faults: [{ method: 'GET', path: 'GetAPTSources', status: 500, body: { error: 'Boom', message } }] });
    const { screen, table } = await openRepositoryList(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    const panel = await findPanel(screen, profile.title);
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).to.equal(`Could not load the APT sources.${message}Try again`);
    expect(fact(panel, 'Title').textContent).to.equal(profile.title);
    expect([...within(panel).getByRole('list').querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(['ubuntu/noble/release', 'ubuntu/noble/updates']);
    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(within(panel).getAllByRole('list')).to.have.length(2));
    expect([...within(panel).getAllByRole('list')[1]!.querySelectorAll('li')].map((item) => item.firstElementChild!.textContent)).to.deep.equal(['internal-tools', 'grafana']);
    expect(within(panel).queryByRole('alert')).to.equal(null);
  });
});

// -------------------------------------------------------------------------------------------- keyboard

describe('repository profiles: the form by keyboard', () => {
  afterEach(leavePortal);

  it('moves between the tabs with the arrow keys (wrapping), Home and End; one tab stop, then the panel', async () => {
    const ns = await signedIn();
    const { screen } = await openRepositoryList(ns);
    const panel = await openAdd(screen);
    const form = within(panel).getByRole('form', { name: T.add });
    const tab = (name: string) => within(form).getByRole('tab', { name });
    expect(within(form).getAllByRole('tab').map((candidate) => candidate.tabIndex)).to.deep.equal([0, -1, -1]);
    tab('Details').focus();
    for (const [key, name] of [
      ['ArrowRight', 'Pockets'],
      ['ArrowRight', 'APT sources'],
      ['ArrowRight', 'Details'],
      ['ArrowLeft', 'APT sources'],
      ['Home', 'Details'],
      ['End', 'APT sources'],
      ['ArrowLeft', 'Pockets'],
    ] as const) {
      await sendKeys({ press: key });
      await waitFor(() => expect(selectedTab(form), key).to.equal(name));
      expect(deepActiveElement()).to.equal(tab(name));
      expect(within(form).getAllByRole('tab').filter((candidate) => candidate.tabIndex === 0)).to.deep.equal([tab(name)]);
    }
    // Pockets shown (its search ready); Tab leaves the tab list for the panel, then its search.
    const pockets = await pocketsTab(form);
    tab('Pockets').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(pockets);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(within(pockets).getByRole('searchbox', { name: 'Search for pockets' }));
    // A pocket ticked with the space bar.
    const box = within(pockets).getByRole('checkbox', { name: 'apps' }) as HTMLInputElement;
    box.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(box.checked).to.equal(true));
    expect(selectedCount(pockets)).to.equal('1 selected');
  });
});

// --------------------------------------------------------------------------------------------- element

describe('landscape-repository-profiles', () => {
  it('lists 200 profiles and pages inside the element (the address untouched); adds a profile, firing landscape-notify; accessible', async () => {
    const ns = await signedIn({ manyProfiles: true });
    const address = location.href;
    const entries = history.length;
    const groups = await groupTitles(ns);
    const server = await serverRepositoryProfiles(ns);
    expect(server).to.have.length(200);
    const { element, screen } = await renderRepositoryElement(ns);
    expect(await screen.findByRole('region', { name: T.heading })).to.exist;
    await expectRepositoryRows(screen, server.slice(0, 20), groups);
    await expect(element).to.be.accessible();
    const size = screen.getByRole('combobox', { name: 'Profiles per page' }) as HTMLSelectElement;
    size.value = '100';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await expectRepositoryRows(screen, server.slice(0, 100), groups);
    screen.getByRole('button', { name: 'Next page' }).click();
    await expectRepositoryRows(screen, server.slice(100, 200), groups);

    const notes = recordEvents(element, 'landscape-notify');
    const panel = await openAdd(screen);
    const form = within(panel).getByRole('form', { name: T.add });
    await typeInto(detailsFields(form).title, 'From the element');
    const pockets = await pocketsTab(form);
    togglePocket(pockets, 'ubuntu/noble/release');
    await expect(element).to.be.accessible();
    within(panel).getByRole('button', { name: T.add }).click();
    await findNotification(screen, T.added.message('From the element'));
    await waitFor(() => expect(notes).to.deep.equal([{ type: 'positive', title: T.added.title, message: T.added.message('From the element') }]));
    const made = (await serverRepositoryProfiles(ns)).find((profile) => profile.title === 'From the element')!;
    expect(made.pockets.map((pocket) => pocket.id)).to.deep.equal([1]);
    expect(location.href).to.equal(address);
    expect(history.length).to.equal(entries);
  });

  it('asks to sign in when nobody is, and asks for no profiles', async () => {
    const signedOut = await createNamespace();
    const { screen } = await renderRepositoryElement(signedOut);
    await screen.findByText('Sign in to see the repository profiles.');
    expect(screen.queryByRole('table')).to.equal(null);
    expect(await repositoryListRequests(signedOut)).to.deep.equal([]);
    expect((await requests(signedOut)).map((request) => request.path)).to.not.include('GetAccessGroups');
  });
});
