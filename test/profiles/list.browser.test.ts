/**
 * The removal, upgrade and reboot profile lists (screens profiles.md §3.2, §4.2, §5.2, §0.2) on the
 * portal's routes, each type the same way: the columns and every row as the server lists them
 * (access groups by title, tags, the schedule, the associated count linking to the instances), the
 * search on title, name and tags in the page with its chip and its no-match message, paging through
 * 200 profiles, the empty state of an organisation without any (initech), and a failed list saying
 * so with Try again, never the empty state.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, waitForPath } from '../helpers/portal.ts';
import { setOptions, type SimNamespace } from '../helpers/simulator.ts';
import {
  expectRows,
  findPanel,
  groupTitles,
  headers,
  legacyCalls,
  openList,
  openType,
  rebootListRequests,
  rowOf,
  serverProfiles,
  settledTable,
  shownTitles,
  signedIn,
  tokenIn,
  TYPES,
  type AnyProfile,
  type ProfileType,
  type Screen,
} from './helpers.ts';

/** What each type is searched by in the seed: a title in another case, a name alone, a tag alone. */
const SEARCHES: Record<ProfileType, { title: string; name?: string; tag: string }> = {
  removal: { title: 'STALE', name: 'short-lived-staging', tag: 'pci' },
  upgrade: { title: 'nightly SECURITY', name: 'database-maintenance', tag: 'proxy' },
  reboot: { title: 'WEEKDAY web', tag: 'k8s-node' },
};

/** Which of `profiles` match `search` as the screen searches (title, name, tags; ignoring case). */
function matching(profiles: readonly AnyProfile[], search: string): AnyProfile[] {
  const wanted = search.toLowerCase();
  return profiles.filter((profile) => [profile.title, 'name' in profile ? profile.name : '', ...profile.tags].some((text) => text.toLowerCase().includes(wanted)));
}

/** The screen's list requests of a type. */
async function listRequests(ns: SimNamespace, type: ProfileType) {
  return type === 'reboot' ? rebootListRequests(ns) : legacyCalls(ns, TYPES[type].listCall.path);
}

async function search(screen: Screen, type: ProfileType, text: string) {
  const box = screen.getByRole('searchbox', { name: TYPES[type].searchLabel }) as HTMLInputElement;
  box.select();
  await typeInto(box, text);
  await sendKeys({ press: 'Enter' });
}

const resultsLine = (screen: Screen) => screen.getByText(/^Showing [\d,]+ of [\d,]+ results$/).textContent;

