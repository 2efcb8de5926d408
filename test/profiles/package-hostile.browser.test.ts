/**
 * Hostile server strings on the package profiles screen (issue 11's table, test/hardening/hostile.ts,
 * continued here): the seeded profile 6 (its title markup, a right-to-left override and emoji; its
 * description a `<script>` and zero-width characters; its tags markup and an override) and its
 * constraints (a package and a version made of markup, quotes, an override in a package and in a
 * version, zero-width characters in a name, a 300-character name and a 150-character version, a
 * `<script>` package with an emoji version), through the real server:
 * - shown as text in the list, the details (facts and the constraints' table), the constraints
 *   editor (its rows and a row's inline edit), the edit form and the removal modal: no element made
 *   from markup, nothing run, the page no wider than the viewport, each string isolated (bidi);
 * - saved unchanged, the strings go back exactly as they came; a notice quoting the title isolates it;
 * - duplicated, the copy's constraints (by the source's name) read back exactly equal.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal } from '../helpers/portal.ts';
import { clearRequests, type SimNamespace } from '../helpers/simulator.ts';
import { allElements, expectContainedIn, expectInert, isIsolated, textHolder } from '../hardening/hostile.ts';
import {
  chosenTags,
  constraintValues,
  fact,
  findPanel,
  openPackageList,
  PACKAGE,
  packageChangeCalls,
  rowAction,
  rowOf,
  serverConstraints,
  serverPackageProfile,
  serverPackageProfiles,
  signedIn,
  type ServerConstraint,
  type ServerPackageProfile,
} from './helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const T = PACKAGE;

/** No element a server string could have made (`<img>`, `<script>` …) exists under `scope`. */
function expectNoMarkupElements(scope: Element | ShadowRoot) {
  const made = allElements(scope).filter((element) => ['img', 'script', 'iframe', 'b', 'i'].includes(element.localName));
  expect(
    made.map((element) => element.outerHTML.slice(0, 80)),
    'elements made from a server string',
  ).to.deep.equal([]);
}

const cellsOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(':scope > td, :scope > th')];

/** The cell's text holder of `value` is isolated inside the cell. */
function expectIsolatedIn(cell: HTMLElement, value: string) {
  expect(isIsolated(textHolder(cell, value), cell), `"${value.slice(0, 20)}" is not isolated`).to.equal(true);
}

const ruleWords = (constraint: ServerConstraint) =>
  constraint.rule === '' && constraint.version === '' ? 'Any' : `${T.rules[constraint.rule] ?? constraint.rule} ${constraint.version}`;

