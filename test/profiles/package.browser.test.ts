/**
 * Package profiles (screens profiles.md §0, §2) on /profiles/package and in
 * `landscape-package-profiles`, against the simulator over HTTP:
 * - the list: its eight columns (Name with the profile's name muted below the title, Description,
 *   Access group by its title, Tags, Not compliant and Pending linked to those instances, Associated
 *   linked to `profile:package:{id}`), the help buttons' tooltips by keyboard, the search in the page
 *   with its chip, the empty state of initech;
 * - add from each source: an instance found by name (its id sent as a number), a file (a CSV with a
 *   bad line: its line number and nothing sent; a good CSV sent as `material`; `dpkg --get-selections`
 *   output), typed rows (a rule without a version, no row at all, valid rows sent trimmed); the
 *   required fields; a refusal in the open panel with every value kept; one request per double click;
 * - duplicate by the source's name, its constraints read back equal; edit clearing the description
 *   and the last tag; removal typed to confirm;
 * - the details: the facts, the constraints paged and searched on the server (profile 8: 2,000), the
 *   button opening the constraints editor;
 * - the element alone; axe on the list, the add form with typed rows and the details.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { switchAccount } from '../../src/state/auth.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { findNotification, queryNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import {
  chooseFile,
  chooseValue,
  chosenTags,
  constraintListRequests,
  constraintRow,
  constraintValues,
  describedText,
  expectPackageRows,
  fact,
  facts,
  fieldError,
  fillConstraintRow,
  findPanel,
  groupTitles,
  instancesText,
  legacyParams,
  openPackageList,
  openRowMenu,
  PACKAGE,
  packageChangeCalls,
  packageListRequests,
  packageRow,
  pickTag,
  renderPackageElement,
  retype,
  rowAction,
  packageCells,
  packageHeaders,
  rowOf,
  serverConstraints,
  serverPackageProfile,
  serverPackageProfiles,
  serverRest,
  settledPackageTable,
  shownRows,
  shownTitles,
  signedIn,
  tokenIn,
  unpickTag,
  type Screen,
  type ServerConstraint,
  type ServerPackageProfile,
} from './helpers.ts';

const T = PACKAGE;

/** The add form's fields. */
function addFields(form: HTMLElement) {
  const scope = within(form);
  return {
    title: scope.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    description: scope.getByRole('textbox', { name: 'Description' }) as HTMLInputElement,
    group: scope.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement,
    all: scope.getByRole('checkbox', { name: 'Associate to all instances' }) as HTMLInputElement,
    source: scope.getByRole('combobox', { name: 'Package constraints' }) as HTMLSelectElement,
  };
}

async function openAdd(screen: Screen) {
  screen.getAllByRole('button', { name: T.add })[0]!.click();
  const panel = await findPanel(screen, T.add);
  const form = await within(panel).findByRole('form', { name: T.add });
  await within(form).findByRole('combobox', { name: 'Access group' });
  return { panel, form, submit: within(form).getByRole('button', { name: T.add }) };
}

/** The file input of the add form's `material` source. */
const fileInput = (form: HTMLElement) => within(form).getByLabelText(/^Upload constraints/, { selector: 'input[type="file"]' }) as HTMLInputElement;

/** Waits until the profile of this title exists on the server; it. */
async function madeProfile(ns: SimNamespace, title: string): Promise<ServerPackageProfile> {
  let made: ServerPackageProfile | undefined;
  await waitFor(async () => {
    made = (await serverPackageProfiles(ns)).find((profile) => profile.title === title);
    expect(made, `"${title}" on the server`).to.exist;
  });
  return made!;
}

const hrefQuery = (link: Element) => new URL(link.getAttribute('href')!, location.href).searchParams.get('query');

/** The link of a cell (by its column header) of a profile's row, or null. */
function cellLink(table: HTMLElement, title: string, column: string): HTMLAnchorElement | null {
  const index = packageHeaders(table).indexOf(column);
  const cell = rowOf(table, title).querySelectorAll(':scope > td, :scope > th')[index]!;
  return cell.querySelector('a');
}

async function search(screen: Screen, text: string) {
  const box = screen.getByRole('searchbox', { name: T.searchLabel }) as HTMLInputElement;
  box.select();
  await typeInto(box, text);
  await sendKeys({ press: 'Enter' });
}

// ------------------------------------------------------------------------------------------------ list