for (const type of ['removal', 'upgrade', 'reboot'] as const) {
  const T = TYPES[type];

  describe(`${T.heading} list in the portal`, () => {
    // The seed, read only: one namespace for the tests that change nothing.
    let ns: SimNamespace;
    let groups: Map<string, string>;
    let server: AnyProfile[];
    before(async () => {
      ns = await signedIn();
      groups = await groupTitles(ns);
      server = await serverProfiles(type, ns);
    });
    afterEach(leavePortal);

    it('shows the columns and every profile as the server lists them, with one list request; accessible', async () => {
      expect(server.map((profile) => profile.id)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
      const before = (await listRequests(ns, type)).length;
      const { portal, screen, table } = await openList(ns, type);
      expect(headers(table)).to.deep.equal(T.columns);
      await expectRows(screen, type, server, groups);
      expect(screen.getByRole('button', { name: T.add })).to.exist;
      expect(resultsLine(screen)).to.equal('Showing 8 of 8 results');
      // The associated count links to the instances searched by profile:{type}:{id}.
      const associated = within(rowOf(table, server[1]!.title)).getByRole('link');
      expect(new URL(associated.getAttribute('href')!, location.href).searchParams.get('query')).to.equal(`profile:${type}:${server[1]!.id}`);
      // The profile without an association says so, without a link.
      expect(within(rowOf(table, server[6]!.title)).queryByRole('link')).to.equal(null);
      const sent = (await listRequests(ns, type)).slice(before);
      expect(sent, 'one list request').to.have.length(1);
      if (type === 'reboot') expect(sent[0]!.query).to.deep.equal({ limit: '1000', offset: '0' });
      else expect(sent[0]!.query).to.deep.equal({ action: T.listCall.path, version: '2011-08-01' });
      await expect(portal).to.be.accessible();
    });

    it('searches title (any case), name and tags in the page, with its chip in the address; the chip goes and all rows come back', async () => {
      const { screen } = await openList(ns, type);
      const before = (await listRequests(ns, type)).length;
      const { title, name, tag } = SEARCHES[type];
      for (const text of [title, ...(name ? [name] : []), tag]) {
        const expected = matching(server, text);
        expect(expected.length, `"${text}" matches some profiles but not all`).to.be.within(1, server.length - 1);
        await search(screen, type, text);
        await waitForPath(`${T.route}?${new URLSearchParams({ search: text })}`);
        await expectRows(screen, type, expected, groups);
        expect(screen.getByRole('list', { name: 'Active filters' }).textContent).to.equal(`Search: ${text}`);
      }
      // A name alone or a tag alone found its profile: the title did not hold the text.
      expect(matching(server, tag).every((profile) => !profile.title.toLowerCase().includes(tag))).to.equal(true);
      screen.getByRole('button', { name: `Remove Search filter: ${tag}` }).click();
      await waitForPath(T.route);
      await expectRows(screen, type, server, groups);
      expect(screen.queryByRole('list', { name: 'Active filters' })).to.equal(null);
      // The search is the page's own: the server was not asked again.
      expect((await listRequests(ns, type)).length).to.equal(before);
    });

    it('says no profile matches a search without hits, verbatim, with the table and the chip, not the empty state', async () => {
      const text = 'no profile is called this';
      const { portal, screen } = await openList(ns, type, `?search=${encodeURIComponent(text)}`);
      const table = await settledTable(screen, type);
      expect(table.querySelector('tbody')!.textContent).to.equal(T.noMatch(text));
      expect(screen.getByRole('button', { name: `Remove Search filter: ${text}` })).to.exist;
      expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
      expect(screen.getByRole('button', { name: T.add })).to.exist;
      await expect(portal).to.be.accessible();
    });

    it("says a failed list with the server's message and Try again, never the empty state; Try again loads it", async () => {
      const message = `The ${type} profile store is <b>down</b>.`;
      await setOptions(ns, { faults: [{ ...T.listCall, status: 500, times: 1, body: { error: 'Boom', message } }] });
      try {
        const { portal, screen } = await openType(ns, type);
        const alert = await waitFor(() => screen.getAllByRole('alert').find((candidate) => candidate.textContent!.includes('could not be loaded'))!);
        expect(alert.textContent).to.equal(`The list could not be loaded.${message}Try again`);
        expect(alert.querySelector('b')).to.equal(null);
        expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
        expect(screen.queryByRole('table')).to.equal(null);
        expect(screen.queryByText(/^Showing /)).to.equal(null);
        await expect(portal).to.be.accessible();
        within(alert).getByRole('button', { name: 'Try again' }).click();
        await expectRows(screen, type, server, groups);
        expect(screen.queryByText(message)).to.equal(null);
      } finally {
        await setOptions(ns, { faults: [] });
      }
    });
  });

  describe(`${T.heading} list: empty and long`, () => {
    afterEach(leavePortal);

    it('shows the empty state verbatim, and only it, for an organisation without any (initech); its Add opens the form', async () => {
      const ns = await signedIn();
      expect(await serverProfiles(type, ns, await tokenIn(ns, 'initech'))).to.deep.equal([]);
      const { root, portal, screen } = await openList(ns, type);
      await switchAccount(root.store, 'initech');
      const heading = await screen.findByRole('heading', { level: 2, name: T.empty.title });
      expect(heading.nextElementSibling!.textContent).to.equal(T.empty.body);
      const link = screen.getByRole('link', { name: new RegExp(`^${T.empty.link.replace(/[.]/g, '\\.')}`) });
      expect(link.getAttribute('href')).to.equal(T.empty.href);
      expect(link.getAttribute('target')).to.equal('_blank');
      expect(screen.queryByRole('table')).to.equal(null);
      expect(screen.queryByRole('searchbox')).to.equal(null);
      await expect(portal).to.be.accessible();
      const adds = screen.getAllByRole('button', { name: T.add });
      expect(adds, 'one Add button: the empty state’s').to.have.length(1);
      adds[0]!.click();
      await findPanel(screen, T.add);
    });

    it('pages through 200 profiles (20, then 50 a page), the search back on page 1; all 200 render at 100 a page', async () => {
      const ns = await signedIn({ manyProfiles: true });
      const groups = await groupTitles(ns);
      const server = await serverProfiles(type, ns);
      expect(server).to.have.length(200);
      const before = (await listRequests(ns, type)).length;
      const { screen } = await openList(ns, type);
      await expectRows(screen, type, server.slice(0, 20), groups);
      expect(resultsLine(screen)).to.equal('Showing 20 of 200 results');
      screen.getByRole('button', { name: 'Next page' }).click();
      await waitForPath(`${T.route}?currentPage=2`);
      await expectRows(screen, type, server.slice(20, 40), groups);
      const size = screen.getByRole('combobox', { name: 'Profiles per page' }) as HTMLSelectElement;
      size.value = '50';
      size.dispatchEvent(new Event('change', { bubbles: true }));
      await expectRows(screen, type, server.slice(0, 50), groups);
      const page = screen.getByRole('textbox', { name: 'Page number' }) as HTMLInputElement;
      page.select();
      await typeInto(page, '4');
      await sendKeys({ press: 'Enter' });
      await expectRows(screen, type, server.slice(150, 200), groups);
      expect(resultsLine(screen)).to.equal('Showing 50 of 200 results');
      // A search starts again on its first page.
      await search(screen, type, 'Generated');
      await waitFor(() => expect((screen.getByRole('textbox', { name: 'Page number' }) as HTMLInputElement).value).to.equal('1'));
      const generated = matching(server, 'Generated');
      await expectRows(screen, type, generated.slice(0, 50), groups);
      expect(resultsLine(screen)).to.equal(`Showing 50 of ${generated.length} results`);
      screen.getByRole('button', { name: 'Remove Search filter: Generated' }).click();
      const all = screen.getByRole('combobox', { name: 'Profiles per page' }) as HTMLSelectElement;
      all.value = '100';
      all.dispatchEvent(new Event('change', { bubbles: true }));
      page.select();
      await typeInto(page, '2');
      await sendKeys({ press: 'Enter' });
      const table = await expectRows(screen, type, server.slice(100, 200), groups);
      expect(shownTitles(table).at(-1)).to.equal(server.at(-1)!.title);
      // One request for every page: paging and searching are the page's own.
      expect((await listRequests(ns, type)).length - before).to.equal(1);
    });
  });
}

describe('profile lists in the portal: the address', () => {
  afterEach(leavePortal);

  it('opens on the search and page the address holds', async () => {
    const ns = await signedIn({ manyProfiles: true });
    const groups = await groupTitles(ns);
    const server = await serverProfiles('upgrade', ns);
    const { screen } = await openType(ns, 'upgrade', '?search=generated&currentPage=3');
    await expectRows(screen, 'upgrade', matching(server, 'generated').slice(40, 60), groups);
    expect(screen.getByRole('button', { name: 'Remove Search filter: generated' })).to.exist;
  });

  it('goes to the last page, in the address too, when the address holds a page past it', async () => {
    const ns = await signedIn({ manyProfiles: true });
    const groups = await groupTitles(ns);
    const server = await serverProfiles('removal', ns);
    // 200 profiles at 20 a page: 10 pages.
    const { screen } = await openType(ns, 'removal', '?currentPage=14');
    await waitForPath('/profiles/removal?currentPage=10');
    await expectRows(screen, 'removal', server.slice(180, 200), groups);
    expect((screen.getByRole('textbox', { name: 'Page number' }) as HTMLInputElement).value).to.equal('10');
  });
});
