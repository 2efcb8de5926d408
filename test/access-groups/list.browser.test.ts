/**
 * Settings › Access groups (screens admin-account.md §3) on /settings/access-groups against the
 * simulator: the flat list and the tree (Group by, in the address), the search (name or title, in the
 * address, with its chip), the sort on every header (the instance counts too), each count from one
 * request of its own, only for the rows in view and at most four at a time, linked to the instances
 * list filtered by the group; the tree by keyboard (a treegrid); a failed list or count with Try
 * again; the empty state; axe in each.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import {
  bodyRows,
  countRequests,
  findTable,
  focused,
  focusedRow,
  headers,
  instancesText,
  openList,
  openPage,
  rowOf,
  rowTexts,
  serverCounts,
  serverGroups,
  shownNames,
  signedIn,
  type ServerGroup,
} from './helpers.ts';

/** A row as the table should show it: title, name, count, parent title, the menu's name (none for global). */
function expectedRow(group: ServerGroup, groups: readonly ServerGroup[], counts: Map<string, number>): string[] {
  const parent = groups.find((candidate) => candidate.name === group.parent);
  return [group.title, group.name, instancesText(counts.get(group.name)!), parent ? parent.title : '---', group.name === 'global' ? '' : `${group.title} access group actions`];
}

/** Waits until every row shows its count. */
const counted = (table: HTMLElement) =>
  waitFor(() => expect(bodyRows(table).map((row) => rowTexts(row)[2]).filter((text) => !/^[\d,]+ instances?$/.test(text!))).to.deep.equal([]), { timeout: 8000 });