describe('package profiles list in the portal', () => {
  // The seed, read only: one namespace for the tests that change nothing.
  let ns: SimNamespace;
  let groups: Map<string, string>;
  let server: ServerPackageProfile[];
  before(async () => {
    ns = await signedIn();
    groups = await groupTitles(ns);
    server = await serverPackageProfiles(ns);
  });
  afterEach(leavePortal);

  it('shows the eight columns and every profile as the server lists them, the name muted under the title, with one list request; accessible', async () => {
    expect(server.map((profile) => profile.id)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    const before = (await packageListRequests(ns)).length;
    const { portal, screen, table } = await openPackageList(ns);
    await waitFor(() => expect(packageHeaders(table)).to.deep.equal(T.columns));
    await expectPackageRows(screen, server, groups);
    // Spot checks of the reading itself.
    expect(packageCells(table, 'Base tooling')).to.deep.include({ 'Access group': 'Global access', Tags: 'All instances', Associated: instancesText(server[0]!.computers.constrained.length) });
    expect(packageCells(table, 'Database host')).to.deep.include({ 'Access group': 'Production servers', Tags: 'db' });
    expect(packageCells(table, 'Kiosk lockdown (not assigned yet)')).to.deep.include({
      Description: '---',
      Tags: '---',
      Associated: '---',
      'Not compliant': '0 instances',
      'Pending': '0 instances',
    });
    expect(server[0]!.computers.constrained.length, 'the seed counts thousands').to.be.above(1000);
    expect(packageCells(table, 'Base tooling')['Associated']).to.match(/^\d,\d{3} instances$/);

    // The name (the slug the API uses) below the title, muted: smaller and in another colour than the title.
    const nameCell = rowOf(table, 'Web stack').querySelector(':scope > td, :scope > th')!;
    const button = within(nameCell as HTMLElement).getByRole('button', { name: T.openItem('Web stack') });
    expect(button.textContent).to.equal('Web stack');
    const name = button.nextElementSibling as HTMLElement;
    expect(name.textContent).to.equal('web-stack');
    expect(getComputedStyle(name).color).to.not.equal(getComputedStyle(button).color);
    expect(parseFloat(getComputedStyle(name).fontSize)).to.be.below(parseFloat(getComputedStyle(button).fontSize));

    // The counts link to those instances; 0 is text; no association is ---.
    for (const profile of server) {
      const nonCompliant = cellLink(table, profile.title, 'Not compliant');
      const pending = cellLink(table, profile.title, 'Pending');
      const associated = cellLink(table, profile.title, 'Associated');
      if (profile.computers['non-compliant'].length === 0) expect(nonCompliant, profile.title).to.equal(null);
      else {
        expect(hrefQuery(nonCompliant!), profile.title).to.equal(`package-profile:${profile.id}:non-compliant`);
        expect(nonCompliant!.getAttribute('href')).to.match(new RegExp(`instances\\?query=package-profile%3A${profile.id}%3Anon-compliant$`));
      }
      if (profile.computers.pending.length === 0) expect(pending, profile.title).to.equal(null);
      else {
        expect(hrefQuery(pending!), profile.title).to.equal(`package-profile:${profile.id}:pending`);
        expect(pending!.getAttribute('href')).to.match(new RegExp(`instances\\?query=package-profile%3A${profile.id}%3Apending$`));
      }
      if (!profile.all_computers && profile.tags.length === 0) expect(associated, profile.title).to.equal(null);
      else expect(hrefQuery(associated!), profile.title).to.equal(`profile:package:${profile.id}`);
    }
    expect(screen.getByRole('button', { name: T.add })).to.exist;
    const sent = (await packageListRequests(ns)).slice(before);
    expect(sent, 'one list request').to.have.length(1);
    await expect(portal).to.be.accessible();
  });

  it('the Not compliant and Pending help buttons show their tooltips by keyboard (Tab, Shift+Tab), Escape hides them', async () => {
    const { screen, table } = await openPackageList(ns);
    const notCompliant = await within(table).findByRole('button', { name: 'About Not compliant' });
    const pending = within(table).getByRole('button', { name: 'About Pending' });
    expect(screen.queryByRole('tooltip')).to.equal(null);
    notCompliant.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(deepActiveElement()).to.equal(pending));
    let tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).to.equal(T.help.pending);
    expect(pending.getAttribute('aria-describedby')).to.equal(tooltip.id);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await waitFor(() => expect(deepActiveElement()).to.equal(notCompliant));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).to.equal(T.help.notCompliant));
    tooltip = screen.getByRole('tooltip');
    expect(notCompliant.getAttribute('aria-describedby')).to.equal(tooltip.id);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));
    expect(deepActiveElement()).to.equal(notCompliant);
  });

  it('searches title, name, description and tags in the page, with its chip in the address and no request; no match says so, verbatim', async () => {
    const { screen } = await openPackageList(ns);
    const before = (await packageListRequests(ns)).length;
    // A title; a name alone; a description alone; a tag alone.
    for (const [text, ids] of [
      ['KIOSK', [7]],
      ['developer-desktop', [4]],
      ['PGDG', [3]],
      ['proxy', [2]],
    ] as const) {
      await search(screen, text);
      await waitForPath(`${T.route}?${new URLSearchParams({ search: text })}`);
      await expectPackageRows(screen, server.filter((profile) => (ids as readonly number[]).includes(profile.id)), groups);
      expect(screen.getByRole('list', { name: 'Active filters' }).textContent).to.equal(`Search: ${text}`);
    }
    await search(screen, 'no profile is called this');
    const table = await settledPackageTable(screen);
    await waitFor(() => expect(table.querySelector('tbody')!.textContent).to.equal(T.noMatch('no profile is called this')));
    expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
    screen.getByRole('button', { name: 'Remove Search filter: no profile is called this' }).click();
    await waitForPath(T.route);
    await expectPackageRows(screen, server, groups);
    expect((await packageListRequests(ns)).length, 'the search is the page’s own').to.equal(before);
  });
});

