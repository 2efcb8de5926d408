/**
 * Hostile server strings on the repository profiles screen (issue 11's table, test/hardening/hostile.ts,
 * continued here for this screen): a profile's title, description and tags, its pockets' distribution,
 * series and pocket names, an APT source's name and line, shown in the list, the details, the edit
 * form's three tabs, the removal modal and the notices. Each is text: no element made from markup,
 * nothing run, no page wider than the viewport, no control outside its container, and the string
 * isolated (bidi) from the words of a sentence around it.
 * - The seeded hostile profile (6: markup, a right-to-left override, emoji; its description a
 *   `<script>`; the hostile APT source), through the real server: saved unchanged, the strings go back
 *   exactly as they came; a title typed with markup is sent and shown as typed.
 * - Each value of HOSTILE in every field, through crafted 200 answers.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal } from '../helpers/portal.ts';
import { clearRequests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { allElements, expectContainedIn, expectInert, HOSTILE, isIsolated, textHolder } from '../hardening/hostile.ts';
import {
  aptSourceList,
  chooseTab,
  chosenTags,
  fact,
  findPanel,
  openRepositoryList,
  REPOSITORY,
  repositoryChangeCalls,
  rowAction,
  rowOf,
  serverAptSources,
  serverDistributions,
  serverRepositoryProfile,
  serverRepositoryProfiles,
  signedIn,
  type RepositoryProfile,
  type Screen,
  type ServerDistribution,
} from './helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const T = REPOSITORY;
let cases = 0;

after(() => console.log(`repository profiles, hostile strings: ${cases} cases held`));

/** No element a server string could have made (`<img>`, `<script>`, `<b>` …) exists under `scope`. */
function expectNoMarkupElements(scope: Element | ShadowRoot) {
  const made = allElements(scope).filter((element) => ['img', 'script', 'iframe', 'b', 'i'].includes(element.localName));
  expect(
    made.map((element) => element.outerHTML.slice(0, 80)),
    'elements made from a server string',
  ).to.deep.equal([]);
}

/** A row's cells: title, description, access group, tags, actions. */
function cellsOf(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(':scope > td, :scope > th')];
}

/** A list's items. */
const listItems = (list: HTMLElement) => [...list.querySelectorAll('li')];