describe('package profiles: the seeded hostile profile, through the real server', () => {
  let ns: SimNamespace;
  let profile: ServerPackageProfile;
  beforeEach(async () => {
    ns = await signedIn();
    delete window.__hostileRan;
    profile = await serverPackageProfile(ns, 6);
  });
  afterEach(leavePortal);

  it('the seed holds the hostile strings this file is about', () => {
    expect(profile.title).to.contain('<img').and.to.contain('\u202E');
    expect(profile.description).to.contain('<script>').and.to.contain('\u200B');
    expect(profile.tags.some((tag) => tag.includes('<img'))).to.equal(true);
    const packages = profile.constraints.map((constraint) => constraint.package);
    expect(packages.some((name) => name.includes('<img'))).to.equal(true);
    expect(packages.some((name) => name.includes('\u202E'))).to.equal(true);
    expect(packages.some((name) => name.includes('<script>'))).to.equal(true);
    expect(packages.some((name) => name.length > 250)).to.equal(true);
    expect(profile.constraints.some((constraint) => constraint.version.includes('<img'))).to.equal(true);
  });

  it('shows its title, name, description and tags as text in the list, each isolated; nothing made from markup, nothing run', async () => {
    const { portal, table } = await openPackageList(ns);
    const row = rowOf(table, profile.title);
    const [name, description, , tags] = cellsOf(row);
    const button = name!.querySelector('button')!;
    expect(button.textContent).to.equal(profile.title);
    expect(button.nextElementSibling!.textContent).to.equal(profile.name);
    expect(description!.textContent).to.equal(profile.description);
    expect(tags!.textContent).to.equal(profile.tags.join(', '));
    expectIsolatedIn(button, profile.title);
    expectIsolatedIn(description!, profile.description);
    expectIsolatedIn(tags!, profile.tags[1]!);
    // The row's menu comes with the list's dialogs, loaded as the list mounts: waited for, not assumed.
    expect(await within(row).findByRole('button', { name: `${profile.title} profile actions` })).to.exist;
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
  });

  it('shows the facts and every constraint (package, version) as text in the details, each isolated, the page no wider', async () => {
    const { portal, screen, table } = await openPackageList(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: T.openItem(profile.title) }).click();
    const panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Description').textContent).to.equal(profile.description));
    expect(fact(panel, 'Title').textContent).to.equal(profile.title);
    expect(fact(panel, 'Tags').textContent).to.equal(profile.tags.join(', '));
    for (const [label, value] of [
      ['Title', profile.title],
      ['Description', profile.description],
    ] as const) {
      expectContainedIn(panel, fact(panel, label).querySelector('bdi') ?? fact(panel, label), { label: 'seed', value });
    }
    const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
    await waitFor(() => expect(constraints.querySelectorAll('tbody tr')).to.have.length(profile.constraints.length));
    const rows = [...constraints.querySelectorAll('tbody tr')];
    profile.constraints.forEach((constraint, index) => {
      const [, pkg, version] = cellsOf(rows[index]!);
      expect(pkg!.textContent, constraint.package).to.equal(constraint.package);
      expect(version!.textContent, constraint.package).to.equal(ruleWords(constraint));
      expectIsolatedIn(pkg!, constraint.package);
      if (constraint.version !== '') expectIsolatedIn(version!, constraint.version);
    });
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
  });

  it('shows every constraint as text in the editor; the inline edit holds the strings exactly; an unchanged Save sends nothing', async () => {
    const { portal, screen } = await openPackageList(ns);
    await rowAction(screen, profile.title, /package constraints/);
    const panel = await findPanel(screen, T.editorPanel(profile.title));
    const table = await within(panel).findByRole('table', { name: T.editorPanel(profile.title) });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).to.have.length(profile.constraints.length));
    const rows = [...table.querySelectorAll('tbody tr')];
    profile.constraints.forEach((constraint, index) => {
      const [, , pkg, , version] = cellsOf(rows[index]!);
      expect(pkg!.textContent, constraint.package).to.equal(constraint.package);
      expect(version!.textContent, constraint.package).to.equal(constraint.version === '' ? '---' : constraint.version);
      expectIsolatedIn(pkg!, constraint.package);
      if (constraint.version !== '') expectIsolatedIn(version!, constraint.version);
      expect(within(rows[index] as HTMLElement).getByRole('checkbox', { name: `Toggle ${constraint.package} constraint` })).to.exist;
    });
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();

    // The markup package, edited in place: its values exactly, and nothing sent when unchanged.
    const markup = profile.constraints.find((constraint) => constraint.package.includes('<img'))!;
    await clearRequests(ns);
    within(table).getByRole('button', { name: `Edit ${markup.package} constraint` }).click();
    const pkg = (await within(panel).findByRole('textbox', { name: `Package, ${markup.package}` })) as HTMLInputElement;
    const version = within(panel).getByRole('textbox', { name: `Version, ${markup.package}` }) as HTMLInputElement;
    expect([pkg.value, version.value]).to.deep.equal([markup.package, markup.version]);
    within(table).getByRole('button', { name: `Save ${markup.package} constraint` }).click();
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: `Package, ${markup.package}` })).to.equal(null));
    expect(await packageChangeCalls(ns), 'nothing sent for an unchanged row').to.deep.equal([]);
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
  });

  it('saved unchanged from the edit form, the strings go back exactly; the notice and the removal modal quote the title isolated', async () => {
    const { portal, screen } = await openPackageList(ns);
    await rowAction(screen, profile.title, T.editItem(profile.title));
    const panel = await findPanel(screen, T.editPanel(profile.title));
    const form = await within(panel).findByRole('form', { name: T.editPanel(profile.title) });
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).to.equal(profile.title);
    expect((within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).to.equal(profile.description);
    expect(chosenTags(panel)).to.deep.equal(profile.tags);
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Save changes' }).click();
    const saved = await findNotification(screen, T.saved.message(profile.title));
    expectContainedIn(document.body, saved, { label: 'seed', value: profile.title }, '" updated successfully');
    const [put] = await packageChangeCalls(ns);
    expect(put!.body).to.deep.equal({ title: profile.title, description: profile.description, all_computers: false, tags: profile.tags });
    expect(await serverPackageProfile(ns, 6)).to.deep.include({ title: profile.title, description: profile.description, tags: profile.tags });

    await rowAction(screen, profile.title, T.removeItem(profile.title));
    const modal = await screen.findByRole('dialog', { name: T.removeTitle });
    const body = within(modal).getByText((_, element) => element?.localName === 'p' && element.textContent === `This will remove "${profile.title}" profile. This action is irreversible.`);
    expectContainedIn(modal, body, { label: 'seed', value: profile.title }, '" profile.');
    await typeInto(within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }), `remove ${profile.name}`);
    within(modal).getByRole('button', { name: 'Remove' }).click();
    const removed = await findNotification(screen, T.removed.message(profile.title));
    expectContainedIn(document.body, removed, { label: 'seed', value: profile.title }, '" removed successfully');
    expect((await serverPackageProfiles(ns)).map((candidate) => candidate.id)).to.not.include(6);
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
  });

  it('duplicated by its name, the copy holds exactly the same hostile constraints', async () => {
    const { portal, screen } = await openPackageList(ns);
    await rowAction(screen, profile.title, T.duplicateItem(profile.title));
    const panel = await findPanel(screen, T.duplicatePanel(profile.title));
    const form = await within(panel).findByRole('form', { name: T.duplicatePanel(profile.title) });
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).to.equal(`${profile.title} (copy)`);
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Duplicate' }).click();
    await findNotification(screen, T.duplicated.message(profile.title));
    const [post] = await packageChangeCalls(ns);
    expect((post!.body as { copy_from: string }).copy_from).to.equal(profile.name);
    const copy = (await serverPackageProfiles(ns)).find((candidate) => candidate.title === `${profile.title} (copy)`)!;
    expect(copy, 'the copy on the server').to.exist;
    expect(constraintValues(await serverConstraints(ns, copy.name))).to.deep.equal(constraintValues(profile.constraints));
    expectNoMarkupElements(portal.shadowRoot!);
    expectInert();
  });
});