describe('access groups: the list', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('lists every group in the server’s order, five columns, counts linked to the instances list; global has no menu; accessible', async () => {
    const groups = await serverGroups(ns);
    const counts = await serverCounts(ns, groups);
    const { portal, screen, table } = await openList(ns);
    expect(headers(table)).to.deep.equal(['title', 'name', 'affected instances', 'parent', 'Actions']);
    await counted(table);
    await waitFor(() => expect(bodyRows(table).map(rowTexts)).to.deep.equal(groups.map((group) => expectedRow(group, groups, counts))));
    expect(within(rowOf(table, 'global')).queryByRole('button', { name: /access group actions$/ })).to.equal(null);
    // A count over 0 links to the instances in exactly that group; 0 is no link.
    for (const group of groups) {
      const link = within(rowOf(table, group.name)).queryByRole('link');
      if (counts.get(group.name)! > 0) expect(decodeURIComponent(link!.getAttribute('href')!)).to.match(new RegExp(`/instances\\?accessGroups=${group.name}$`));
      else expect(link, group.name).to.equal(null);
    }
    expect(counts.get('servers')).to.equal(0);
    await expect(portal).to.be.accessible();
    // The title opens its details.
    expect(within(rowOf(table, 'qa')).getByRole('button', { name: 'Open "QA and load testing" access group details' })).to.exist;
    expect(screen.getByRole('button', { name: 'Add access group' })).to.exist;
  });

  it('counts each group with one request of its own (the group exactly, WSL instances too), never twice', async () => {
    const groups = await serverGroups(ns);
    await clearRequests(ns);
    const { table } = await openList(ns);
    await counted(table);
    const calls = await countRequests(ns);
    expect(calls.map((call) => call.query['query']).sort()).to.deep.equal(groups.map((group) => `access-group:${group.name}`).sort());
    for (const call of calls) expect(call.query).to.deep.include({ root_only: 'false', limit: '1' });
    // The list itself: one GetAccessGroups.
    expect((await requests(ns, { path: 'GetAccessGroups' })).length).to.equal(1);
  });

  it('counts only the rows in view (and near it), at most four at a time; the rest as they scroll in', async () => {
    // Thirty groups more, so that the list is taller than a short window.
    const token = await tokenFor(ns);
    for (let index = 1; index <= 30; index += 1) {
      const query = new URLSearchParams({ action: 'CreateAccessGroup', version: '2011-08-01', title: `Lab ${index}`, parent: 'global' });
      expect((await fetch(`${ns.legacyApiBase}?${query}`, { headers: { authorization: `Bearer ${token}` } })).status).to.equal(200);
    }
    await setViewport({ width: 1280, height: 600 });
    try {
      await setOptions(ns, { latencyMs: 150 });
      await clearRequests(ns);
      const { table } = await openList(ns);
      const rows = bodyRows(table);
      expect(rows.length).to.equal(39);
      // The first rows count; the last, far below the window, do not.
      await waitFor(() => expect(within(rows[0]!).queryByText('Loading...')).to.equal(null), { timeout: 8000 });
      await waitFor(async () => {
        const asked = (await countRequests(ns)).map((call) => call.query['query']);
        expect(asked).to.include('access-group:global');
      });
      const lastName = rows.at(-1)!.dataset['name']!;
      // Every request the window asked for has come back: the far rows were never asked for.
      await waitFor(() => expect(table.textContent).to.not.include('Loading...'), { timeout: 8000 });
      let asked = (await countRequests(ns)).map((call) => call.query['query']);
      expect(asked, 'a row far below the window was counted').to.not.include(`access-group:${lastName}`);
      expect(asked.length).to.be.lessThan(39);
      expect(new Set(asked).size, 'a group counted twice').to.equal(asked.length);
      // Scrolled to: counted then.
      rows.at(-1)!.scrollIntoView();
      await waitFor(async () => {
        asked = (await countRequests(ns)).map((call) => call.query['query']);
        expect(asked).to.include(`access-group:${lastName}`);
      });
      await waitFor(() => expect(rows.at(-1)!.textContent).to.include('0 instances'));
    } finally {
      await setViewport({ width: 1280, height: 800 });
      await setOptions(ns, { latencyMs: 0 });
    }
  });

  it('asks for at most four counts at a time: the fifth once one has come back', async () => {
    await setOptions(ns, { latencyMs: 1500 });
    try {
      await clearRequests(ns);
      const { screen } = await openPage(ns);
      const table = await findTable(screen);
      await waitFor(async () => expect((await countRequests(ns)).length).to.be.at.least(4), { timeout: 8000 });
      // Read before the cells: while no count has come back, no more than four were asked for.
      const asked = (await countRequests(ns)).length;
      const anyIn = bodyRows(table).some((row) => /instances?$/.test(rowTexts(row)[2]!));
      expect(anyIn, 'a count came back within the latency').to.equal(false);
      expect(asked).to.equal(4);
      await counted(table);
      expect((await countRequests(ns)).length).to.equal(9);
    } finally {
      await setOptions(ns, { latencyMs: 0 });
    }
  });

  it('a count’s link leads to the instances list filtered by the group (its chip names it)', async () => {
    const { screen, table } = await openList(ns);
    await counted(table);
    within(rowOf(table, 'qa')).getByRole('link').click();
    await waitForPath('/instances?accessGroups=qa');
    await screen.findByRole('heading', { level: 1, name: 'Instances' });
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() => expect(chips.textContent).to.include('Access group: QA and load testing'));
    expect(currentPortalPath()).to.equal('/instances?accessGroups=qa');
  });

  it('searches name or title in the page, the search in the address with its chip; no match says so', async () => {
    const { screen, table } = await openList(ns);
    await typeInto(screen.getByRole('searchbox', { name: 'Search access groups' }), 'SERVER');
    await sendKeys({ press: 'Enter' });
    await waitForPath('/settings/access-groups?search=SERVER');
    await waitFor(() => expect(shownNames(table)).to.deep.equal(['servers', 'production']));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips.textContent).to.include('Search: SERVER');
    // By the name alone ("qa-hostile" has no "hostile" in its title).
    within(chips).getByRole('button', { name: /^Remove Search filter/ }).click();
    await waitForPath('/settings/access-groups');
    await typeInto(screen.getByRole('searchbox', { name: 'Search access groups' }), 'hostile');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(shownNames(table)).to.deep.equal(['qa-hostile']));
    await typeInto(screen.getByRole('searchbox', { name: 'Search access groups' }), 'nothing like it');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(table.querySelector('tbody')!.textContent).to.equal('No access groups found according to your search parameters.'));
  });

  it('Group by Parent shows the tree (in the address); a search there keeps the groups above the matches', async () => {
    const { screen, portal } = await openList(ns);
    const select = screen.getByRole('button', { name: 'Group by: None' });
    select.click();
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Parent' }).click();
    await waitForPath('/settings/access-groups?groupBy=parent');
    const tree = await findTable(screen, true);
    await waitFor(() =>
      expect(bodyRows(tree).map((row) => `${row.getAttribute('aria-level')} ${row.dataset['name']}`)).to.deep.equal([
        '1 global',
        '2 servers',
        '3 production',
        '3 staging',
        '4 qa',
        '5 qa-hostile',
        '2 desktops',
        '3 wsl',
        '3 point-of-sale',
      ]),
    );
    expect(rowOf(tree, 'servers').getAttribute('aria-expanded')).to.equal('true');
    expect(rowOf(tree, 'production').hasAttribute('aria-expanded')).to.equal(false);
    expect(rowOf(tree, 'staging').getAttribute('aria-posinset')).to.equal('2');
    expect(rowOf(tree, 'staging').getAttribute('aria-setsize')).to.equal('2');
    await counted(tree);
    await expect(portal).to.be.accessible();

    leavePortal();
    const searched = await openList(ns, '?groupBy=parent&search=load+testing');
    const found = await findTable(searched.screen, true);
    await waitFor(() => expect(shownNames(found)).to.deep.equal(['global', 'servers', 'staging', 'qa']));
  });

  it('sorts on each header: asc, desc, then none, in the address; by parent title; by the counts too', async () => {
    const groups = await serverGroups(ns);
    const counts = await serverCounts(ns, groups);
    const { screen, table } = await openList(ns);
    const header = (name: string) => within(table).getByRole('button', { name: new RegExp(`^${name}`) });
    const columnHeader = (name: string) => header(name).closest('th')!;
    const titles = (order: number) => [...groups].sort((a, b) => order * a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true })).map((group) => group.name);

    header('title').click();
    await waitForPath('/settings/access-groups?sort=asc&sortBy=title');
    await waitFor(() => expect(shownNames(table)).to.deep.equal(titles(1)));
    expect(columnHeader('title').getAttribute('aria-sort')).to.equal('ascending');
    header('title').click();
    await waitForPath('/settings/access-groups?sort=desc&sortBy=title');
    await waitFor(() => expect(shownNames(table)).to.deep.equal(titles(-1)));
    expect(columnHeader('title').getAttribute('aria-sort')).to.equal('descending');
    header('title').click();
    await waitForPath('/settings/access-groups');
    await waitFor(() => expect(shownNames(table)).to.deep.equal(groups.map((group) => group.name)));
    expect(columnHeader('title').hasAttribute('aria-sort')).to.equal(false);

    // By the parent's title: global (none) first.
    header('parent').click();
    await waitFor(() => expect(shownNames(table)[0]).to.equal('global'));
    const parentTitles = bodyRows(table).map((row) => rowTexts(row)[3]!);
    expect(parentTitles.slice(1)).to.deep.equal([...parentTitles.slice(1)].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })));

    // By the counts: every one asked for, then the rows in order (upstream's sort does nothing).
    header('affected instances').click();
    await waitForPath('/settings/access-groups?sort=asc&sortBy=instances');
    header('affected instances').click();
    await waitForPath('/settings/access-groups?sort=desc&sortBy=instances');
    const byCount = [...groups].sort((a, b) => counts.get(b.name)! - counts.get(a.name)!).map((group) => group.name);
    await waitFor(() => expect(shownNames(table).slice(0, 4)).to.deep.equal(byCount.slice(0, 4)), { timeout: 8000 });
    const shownCounts = bodyRows(table).map((row) => counts.get(row.dataset['name']!)!);
    expect(shownCounts).to.deep.equal([...shownCounts].sort((a, b) => b - a));
    expect(screen.queryByText(/^Counting the instances/)).to.equal(null);
  });

  it('opens sorted and grouped from the address; the tree sorts among siblings', async () => {
    const { screen } = await openList(ns, '?groupBy=parent&sort=desc&sortBy=name');
    const tree = await findTable(screen, true);
    await waitFor(() => expect(shownNames(tree)).to.deep.equal(['global', 'servers', 'staging', 'qa', 'qa-hostile', 'production', 'desktops', 'wsl', 'point-of-sale']));
  });
});