describe('package profiles list: empty', () => {
  afterEach(leavePortal);

  it('shows the empty state verbatim, and only it, for an organisation without any (initech); its Add opens the form', async () => {
    const ns = await signedIn();
    expect(await serverPackageProfiles(ns, await tokenIn(ns, 'initech'))).to.deep.equal([]);
    const { root, portal, screen } = await openPackageList(ns);
    await switchAccount(root.store, 'initech');
    const heading = await screen.findByRole('heading', { level: 2, name: T.empty.title });
    expect(heading.nextElementSibling!.textContent).to.equal(T.empty.body);
    const link = screen.getByRole('link', { name: new RegExp(`^${T.empty.link}`) });
    expect(link.getAttribute('href')).to.equal(T.empty.href);
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(screen.queryByRole('table')).to.equal(null);
    expect(screen.queryByRole('searchbox')).to.equal(null);
    expect(screen.queryByRole('alert')).to.equal(null);
    await expect(portal).to.be.accessible();
    const adds = screen.getAllByRole('button', { name: T.add });
    expect(adds, 'one Add button: the empty state’s').to.have.length(1);
    adds[0]!.click();
    await within(await findPanel(screen, T.add)).findByRole('form', { name: T.add });
  });
});

// ------------------------------------------------------------------------------------------------- add