async function openDetails(screen: Screen, table: HTMLElement, profile: RepositoryProfile, shown: string) {
  within(rowOf(table, shown)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
  return findPanel(screen, shown);
}

// ------------------------------------------------------------------------------ the seeded hostile profile

describe('repository profiles: the seeded hostile profile, through the real server', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
    delete window.__hostileRan;
  });
  afterEach(leavePortal);

  it('shows its title, description, tags, pocket and APT source as text in the list, details, form and modal; saved unchanged, it sends them back exactly; the notices quote it isolated', async () => {
    const profile = await serverRepositoryProfile(ns, 6);
    const source = (await serverAptSources(ns)).find((candidate) => candidate.id === 6)!;
    expect(profile.title).to.contain('<img').and.to.contain('\u202E');
    expect(profile.description).to.contain('<script>');
    expect(source.name).to.contain('<img');
    const { portal, screen, table } = await openRepositoryList(ns);

    // The row.
    const row = rowOf(table, profile.title);
    const [title, description, , tags] = cellsOf(row);
    expect(title!.querySelector('button')!.textContent).to.equal(profile.title);
    expect(description!.textContent).to.equal(profile.description);
    expect(tags!.textContent).to.equal(profile.tags.join(', '));
    for (const cell of [title!, description!, tags!]) {
      expect(isIsolated(textHolder(cell, cell === title ? profile.title : cell === description ? profile.description : profile.tags[1]!), cell), 'isolated').to.equal(true);
    }
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();

    // The details.
    const details = await openDetails(screen, table, profile, profile.title);
    await waitFor(() => expect(fact(details, 'Description').textContent).to.equal(profile.description));
    expect(fact(details, 'Title').textContent).to.equal(profile.title);
    expect(fact(details, 'Tags').textContent).to.equal(profile.tags.join(', '));
    await waitFor(() => expect(within(details).getAllByRole('list')).to.have.length(2));
    const [pockets, sources] = within(details).getAllByRole('list');
    expect(listItems(pockets!).map((item) => item.textContent)).to.deep.equal(['ubuntu/noble/proposed']);
    expect(listItems(sources!).map((item) => item.textContent)).to.deep.equal([`${source.name}${source.line}`]);
    for (const holder of [fact(details, 'Title'), fact(details, 'Description'), listItems(sources!)[0]!]) expectContainedIn(details, holder, { label: 'seed', value: holder.textContent!.slice(0, 20) });
    expectNoMarkupElements(portal.shadowRoot!);

    // The edit form, opened from the details, its three tabs.
    within(details).getByRole('button', { name: T.editItem(profile.title) }).click();
    const panel = await findPanel(screen, T.editPanel(profile.title));
    const form = await within(panel).findByRole('form', { name: T.editPanel(profile.title) });
    expect((within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).to.equal(profile.title);
    expect((within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).to.equal(profile.description);
    expect(chosenTags(panel)).to.deep.equal(profile.tags);
    const apt = await chooseTab(form, 'APT sources');
    await waitFor(() => expect(aptSourceList(apt).find((candidate) => candidate.checked)).to.deep.equal({ name: source.name, checked: true, line: source.line }));
    const label = within(apt).getByRole('checkbox', { name: source.name });
    expectContainedIn(apt, (label.getRootNode() as ShadowRoot).querySelector(`label[for="${CSS.escape(label.id)}"]`)!, { label: 'seed', value: source.name });
    await chooseTab(form, 'Pockets');
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();

    // Saved as it is: every string sent back exactly as the server sent it.
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Save changes' }).click();
    const saved = await findNotification(screen, T.saved.message);
    expect(saved.textContent).to.include(T.saved.title(profile.title));
    expectContainedIn(document.body, textHolder(saved, profile.title.slice(0, 20)).closest('bdi') ?? saved, { label: 'seed', value: profile.title.slice(0, 20) });
    const [put] = await repositoryChangeCalls(ns);
    expect(put!.body).to.deep.equal({
      title: profile.title,
      description: profile.description,
      access_group: profile.access_group,
      all_computers: false,
      tags: profile.tags,
      pockets: [4],
      apt_sources: [6],
    });
    expect(await serverRepositoryProfile(ns, 6)).to.deep.equal(profile);

    // Removed: the modal's body and the notice quote the title isolated from their words.
    await rowAction(screen, profile.title, T.removeItem(profile.title));
    const modal = await screen.findByRole('dialog', { name: T.removeTitle });
    const body = within(modal).getByText((_, element) => element?.localName === 'p' && element.textContent === `This will remove "${profile.title}" profile. This action is irreversible.`);
    expectContainedIn(modal, body, { label: 'seed', value: profile.title }, '" profile.');
    await typeInto(within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }), `remove ${profile.name}`);
    within(modal).getByRole('button', { name: 'Remove' }).click();
    const removed = await findNotification(screen, T.removed.message(profile.title));
    expectContainedIn(document.body, removed, { label: 'seed', value: profile.title }, '" removed successfully');
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
    cases += 1;
  });

  it('a title typed with markup and a right-to-left override is sent as typed and shown as text in the row and the notice', async () => {
    const typed = '<b onmouseover="window.__hostileRan=1">bold</b> \u202Eevil';
    const { portal, screen, table } = await openRepositoryList(ns);
    screen.getByRole('button', { name: T.add }).click();
    const panel = await findPanel(screen, T.add);
    const form = await within(panel).findByRole('form', { name: T.add });
    await typeInto(within(form).getByRole('textbox', { name: /^Title/ }), typed);
    await typeInto(within(form).getByRole('textbox', { name: 'Description' }), '<script>window.__hostileRan=1</script>');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: T.add }).click();
    const notice = await findNotification(screen, T.added.message(typed));
    expectContainedIn(document.body, notice, { label: 'typed', value: typed }, '" created successfully');
    const [post] = await repositoryChangeCalls(ns);
    expect(post!.body).to.deep.include({ title: typed, description: '<script>window.__hostileRan=1</script>' });
    const made = (await serverRepositoryProfiles(ns)).find((profile) => profile.title === typed)!;
    await waitFor(() => rowOf(table, typed));
    const [title, description] = cellsOf(rowOf(table, typed));
    expect(title!.querySelector('button')!.textContent).to.equal(typed);
    expect(description!.textContent).to.equal(made.description);
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
    cases += 1;
  });
});