describe('access groups: the tree by keyboard', () => {
  afterEach(leavePortal);

  it('is one Tab stop; Up, Down, Home, End move between rows; Right opens then goes to the first child; Left closes then goes to the parent; Tab reaches the row’s controls', async () => {
    const ns = await signedIn();
    const { screen, portal } = await openList(ns, '?groupBy=parent');
    const tree = await findTable(screen, true);
    await waitFor(() => expect(bodyRows(tree)).to.have.length(9));
    // Only the first row is in the Tab order, its controls with it; the other rows' controls are not.
    expect(bodyRows(tree).map((row) => row.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1, -1, -1, -1]);
    await waitFor(() => expect(within(rowOf(tree, 'servers')).getByRole('button', { name: 'Servers access group actions' }).tabIndex).to.equal(-1));

    rowOf(tree, 'global').focus();
    const press = async (key: string, expected: string | undefined) => {
      await sendKeys({ press: key });
      await waitFor(() => expect(focusedRow(), `after ${key}`).to.equal(expected));
      expect(focused()?.localName, `after ${key}: the row itself`).to.equal('tr');
    };
    await press('ArrowDown', 'servers');
    await press('ArrowDown', 'production');
    await press('ArrowUp', 'servers');
    // Left on an open group closes it: its children go, focus stays.
    await press('ArrowLeft', 'servers');
    expect(rowOf(tree, 'servers').getAttribute('aria-expanded')).to.equal('false');
    expect(shownNames(tree)).to.deep.equal(['global', 'servers', 'desktops', 'wsl', 'point-of-sale']);
    // Left on a closed group: to its parent.
    await press('ArrowLeft', 'global');
    await press('ArrowDown', 'servers');
    // Right on a closed group opens it; again, to its first child.
    await press('ArrowRight', 'servers');
    expect(rowOf(tree, 'servers').getAttribute('aria-expanded')).to.equal('true');
    await press('ArrowRight', 'production');
    // Right on a leaf stays.
    await press('ArrowRight', 'production');
    await press('ArrowDown', 'staging');
    await press('ArrowDown', 'qa');
    // Left on a leaf-less... qa is open (qa-hostile under it): close, then up to staging.
    await press('ArrowLeft', 'qa');
    await press('ArrowLeft', 'staging');
    await press('End', 'point-of-sale');
    await press('Home', 'global');
    await press('ArrowUp', 'global');
    // The focused row is the one in the Tab order.
    await press('End', 'point-of-sale');
    expect(bodyRows(tree).filter((row) => row.tabIndex === 0).map((row) => row.dataset['name'])).to.deep.equal(['point-of-sale']);
    // Tab: the row's own controls (its title, its menu), then out of the table.
    await sendKeys({ press: 'Tab' });
    expect(focused()?.getAttribute('aria-label')).to.equal(`Open "${rowOf(tree, 'point-of-sale').querySelector('th button')!.textContent}" access group details`);
    await sendKeys({ press: 'Tab' });
    expect(focused()?.getAttribute('aria-label')).to.match(/access group actions$/);
    expect(focusedRow()).to.equal('point-of-sale');
    await sendKeys({ press: 'Tab' });
    expect(focused()?.closest('tbody'), 'Tab left the table').to.equal(null);
    // Down from a control of a row moves to the next row.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focusedRow()).to.equal('point-of-sale');
    await sendKeys({ press: 'Home' });
    await waitFor(() => expect(focusedRow()).to.equal('global'));
    await expect(portal).to.be.accessible();
  });
});