describe('package profiles: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { latencyMs: 0, faults: [] });
    leavePortal();
  });

  it('requires the name, the description and the source (This field is required.); nothing sent while invalid', async () => {
    const { screen } = await openPackageList(ns);
    const { form, submit } = await openAdd(screen);
    const fields = addFields(form);
    expect([fields.title.value, fields.description.value, fields.group.value, fields.all.checked, fields.source.value]).to.deep.equal(['', '', 'global', false, '']);
    expect([...fields.source.options].map((option) => option.textContent)).to.deep.equal(['Select constraints type', T.sources.instance, T.sources.material, T.sources.manual]);
    await clearRequests(ns);
    submit.click();
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required.'));
    expect(fieldError(fields.description)).to.equal('This field is required.');
    expect(fieldError(fields.source)).to.equal('This field is required.');
    // Spaces are no name nor description.
    await typeInto(fields.title, '   ');
    await typeInto(fields.description, '  ');
    submit.click();
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required.'));
    expect(fieldError(fields.description)).to.equal('This field is required.');
    // The instance source, without an instance.
    chooseValue(fields.source, 'instance');
    const instance = await within(form).findByRole('combobox', { name: 'Instance' });
    submit.click();
    await waitFor(() => expect(fieldError(instance)).to.equal('This field is required.'));
    // The file source, without a file.
    chooseValue(fields.source, 'material');
    const file = await waitFor(() => fileInput(form));
    submit.click();
    await waitFor(() => expect(fieldError(file)).to.equal('This field is required.'));
    expect(await packageChangeCalls(ns), 'nothing sent while invalid').to.deep.equal([]);
  });

  it("from an instance found by name in the picker: the POST's source_computer_id is a number; one request per double click; the notice after the yes; the row at once", async () => {
    const groups = await groupTitles(ns);
    // An instance far past the first page of instances: found only by its name.
    const instance = await serverRest<{ id: number; title: string }>(ns, 'GET', 'computers/1234');
    const { screen, table } = await openPackageList(ns);
    const { panel, form, submit } = await openAdd(screen);
    const fields = addFields(form);
    await typeInto(fields.title, 'Like a staging k8s node');
    await typeInto(fields.description, `Every package of ${instance.title}.`);
    chooseValue(fields.source, 'instance');
    const picker = await within(form).findByRole('combobox', { name: 'Instance' });
    expect(describedText(picker)).to.equal('Type part of an instance\u2019s name to find it.');
    await clearRequests(ns);
    await typeInto(picker, instance.title);
    // The options are the server's matches for the text typed.
    const listbox = await screen.findByRole('listbox', { name: 'Instance' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal([instance.title]));
    const searched = (await requests(ns, { method: 'GET', path: 'computers' })).map((request) => request.query['query']);
    expect(searched, 'searched on the server as one quoted term').to.include(`"${instance.title}"`);
    within(listbox).getByRole('option', { name: instance.title }).click();
    await within(form).findByRole('button', { name: `Remove ${instance.title}` });
    await sendKeys({ press: 'Escape' });
    expect(panel.isConnected).to.equal(true);

    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 400 });
    submit.click();
    submit.click();
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, T.added.title)).to.equal(null);
    const notice = await findNotification(screen, T.added.message('Like a staging k8s node'));
    expect(notice.textContent).to.include(T.added.title);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected, 'the panel closed').to.equal(false));
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal(['POST packageprofiles']);
    expect(calls[0]!.body).to.deep.equal({
      title: 'Like a staging k8s node',
      description: `Every package of ${instance.title}.`,
      access_group: 'global',
      all_computers: false,
      tags: [],
      source_computer_id: instance.id,
    });
    expect(typeof (calls[0]!.body as { source_computer_id: unknown }).source_computer_id).to.equal('number');
    const made = await madeProfile(ns, 'Like a staging k8s node');
    expect(made.constraints.length).to.be.above(0);
    expect(made.constraints.every((constraint) => constraint.constraint === 'depends' && constraint.rule === '=')).to.equal(true);
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(packageRow(made, groups)));
  });

  it('from a CSV file: a bad line is reported by its number and nothing is sent; a good file is sent whole as material', async () => {
    const { screen, table } = await openPackageList(ns);
    const { panel, form, submit } = await openAdd(screen);
    const fields = addFields(form);
    await typeInto(fields.title, 'From a CSV file');
    await typeInto(fields.description, 'Uploaded.');
    chooseValue(fields.source, 'material');
    const input = await waitFor(() => fileInput(form));
    expect(describedText(input)).to.include(
      'File should be formatted as either a package profile CSV file or the output of running "dpkg --get-selections" on a computer with desired packages installed.',
    );
    await clearRequests(ns);
    const bad = 'constraint,package,rule,version\ndepends,nginx,>=,1.24.0\nrequires,vim,,\nconflicts,apache2,,\n';
    chooseFile(input, new File([bad], 'profile.csv', { type: 'text/csv' }));
    await within(form).findByText('profile.csv');
    submit.click();
    await waitFor(() => expect(fieldError(input)).to.equal('Line 3: "requires" is not a constraint: use depends or conflicts.'));
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(await packageChangeCalls(ns), 'nothing sent for a bad file').to.deep.equal([]);
    expect(panel.isConnected).to.equal(true);

    // A good file, typed by Windows as a spreadsheet: its type does not matter.
    const good = 'constraint,package,rule,version\r\ndepends,nginx,>=,1.24.0\r\nconflicts,apache2,,\r\ndepends,curl,,\r\n';
    chooseFile(input, new File([good], 'fixed.csv', { type: 'application/vnd.ms-excel' }));
    await within(form).findByText('fixed.csv');
    await waitFor(() => expect(fieldError(input)).to.equal(''));
    submit.click();
    await findNotification(screen, T.added.message('From a CSV file'));
    const [post] = await packageChangeCalls(ns);
    expect(post!.body).to.deep.equal({ title: 'From a CSV file', description: 'Uploaded.', access_group: 'global', all_computers: false, tags: [], material: good });
    const made = await madeProfile(ns, 'From a CSV file');
    expect(constraintValues(await serverConstraints(ns, made.name))).to.deep.equal([
      { constraint: 'depends', package: 'nginx', rule: '>=', version: '1.24.0' },
      { constraint: 'conflicts', package: 'apache2', rule: '', version: '' },
      { constraint: 'depends', package: 'curl', rule: '', version: '' },
    ]);
    await waitFor(() => expect(shownTitles(table)).to.include('From a CSV file'));
  });

  it('from the output of dpkg --get-selections (a .txt file): install depends, deinstall conflicts', async () => {
    const { screen } = await openPackageList(ns);
    const { form, submit } = await openAdd(screen);
    const fields = addFields(form);
    await typeInto(fields.title, 'From dpkg');
    await typeInto(fields.description, 'dpkg --get-selections > selections.txt');
    chooseValue(fields.source, 'material');
    const input = await waitFor(() => fileInput(form));
    const selections = 'curl\t\t\t\t\tinstall\nvim\t\t\t\t\t\tinstall\ntelnet\t\t\t\t\tdeinstall\n';
    chooseFile(input, new File([selections], 'selections.txt', { type: 'text/plain' }));
    await within(form).findByText('selections.txt');
    await clearRequests(ns);
    submit.click();
    await findNotification(screen, T.added.message('From dpkg'));
    const [post] = await packageChangeCalls(ns);
    expect((post!.body as { material: string }).material).to.equal(selections);
    const made = await madeProfile(ns, 'From dpkg');
    expect(constraintValues(made.constraints)).to.deep.equal([
      { constraint: 'depends', package: 'curl', rule: '', version: '' },
      { constraint: 'depends', package: 'vim', rule: '', version: '' },
      { constraint: 'conflicts', package: 'telnet', rule: '', version: '' },
    ]);
  });

  it('typed rows: a rule without a version is Required. under the version; no row is the block’s error; nothing sent; valid rows sent trimmed; accessible', async () => {
    const { portal, screen } = await openPackageList(ns);
    const { panel, form, submit } = await openAdd(screen);
    const fields = addFields(form);
    await typeInto(fields.title, '  Typed by hand  ');
    await typeInto(fields.description, 'Rows typed in the form.');
    chooseValue(fields.source, 'manual');
    // One empty row to start with.
    await waitFor(() => constraintRow(form, 1));
    expect(within(form).queryByRole('combobox', { name: 'Constraint, Constraint 2' })).to.equal(null);
    let row = constraintRow(form, 1);
    expect([row.constraint.value, row.package.value, row.rule.value, row.version.value]).to.deep.equal(['', '', '', '']);
    expect([...row.rule.options].map((option) => option.textContent)).to.deep.equal(['Any', 'Newer or equal to', 'Newer than', 'Equal to', 'Older than', 'Older or equal to']);
    await fillConstraintRow(form, 1, { constraint: 'depends', package: 'nginx', rule: '>=' });
    await clearRequests(ns);
    submit.click();
    await waitFor(() => expect(describedText(row.version)).to.equal('Required.'));
    expect(row.version.getAttribute('aria-invalid')).to.equal('true');
    expect([describedText(row.constraint), describedText(row.package), describedText(row.rule)]).to.deep.equal(['', '', '']);
    await expect(portal).to.be.accessible();

    // No row at all.
    within(form).getByRole('button', { name: 'Delete constraint row 1' }).click();
    await within(form).findByText('No constraints added yet.');
    submit.click();
    const alert = await within(form).findByText(T.atLeastOne);
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(await packageChangeCalls(ns), 'nothing sent while invalid').to.deep.equal([]);

    // Two rows, the newest on top; spaces around the values.
    const addRow = within(form).getByRole('button', { name: 'Add new constraint' });
    addRow.click();
    await waitFor(() => constraintRow(form, 1));
    await fillConstraintRow(form, 1, { constraint: 'conflicts', package: ' apache2 ' });
    addRow.click();
    await waitFor(() => constraintRow(form, 2));
    expect(constraintRow(form, 2).package.value, 'a new row goes first').to.equal(' apache2 ');
    await fillConstraintRow(form, 1, { constraint: 'depends', package: '  nginx ', rule: '>=', version: ' 1.24.0-2ubuntu7 ' });
    row = constraintRow(form, 1);
    await waitFor(() => expect(within(form).queryByText(T.atLeastOne)).to.equal(null));
    await expect(portal).to.be.accessible();
    submit.click();
    await findNotification(screen, T.added.message('Typed by hand'));
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await packageChangeCalls(ns);
    expect(calls).to.have.length(1);
    expect(calls[0]!.body).to.deep.equal({
      title: 'Typed by hand',
      description: 'Rows typed in the form.',
      access_group: 'global',
      all_computers: false,
      tags: [],
      constraints: [
        { constraint: 'depends', package: 'nginx', rule: '>=', version: '1.24.0-2ubuntu7' },
        { constraint: 'conflicts', package: 'apache2', rule: '', version: '' },
      ],
    });
    const made = await madeProfile(ns, 'Typed by hand');
    expect(constraintValues(made.constraints)).to.deep.equal((calls[0]!.body as { constraints: unknown[] }).constraints);
  });

  it('shows a refusal inside the open panel with every value kept, no notice; the same press then adds it', async () => {
    const { portal, screen } = await openPackageList(ns);
    const { panel, form, submit } = await openAdd(screen);
    const fields = addFields(form);
    await typeInto(fields.title, 'Web stack');
    await typeInto(fields.description, 'Refused once.');
    chooseValue(fields.group, 'servers');
    await pickTag(panel, 'web');
    chooseValue(fields.source, 'manual');
    await waitFor(() => constraintRow(form, 1));
    await fillConstraintRow(form, 1, { constraint: 'depends', package: 'haproxy', rule: '=', version: '2.8.5-1ubuntu3' });
    const message = 'A package profile titled "<b>Web stack</b>" already exists. Choose another title.';
    await setOptions(ns, { faults: [{ method: 'POST', path: 'packageprofiles', status: 400, times: 1, body: { error: 'DuplicateTitle', message } }] });
    await clearRequests(ns);
    submit.click();
    const shown = await within(panel).findByText(message);
    expect(shown.querySelector('b')).to.equal(null);
    expect(panel.isConnected).to.equal(true);
    expect(queryNotification(screen, T.added.title)).to.equal(null);
    const kept = addFields(form);
    expect([kept.title.value, kept.description.value, kept.group.value, kept.all.checked, kept.source.value]).to.deep.equal(['Web stack', 'Refused once.', 'servers', false, 'manual']);
    expect(chosenTags(panel)).to.deep.equal(['web']);
    const row = constraintRow(form, 1);
    expect([row.constraint.value, row.package.value, row.rule.value, row.version.value]).to.deep.equal(['depends', 'haproxy', '=', '2.8.5-1ubuntu3']);
    await expect(portal).to.be.accessible();

    await retype(kept.title, 'Web stack, load balanced');
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
    submit.click();
    await findNotification(screen, T.added.message('Web stack, load balanced'));
    const calls = await packageChangeCalls(ns);
    expect(calls).to.have.length(2);
    expect(calls[1]!.body).to.deep.equal({ ...(calls[0]!.body as object), title: 'Web stack, load balanced' });
    expect(calls[1]!.body).to.deep.include({ access_group: 'servers', tags: ['web'], constraints: [{ constraint: 'depends', package: 'haproxy', rule: '=', version: '2.8.5-1ubuntu3' }] });
  });
});