// ------------------------------------------------------------------------------------- every hostile value

describe('repository profiles: hostile strings in every field, through crafted answers', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
    delete window.__hostileRan;
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
  });

  for (const hostile of HOSTILE) {
    it(`title, description, tag, pocket names and an APT source in the list, details, form, modal and notices: ${hostile.label}`, async () => {
      const value = hostile.value;
      // What a field shows: the string, or `---` when it shows nothing; a title that shows nothing
      // gives way to "Repository profile {id}", so every control keeps a visible, reachable name.
      const shown = hostile.blank ? '---' : value;
      const name = hostile.blank ? 'Repository profile 4' : value;
      // The seeded profile 4 made hostile: its own pocket 10 (acme-internal/noble/apps) and APT source 6.
      const seeded = await serverRepositoryProfile(ns, 4);
      const profile = {
        ...seeded,
        title: value,
        description: value,
        tags: [value],
        pockets: [{ id: 10, name: value, distribution: { name: value }, series: { name: value } }],
        apt_sources: [6],
      };
      const page = { count: 8, next: null, previous: null, results: (await serverRepositoryProfiles(ns)).map((candidate) => (candidate.id === 4 ? profile : candidate)) };
      const distributions: ServerDistribution[] = (await serverDistributions(ns)).map((distribution) =>
        distribution.name === 'acme-internal'
          ? { ...distribution, name: value, series: distribution.series.map((series) => ({ ...series, name: value, pockets: series.pockets.map((pocket) => (pocket.id === 10 ? { ...pocket, name: value } : pocket)) })) }
          : distribution,
      );
      const sources = (await serverAptSources(ns)).map((source) => (source.id === 6 ? { ...source, name: value, line: value } : source));
      await setOptions(ns, {
        faults: [
          { method: 'GET', path: 'repositoryprofiles', status: 200, body: page },
          { method: 'GET', path: 'GetDistributions', status: 200, body: distributions },
          { method: 'GET', path: 'GetAPTSources', status: 200, body: sources },
          { method: 'PUT', path: `repositoryprofiles/${seeded.name}`, status: 200, body: profile },
          { method: 'GET', path: 'RemoveRepositoryProfile', status: 200, body: {} },
        ],
      });
      const { portal, screen, table } = await openRepositoryList(ns);

      // The row: title (its name below it), description and tags, each in its cell.
      const row = within(table).getByRole('button', { name: `Open "${name}" profile details` }).closest('tr')!;
      const [title, description, , tags] = cellsOf(row);
      expect(title!.querySelector('button')!.textContent).to.equal(name);
      expect(description!.textContent).to.equal(shown);
      expect(tags!.textContent).to.equal(shown);
      for (const cell of [title!, description!, tags!]) {
        expectContainedIn(cell, cell.querySelector('bdi') ?? cell, hostile);
        expect(cell.getBoundingClientRect().width, 'a cell widens its column').to.be.below(700);
      }
      expect(within(row).getByRole('button', { name: `${name} profile actions` })).to.exist;
      expectNoMarkupElements(portal.shadowRoot!);

      // The details: the facts, the pocket as distribution/series/pocket, the APT source with its line.
      within(row).getByRole('button', { name: `Open "${name}" profile details` }).click();
      const details = await findPanel(screen, name);
      await waitFor(() => expect(fact(details, 'Description').textContent).to.equal(shown));
      for (const label of ['Title', 'Description', 'Tags']) {
        expect(fact(details, label).textContent, label).to.equal(shown);
        expectContainedIn(details, fact(details, label).querySelector('bdi') ?? fact(details, label), hostile);
      }
      await waitFor(() => expect(within(details).getAllByRole('list')).to.have.length(2));
      const [pocketList, sourceList] = within(details).getAllByRole('list');
      // The path as one string (a blank one is still three blank names, not nothing).
      expect(listItems(pocketList!).map((item) => item.textContent)).to.deep.equal([`${value}/${value}/${value}`]);
      expectContainedIn(details, listItems(pocketList!)[0]!, { ...hostile, blank: true });
      expect(isIsolated(listItems(pocketList!)[0]!.querySelector('bdi')!, details)).to.equal(true);
      const sourceItem = listItems(sourceList!)[0]!;
      expect(sourceItem.textContent).to.equal(`${shown}${shown}`);
      for (const part of [...sourceItem.querySelectorAll('bdi')]) expectContainedIn(details, part, hostile);
      expectNoMarkupElements(portal.shadowRoot!);

      // The edit form: the values, the tag's chip, the hostile pocket ticked under its distribution and series, the APT source ticked.
      within(details).getByRole('button', { name: T.editItem(name) }).click();
      const panel = await findPanel(screen, T.editPanel(name));
      const form = await within(panel).findByRole('form', { name: T.editPanel(name) });
      expect((within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).to.equal(value);
      expect((within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).to.equal(value);
      expect(chosenTags(panel)).to.deep.equal([value]);
      // The panel's title ends with the title: nothing after it to reorder.
      const heading = within(panel).getByRole('heading', { level: 2, name: T.editPanel(name) });
      expectContainedIn(panel, heading, { ...hostile, blank: true });
      const pockets = await chooseTab(form, 'Pockets');
      await within(pockets).findByRole('searchbox', { name: 'Search for pockets' });
      const ticked = (within(pockets).getAllByRole('checkbox') as HTMLInputElement[]).filter((box) => box.checked);
      expect(ticked).to.have.length(1);
      const root = pockets.getRootNode() as ShadowRoot;
      const pocketLabel = root.querySelector(`label[for="${CSS.escape(ticked[0]!.id)}"]`)!;
      expect(pocketLabel.textContent).to.equal(shown);
      expectContainedIn(pockets, pocketLabel, hostile);
      const seriesGroup = ticked[0]!.closest('[role="group"]')!;
      const distributionGroup = seriesGroup.parentElement!.closest('[role="group"]')!;
      for (const group of [seriesGroup, distributionGroup]) {
        const name = root.getElementById(group.getAttribute('aria-labelledby')!)!;
        expect(name.textContent).to.equal(shown);
        expectContainedIn(pockets, name, hostile);
      }
      const apt = await chooseTab(form, 'APT sources');
      await within(apt).findByRole('searchbox', { name: 'Search for APT sources' });
      const hostileSource = aptSourceList(apt)[5]!;
      expect(hostileSource).to.deep.equal({ name: shown, checked: true, line: shown });
      expectNoMarkupElements(portal.shadowRoot!);
      expectInert();

      // Saved (the server's answer quotes it back): the notice's title quotes it, isolated.
      within(panel).getByRole('button', { name: 'Save changes' }).click();
      const saved = await findNotification(screen, T.saved.message);
      expect(saved.textContent).to.include(T.saved.title(name));
      expectContainedIn(document.body, saved, hostile, T.saved.message);

      // Removed: the modal's body and the notice.
      await rowAction(screen, name, T.removeItem(name));
      const modal = await screen.findByRole('dialog', { name: T.removeTitle });
      const body = within(modal).getByText((_, element) => element?.localName === 'p' && element.textContent!.startsWith('This will remove "'));
      expect(body.textContent).to.equal(`This will remove "${name}" profile. This action is irreversible.`);
      expectContainedIn(modal, body, hostile, '" profile.');
      await typeInto(within(modal).getByRole('textbox', { name: `Type remove ${seeded.name} to confirm` }), `remove ${seeded.name}`);
      within(modal).getByRole('button', { name: 'Remove' }).click();
      const removed = await findNotification(screen, T.removed.title);
      expect(removed.textContent).to.include(T.removed.message(name));
      expectContainedIn(document.body, removed, hostile, '" removed successfully');
      expectNoMarkupElements(portal.shadowRoot!);
      expectInert();
      cases += 1;
    });
  }
});