describe('access groups: failures and the empty state', () => {
  afterEach(leavePortal);

  it('a failed list shows the server’s message with Try again, never the empty state; Try again asks again', async () => {
    const ns = await signedIn();
    await setOptions(ns, { faults: [{ path: 'GetAccessGroups', status: 500, body: { error: 'Boom', message: 'The access groups could not be read.' } }] });
    const { screen, portal } = await openPage(ns);
    expect(await screen.findByText('The access groups could not be read.')).to.exist;
    expect(screen.queryByRole('heading', { name: 'No access groups found' })).to.equal(null);
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(portal).to.be.accessible();
    await setOptions(ns, { faults: [] });
    await clearRequests(ns);
    screen.getByRole('button', { name: 'Try again' }).click();
    const table = await findTable(screen);
    await waitFor(() => expect(bodyRows(table).length).to.equal(9));
    expect((await requests(ns, { path: 'GetAccessGroups' })).length).to.equal(1);
  });

  it('counts that fail say so once above the table with the message and Try again; the cells show ---; Try again counts them', async () => {
    const ns = await signedIn();
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 503, body: { error: 'Busy', message: 'The instances are busy.' } }] });
    const { screen, table } = await openList(ns);
    const alert = await screen.findByText('The instances are busy.');
    expect(screen.getByText('Could not count the instances of some access groups.')).to.exist;
    expect(screen.getAllByText('The instances are busy.')).to.have.length(1);
    await waitFor(() => expect(rowTexts(rowOf(table, 'qa'))[2]).to.equal('---'));
    await setOptions(ns, { faults: [] });
    within(alert.closest('[role="alert"], section, div')!.parentElement!).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(rowTexts(rowOf(table, 'qa'))[2]).to.match(/^\d+ instances$/));
    await waitFor(() => expect(screen.queryByText('The instances are busy.')).to.equal(null));
  });

  it('an organisation with global alone sees the empty state; its button adds a group', async () => {
    const ns = await signedIn({ onlyGlobalAccessGroup: true });
    const { screen, portal } = await openPage(ns);
    expect(await screen.findByRole('heading', { name: 'No access groups found' })).to.exist;
    expect(screen.getByText("You haven't added any access groups yet.")).to.exist;
    const link = screen.getByRole('link', { name: /How to manage access groups in Landscape/ });
    expect(link.getAttribute('href')).to.equal('https://ubuntu.com/landscape/docs/access-groups');
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(portal).to.be.accessible();
    const buttons = screen.getAllByRole('button', { name: 'Add access group' });
    expect(buttons).to.have.length(2);
    buttons[1]!.click();
    expect(await screen.findByRole('dialog', { name: 'Add access group' })).to.exist;
  });
});