// ------------------------------------------------------------------------------------------- duplicate

describe('package profiles: duplicate', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { latencyMs: 0, faults: [] });
    leavePortal();
  });

  it("sends copy_from = the source's name (not its title), once per double click; the copy's constraints read back equal the source's; the notice names the source", async () => {
    const groups = await groupTitles(ns);
    const source = await serverPackageProfile(ns, 4);
    expect(source.name).to.not.equal(source.title);
    const sourceConstraints = await serverConstraints(ns, source.name);
    expect(new Set(sourceConstraints.map((constraint) => constraint.rule)).size, 'every kind of rule').to.equal(6);
    const { screen, table } = await openPackageList(ns);
    await rowAction(screen, source.title, T.duplicateItem(source.title));
    const panel = await findPanel(screen, T.duplicatePanel(source.title));
    const form = await within(panel).findByRole('form', { name: T.duplicatePanel(source.title) });
    const title = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(title.value).to.equal(`${source.title} (copy)`);
    expect((within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).to.equal(source.description);
    expect(chosenTags(panel)).to.deep.equal(source.tags);
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const submit = within(form).getByRole('button', { name: 'Duplicate' });
    submit.click();
    submit.click();
    const notice = await findNotification(screen, T.duplicated.message(source.title));
    expect(notice.textContent).to.include(T.duplicated.title);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal(['POST packageprofiles']);
    expect(calls[0]!.body).to.deep.equal({
      copy_from: source.name,
      title: `${source.title} (copy)`,
      description: source.description,
      access_group: source.access_group,
      all_computers: false,
      tags: source.tags,
    });
    const copy = await madeProfile(ns, `${source.title} (copy)`);
    expect(constraintValues(await serverConstraints(ns, copy.name))).to.deep.equal(constraintValues(sourceConstraints));
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(packageRow(copy, groups)));
  });
  it("shows the server's refusal (a title taken) inside the open panel with the values kept; the same press then duplicates", async () => {
    const source = await serverPackageProfile(ns, 3);
    const { screen } = await openPackageList(ns);
    await rowAction(screen, source.title, T.duplicateItem(source.title));
    const panel = await findPanel(screen, T.duplicatePanel(source.title));
    const form = await within(panel).findByRole('form', { name: T.duplicatePanel(source.title) });
    const title = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const description = within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement;
    await retype(title, 'WEB STACK');
    await retype(description, 'A copy refused once.');
    await clearRequests(ns);
    const submit = within(form).getByRole('button', { name: 'Duplicate' });
    submit.click();
    // The real server's refusal: another package profile has the title, whatever its case.
    await within(panel).findByText('A package profile titled "WEB STACK" already exists. Choose another title.');
    expect(panel.isConnected).to.equal(true);
    expect(queryNotification(screen, T.duplicated.title)).to.equal(null);
    expect([title.value, description.value]).to.deep.equal(['WEB STACK', 'A copy refused once.']);
    expect(chosenTags(panel)).to.deep.equal(source.tags);
    await retype(title, 'Database host, the copy');
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
    submit.click();
    await findNotification(screen, T.duplicated.message(source.title));
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => (call.body as { title: string }).title)).to.deep.equal(['WEB STACK', 'Database host, the copy']);
    expect(calls[1]!.body).to.deep.include({ copy_from: source.name, description: 'A copy refused once.' });
    const copy = await madeProfile(ns, 'Database host, the copy');
    expect(constraintValues(await serverConstraints(ns, copy.name))).to.deep.equal(constraintValues(source.constraints));
  });
});

// ------------------------------------------------------------------------------------------------ edit

describe('package profiles: edit', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { latencyMs: 0, faults: [] });
    leavePortal();
  });

  it('clearing the description and the last tag sends description "" and tags [] once per double click; the list shows them cleared', async () => {
    const profile = await serverPackageProfile(ns, 3);
    expect(profile.tags).to.deep.equal(['db']);
    expect(profile.description).to.not.equal('');
    const { portal, screen, table } = await openPackageList(ns);
    await rowAction(screen, profile.title, T.editItem(profile.title));
    const panel = await findPanel(screen, T.editPanel(profile.title));
    const form = await within(panel).findByRole('form', { name: T.editPanel(profile.title) });
    const title = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const description = within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement;
    expect([title.value, description.value]).to.deep.equal([profile.title, profile.description]);
    expect(chosenTags(panel)).to.deep.equal(['db']);
    await expect(portal).to.be.accessible();
    await retype(description, '');
    await unpickTag(panel, 'db');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const save = within(form).getByRole('button', { name: 'Save changes' });
    save.click();
    save.click();
    const notice = await findNotification(screen, T.saved.message(profile.title));
    expect(notice.textContent).to.include(T.saved.title);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal([`PUT packageprofiles/${profile.name}`]);
    expect(calls[0]!.body).to.deep.equal({ title: profile.title, description: '', all_computers: false, tags: [] });
    const saved = await serverPackageProfile(ns, profile.id);
    expect(saved).to.deep.include({ description: '', tags: [] });
    await waitFor(() => expect(packageCells(table, profile.title)).to.deep.include({ Description: '---', Tags: '---', Associated: '---' }));
  });
});

// ---------------------------------------------------------------------------------------------- remove

describe('package profiles: remove', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { latencyMs: 0, faults: [] });
    leavePortal();
  });

  it('is typed to confirm (remove {name}, exactly); a refusal stays in the modal; one request per double click, the notice, the row gone', async () => {
    const profile = await serverPackageProfile(ns, 2);
    const { portal, screen, table } = await openPackageList(ns);
    await rowAction(screen, profile.title, T.removeItem(profile.title));
    const modal = await screen.findByRole('dialog', { name: T.removeTitle });
    expect(within(modal).getByText(/^This will remove/).textContent).to.equal(`This will remove "${profile.title}" profile. This action is irreversible.`);
    const field = within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }) as HTMLInputElement;
    const confirm = within(modal).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    for (const wrong of [`Remove ${profile.name}`, `remove ${profile.title}`, `remove ${profile.name} `]) {
      await retype(field, wrong);
      await waitFor(() => expect(field.value).to.equal(wrong));
      expect(confirm.disabled, wrong).to.equal(true);
    }
    await retype(field, `remove ${profile.name}`);
    await waitFor(() => expect(confirm.disabled).to.equal(false));

    const message = 'Profile <i>web-stack</i> is being applied.';
    await setOptions(ns, { faults: [{ method: 'GET', path: 'RemovePackageProfile', status: 409, times: 1, body: { error: 'Busy', message } }] });
    await clearRequests(ns);
    confirm.click();
    await within(modal).findByText(message);
    expect(modal.isConnected).to.equal(true);
    expect(field.value).to.equal(`remove ${profile.name}`);
    expect(queryNotification(screen, T.removed.title)).to.equal(null);
    expect(shownTitles(table)).to.include(profile.title);

    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    await setOptions(ns, { latencyMs: 300 });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, T.removed.message(profile.title));
    expect(notice.textContent).to.include(T.removed.title);
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => [call.path, legacyParams(call)]), 'the refused one, then one for the double click').to.deep.equal([
      ['RemovePackageProfile', { name: profile.name }],
      ['RemovePackageProfile', { name: profile.name }],
    ]);
    await waitFor(() => expect(shownTitles(table)).to.not.include(profile.title));
    expect((await serverPackageProfiles(ns)).map((candidate) => candidate.id)).to.not.include(profile.id);
  });
});

// --------------------------------------------------------------------------------------------- details

/** The constraints table of the details, as a person reads it: constraint, package, version. */
const detailRows = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll(':scope > td, :scope > th')].map((cell) => cell.textContent));

const ruleWords = (constraint: ServerConstraint) =>
  constraint.rule === '' && constraint.version === '' ? 'Any' : `${T.rules[constraint.rule] ?? constraint.rule} ${constraint.version}`;
const detailRow = (constraint: ServerConstraint) => [T.kinds[constraint.constraint] ?? constraint.constraint, constraint.package, ruleWords(constraint)];

describe('package profiles: details', () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('shows the facts and the constraints with their words (Depends on, Newer or equal to …)', async () => {
    const profile = await serverPackageProfile(ns, 4);
    const { screen, table } = await openPackageList(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: T.openItem(profile.title) }).click();
    const panel = await findPanel(screen, profile.title);
    await waitFor(() =>
      expect(facts(panel)).to.deep.equal({
        Title: profile.title,
        Name: profile.name,
        'Access group': 'Global access',
        Description: profile.description,
        Tags: profile.tags.join(', '),
        'Associated to': instancesText(profile.computers.constrained.length),
        'Pending on': instancesText(profile.computers.pending.length),
        'Not compliant on': instancesText(profile.computers['non-compliant'].length),
      }),
    );
    expect(hrefQuery(within(fact(panel, 'Associated to')).getByRole('link'))).to.equal(`profile:package:${profile.id}`);
    expect(hrefQuery(within(fact(panel, 'Pending on')).getByRole('link'))).to.equal(`package-profile:${profile.id}:pending`);
    expect(hrefQuery(within(fact(panel, 'Not compliant on')).getByRole('link'))).to.equal(`package-profile:${profile.id}:non-compliant`);
    const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
    await waitFor(() => expect(detailRows(constraints)).to.deep.equal(profile.constraints.map(detailRow)));
    expect(within(panel).getByRole('toolbar', { name: `${profile.title} profile actions` })).to.exist;
  });

  it('pages 2,000 constraints on the server (page 1 of 100, 20 a page; next sends offset=20), searches lib (search=lib); its button opens the editor, Back returns', async () => {
    const profile = await serverPackageProfile(ns, 8);
    expect(profile.constraints).to.have.length(2000);
    const { screen, table } = await openPackageList(ns);
    await clearRequests(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: T.openItem(profile.title) }).click();
    const panel = await findPanel(screen, profile.title);
    const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
    await waitFor(() => expect(detailRows(constraints)).to.deep.equal(profile.constraints.slice(0, 20).map(detailRow)));
    const page = within(panel).getByRole('textbox', { name: 'Page number' }) as HTMLInputElement;
    expect(page.value).to.equal('1');
    expect(within(panel).getByText('of 100')).to.exist;
    let asked = await constraintListRequests(ns, profile.name);
    expect(asked.map((request) => request.query)).to.deep.equal([{ limit: '20', offset: '0' }]);

    within(panel).getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(detailRows(constraints)).to.deep.equal(profile.constraints.slice(20, 40).map(detailRow)));
    expect(page.value).to.equal('2');
    asked = await constraintListRequests(ns, profile.name);
    expect(asked.at(-1)!.query).to.deep.equal({ limit: '20', offset: '20' });

    const box = within(panel).getByRole('searchbox', { name: 'Search constraints' });
    await typeInto(box, 'lib');
    await sendKeys({ press: 'Enter' });
    const found = profile.constraints.filter((constraint) => constraint.package.toLowerCase().includes('lib'));
    expect(found.length).to.be.above(20);
    await waitFor(() => expect(detailRows(constraints)).to.deep.equal(found.slice(0, 20).map(detailRow)));
    asked = await constraintListRequests(ns, profile.name);
    expect(asked.at(-1)!.query).to.deep.equal({ limit: '20', offset: '0', search: 'lib' });
    expect(within(panel).getByText(`of ${Math.ceil(found.length / 20)}`)).to.exist;

    within(panel).getByRole('button', { name: 'Change package constraints' }).click();
    const editor = await findPanel(screen, T.editorPanel(profile.title));
    await within(editor).findByRole('table', { name: T.editorPanel(profile.title) });
    within(editor).getByRole('button', { name: 'Back' }).click();
    const again = await findPanel(screen, profile.title);
    await within(again).findByRole('table', { name: 'Package constraints' });
  });
});

// --------------------------------------------------------------------------------------------- element

describe('landscape-package-profiles', () => {
  it('lists the profiles inside the element (the address untouched, accessible), opens the details in its panel, edits from there firing landscape-notify', async () => {
    const ns = await signedIn();
    const address = location.href;
    const entries = history.length;
    const groups = await groupTitles(ns);
    const server = await serverPackageProfiles(ns);
    const { element, screen } = await renderPackageElement(ns);
    expect(await screen.findByRole('region', { name: T.heading })).to.exist;
    const table = await expectPackageRows(screen, server, groups);
    await expect(element).to.be.accessible();
    const notes = recordEvents(element, 'landscape-notify');
    within(rowOf(table, 'Kiosk lockdown (not assigned yet)')).getByRole('button', { name: T.openItem('Kiosk lockdown (not assigned yet)') }).click();
    const panel = await findPanel(screen, 'Kiosk lockdown (not assigned yet)');
    await waitFor(() => expect(fact(panel, 'Name').textContent).to.equal('kiosk-lockdown-not-assigned-yet'));
    const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
    await waitFor(() => expect(detailRows(constraints).map((row) => row[1])).to.deep.equal(['gnome-terminal', 'xterm', 'chromium-browser']));
    // Edited from the element: its notice is fired as landscape-notify.
    within(panel).getByRole('button', { name: T.editItem('Kiosk lockdown (not assigned yet)') }).click();
    const form = await findPanel(screen, T.editPanel('Kiosk lockdown (not assigned yet)'));
    await retype(within(form).getByRole('textbox', { name: 'Description' }), 'No terminals on the kiosks.');
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, T.saved.message('Kiosk lockdown (not assigned yet)'));
    await waitFor(() => expect(notes).to.deep.equal([{ type: 'positive', title: T.saved.title, message: T.saved.message('Kiosk lockdown (not assigned yet)') }]));
    expect((await serverPackageProfile(ns, 7)).description).to.equal('No terminals on the kiosks.');
    expect(location.href).to.equal(address);
    expect(history.length).to.equal(entries);
  });
});

// ------------------------------------------------------------------------------------------------- axe

describe('package profiles: accessible (axe) with a panel open', () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('the details of a profile of 2,000 constraints, paged: every control named as it reads, every landmark told apart', async () => {
    const profile = await serverPackageProfile(ns, 8);
    const { portal, screen, table } = await openPackageList(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: T.openItem(profile.title) }).click();
    const panel = await findPanel(screen, profile.title);
    const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
    await waitFor(() => expect(detailRows(constraints)).to.deep.equal(profile.constraints.slice(0, 20).map(detailRow)));
    await expect(portal).to.be.accessible();
  });

  it('the details in the element', async () => {
    const { element, screen } = await renderPackageElement(ns);
    const table = await settledPackageTable(screen);
    within(rowOf(table, 'Web stack')).getByRole('button', { name: T.openItem('Web stack') }).click();
    const panel = await findPanel(screen, 'Web stack');
    await within(panel).findByRole('table', { name: 'Package constraints' });
    await expect(element).to.be.accessible();
  });

  it('the row menu open', async () => {
    const { portal, screen } = await openPackageList(ns);
    const menu = await openRowMenu(screen, 'Web stack');
    // Edit, Change package constraints, Duplicate, Remove: each named as it reads (WCAG 2.5.3).
    expect(within(menu).getAllByRole('menuitem')).to.have.length(4);
    await expect(portal).to.be.accessible();
  });
});
