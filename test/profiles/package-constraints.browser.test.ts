/**
 * The package profiles' constraints editor (screens profiles.md §2.7, §2.7.1), opened from a row's
 * menu ("Change package constraints"), against the simulator over HTTP:
 * - the constraints with their words, the kind filter and the search sent to the server
 *   (`constraint_type`, `search`);
 * - rows selected and removed: a confirmation, then one `DELETE …/constraints?constraint_ids=a,b` for
 *   a double click; every constraint of a small profile removed: none left (read back), and the
 *   editor says so;
 * - a row edited in place by keyboard alone (Tab to Edit, Enter; Rule "Any" and the version cleared:
 *   the PUT sends `rule: ""` and `version: ""`); Escape cancels with focus back on the row's Edit
 *   button; an unchanged Save sends nothing; a rule without a version is `Required.` and sends
 *   nothing; a refused PUT shows the server's message in the panel with the values kept;
 * - Add constraints: the add step, Back without sending, Add sending one POST with the rows and
 *   coming back to the editor showing them;
 * - axe on the editor with a row in edit mode, and on the add step.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal } from '../helpers/portal.ts';
import { clearRequests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import {
  constraintListRequests,
  chooseValue,
  constraintRow,
  constraintValues,
  describedText,
  fillConstraintRow,
  findPanel,
  openPackageList,
  PACKAGE,
  packageChangeCalls,
  rowAction,
  serverConstraints,
  serverPackageProfile,
  signedIn,
  type Screen,
  type ServerConstraint,
  type ServerPackageProfile,
} from './helpers.ts';

const T = PACKAGE;

/** The editor's rows as a person reads them: constraint, package, rule, version (no checkbox, no actions). */
function editorRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll(':scope > td, :scope > th')];
    return cells.slice(1, -1).map((cell) => cell.textContent ?? '');
  });
}

const editorRow = (constraint: ServerConstraint) => [
  T.kinds[constraint.constraint] ?? constraint.constraint,
  constraint.package,
  T.rules[constraint.rule] ?? constraint.rule,
  constraint.version === '' ? '---' : constraint.version,
];

/** The editor of a profile, opened from its row's menu, once its constraints are shown. */
async function openEditor(screen: Screen, profile: ServerPackageProfile) {
  // (By its words: its name is to say them, with the profile's title.)
  await rowAction(screen, profile.title, /package constraints/);
  const panel = await findPanel(screen, T.editorPanel(profile.title));
  const table = await within(panel).findByRole('table', { name: T.editorPanel(profile.title) });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null));
  return { panel, table };
}

/** Waits until the editor shows exactly these constraints. */
const expectEditorRows = (table: HTMLElement, constraints: readonly ServerConstraint[]) =>
  waitFor(() => {
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(editorRows(table)).to.deep.equal(constraints.map(editorRow));
  });

/** A row's inline-edit controls (named after its package). */
function editControls(panel: HTMLElement, pkg: string) {
  const scope = within(panel);
  return {
    constraint: scope.getByRole('combobox', { name: `Constraint, ${pkg}` }) as HTMLSelectElement,
    package: scope.getByRole('textbox', { name: `Package, ${pkg}` }) as HTMLInputElement,
    rule: scope.getByRole('combobox', { name: `Rule, ${pkg}` }) as HTMLSelectElement,
    version: scope.getByRole('textbox', { name: `Version, ${pkg}` }) as HTMLInputElement,
  };
}

/** The screen's changes of a profile's constraints since the log was cleared. */
async function constraintCalls(ns: SimNamespace, name: string) {
  return (await packageChangeCalls(ns)).filter((call) => call.path.startsWith(`packageprofiles/${name}/constraints`));
}

/** Control+A in the focused field. */
async function selectAllKeys() {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'KeyA' });
  await sendKeys({ up: 'Control' });
}

/** The editor's Add constraints button (its toolbar's, by the words it shows). */
function addConstraintsButton(panel: HTMLElement): HTMLButtonElement {
  const toolbar = within(panel).getByRole('toolbar', { name: 'Constraints actions' });
  const button = within(toolbar)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === 'Add constraints');
  if (!button) throw new Error('no Add constraints button in the editor');
  return button as HTMLButtonElement;
}

const byPackage = (profile: ServerPackageProfile, pkg: string) => profile.constraints.find((constraint) => constraint.package === pkg)!;

describe('package profiles: the constraints editor', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { latencyMs: 0, faults: [] });
    leavePortal();
  });

  it('shows the constraints with their words; the kind filter sends constraint_type, the search sends search, each with its chip', async () => {
    const profile = await serverPackageProfile(ns, 4);
    const { screen } = await openPackageList(ns);
    await clearRequests(ns);
    const { panel, table } = await openEditor(screen, profile);
    await expectEditorRows(table, profile.constraints);
    expect((await constraintListRequests(ns, profile.name)).map((request) => request.query)).to.deep.equal([{ limit: '20', offset: '0' }]);

    within(panel).getByRole('button', { name: 'Constraint type: All' }).click();
    const listbox = await screen.findByRole('listbox', { name: 'Constraint type' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(['All', 'Conflicts', 'Depends']);
    within(listbox).getByRole('option', { name: 'Depends' }).click();
    await expectEditorRows(
      table,
      profile.constraints.filter((constraint) => constraint.constraint === 'depends'),
    );
    expect((await constraintListRequests(ns, profile.name)).at(-1)!.query).to.deep.equal({ limit: '20', offset: '0', constraint_type: 'depends' });

    within(panel).getByRole('button', { name: 'Constraint type: Depends' }).click();
    within(await screen.findByRole('listbox', { name: 'Constraint type' })).getByRole('option', { name: 'Conflicts' }).click();
    const conflicts = profile.constraints.filter((constraint) => constraint.constraint === 'conflicts');
    await expectEditorRows(table, conflicts);
    expect((await constraintListRequests(ns, profile.name)).at(-1)!.query).to.deep.equal({ limit: '20', offset: '0', constraint_type: 'conflicts' });

    await typeInto(within(panel).getByRole('searchbox', { name: 'Search constraints' }), 'LIB');
    await sendKeys({ press: 'Enter' });
    await expectEditorRows(
      table,
      conflicts.filter((constraint) => constraint.package.includes('lib')),
    );
    expect((await constraintListRequests(ns, profile.name)).at(-1)!.query).to.deep.equal({ limit: '20', offset: '0', search: 'LIB', constraint_type: 'conflicts' });
    const chips = within(panel).getByRole('list', { name: 'Active filters' });
    expect([...chips.querySelectorAll('li')].map((chip) => chip.textContent)).to.include.members(['Constraint type: Conflicts', 'Package: LIB']);

    // A search nothing matches: the editor says so, with the kind and the search.
    await typeInto(within(panel).getByRole('searchbox', { name: 'Search constraints' }), 'nothing-called-this');
    await sendKeys({ press: 'Enter' });
    await waitFor(() =>
      expect(table.querySelector('tbody')!.textContent).to.equal('No constraints found with the constraint type: "Conflicts with" and with the search: "nothing-called-this"'),
    );
    expect(await packageChangeCalls(ns), 'filtering changes nothing').to.deep.equal([]);
  });

  it('selected rows are removed after a confirmation with ONE DELETE …/constraints?constraint_ids=a,b for a double click; the rows gone, read back', async () => {
    const profile = await serverPackageProfile(ns, 4);
    const git = byPackage(profile, 'git');
    const code = byPackage(profile, 'code');
    const { screen } = await openPackageList(ns);
    const { panel, table } = await openEditor(screen, profile);
    const remove = within(panel).getByRole('button', { name: 'Remove selected constraint(s)' }) as HTMLButtonElement;
    expect(remove.disabled, 'nothing selected').to.equal(true);
    within(table).getByRole('checkbox', { name: 'Toggle git constraint' }).click();
    within(table).getByRole('checkbox', { name: 'Toggle code constraint' }).click();
    await within(panel).findByText('2 selected');
    await waitFor(() => expect(remove.disabled).to.equal(false));
    await clearRequests(ns);
    remove.click();
    const modal = await screen.findByRole('dialog', { name: 'Remove constraints' });
    expect(within(modal).getByText(/^This will remove/).textContent).to.equal('This will remove 2 constraints.');
    expect(await packageChangeCalls(ns), 'nothing sent before the confirmation').to.deep.equal([]);
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(modal).getByRole('button', { name: 'Remove' });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, `2 constraints of "${profile.title}" profile removed successfully`);
    expect(notice.textContent).to.include('Package profile constraints removed');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal([`DELETE packageprofiles/${profile.name}/constraints`]);
    expect(calls[0]!.query).to.deep.equal({ constraint_ids: `${git.id},${code.id}` });
    const left = profile.constraints.filter((constraint) => constraint.id !== git.id && constraint.id !== code.id);
    expect(await serverConstraints(ns, profile.name)).to.deep.equal(left);
    await expectEditorRows(table, left);
    expect(within(panel).queryByText(/selected$/)).to.equal(null);
  });

  it('removing every constraint of a small profile leaves it with none (read back), and the editor says so', async () => {
    const profile = await serverPackageProfile(ns, 7);
    expect(profile.constraints).to.have.length(3);
    const { screen } = await openPackageList(ns);
    const { panel, table } = await openEditor(screen, profile);
    within(table).getByRole('checkbox', { name: 'Toggle all constraints' }).click();
    await within(panel).findByText('3 selected');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Remove selected constraint(s)' }).click();
    const modal = await screen.findByRole('dialog', { name: 'Remove constraints' });
    expect(within(modal).getByText(/^This will remove/).textContent).to.equal('This will remove 3 constraints.');
    within(modal).getByRole('button', { name: 'Remove' }).click();
    await findNotification(screen, `3 constraints of "${profile.title}" profile removed successfully`);
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => [call.method, call.path, call.query])).to.deep.equal([
      ['DELETE', `packageprofiles/${profile.name}/constraints`, { constraint_ids: profile.constraints.map((constraint) => constraint.id).join(',') }],
    ]);
    expect(await serverConstraints(ns, profile.name)).to.deep.equal([]);
    await within(panel).findByText('This profile has no constraints. Add some with Add constraints.');
    expect(within(panel).queryByRole('table')).to.equal(null);
    // Constraints can be added again from there.
    expect(addConstraintsButton(panel)).to.exist;
  });

  it('edits a row by keyboard alone: Tab to Edit, Enter; Rule "Any" and the version cleared send rule "" and version ""; focus back on Edit', async () => {
    const profile = await serverPackageProfile(ns, 4);
    const python = byPackage(profile, 'python3');
    expect([python.rule, python.version]).to.deep.equal(['>=', '3.12.3-0ubuntu1']);
    const { screen } = await openPackageList(ns);
    const { panel, table } = await openEditor(screen, profile);
    await clearRequests(ns);
    within(table).getByRole('checkbox', { name: 'Toggle python3 constraint' }).focus();
    await sendKeys({ press: 'Tab' });
    const edit = within(table).getByRole('button', { name: 'Edit python3 constraint' });
    await waitFor(() => expect(deepActiveElement()).to.equal(edit));
    await sendKeys({ press: 'Enter' });
    // Editing: focus on the row's first control, its values the constraint's.
    const controls = await waitFor(() => editControls(panel, 'python3'));
    await waitFor(() => expect(deepActiveElement()).to.equal(controls.constraint));
    expect([controls.constraint.value, controls.package.value, controls.rule.value, controls.version.value]).to.deep.equal(['depends', 'python3', '>=', '3.12.3-0ubuntu1']);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(controls.package);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(controls.rule);
    await sendKeys({ press: 'Home' });
    await waitFor(() => expect(controls.rule.value).to.equal(''));
    expect(controls.rule.selectedOptions[0]!.textContent).to.equal('Any');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(controls.version);
    await selectAllKeys();
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect(controls.version.value).to.equal(''));
    await sendKeys({ press: 'Enter' });
    const notice = await findNotification(screen, `"${profile.title}" package profile's constraint updated successfully`);
    expect(notice.textContent).to.include('Package profile constraint updated');
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`)).to.deep.equal([`PUT packageprofiles/${profile.name}/constraints/${python.id}`]);
    expect(calls[0]!.body).to.deep.equal({ constraint: 'depends', package: 'python3', rule: '', version: '' });
    const saved = (await serverConstraints(ns, profile.name)).find((constraint) => constraint.id === python.id)!;
    expect([saved.rule, saved.version]).to.deep.equal(['', '']);
    await expectEditorRows(
      table,
      profile.constraints.map((constraint) => (constraint.id === python.id ? saved : constraint)),
    );
    await waitFor(() => expect(deepActiveElement()).to.equal(within(table).getByRole('button', { name: 'Edit python3 constraint' })));
  });

  it('Escape cancels with focus back on the row’s Edit button; an unchanged Save sends nothing; a rule without a version is Required. and sends nothing', async () => {
    const profile = await serverPackageProfile(ns, 4);
    const { screen } = await openPackageList(ns);
    const { panel, table } = await openEditor(screen, profile);
    await clearRequests(ns);

    // Escape: the values typed go, the row reads as before.
    within(table).getByRole('button', { name: 'Edit code constraint' }).click();
    let controls = await waitFor(() => editControls(panel, 'code'));
    await waitFor(() => expect(deepActiveElement()).to.equal(controls.constraint));
    controls.version.focus();
    await selectAllKeys();
    await sendKeys({ type: '9.9.9' });
    await waitFor(() => expect(controls.version.value).to.equal('9.9.9'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Version, code' })).to.equal(null));
    await waitFor(() => expect(deepActiveElement()).to.equal(within(table).getByRole('button', { name: 'Edit code constraint' })));
    await expectEditorRows(table, profile.constraints);
    expect(panel.isConnected, 'Escape closed the panel').to.equal(true);

    // Save without a change: nothing sent, the row left.
    within(table).getByRole('button', { name: 'Edit git constraint' }).click();
    await waitFor(() => editControls(panel, 'git'));
    within(table).getByRole('button', { name: 'Save git constraint' }).click();
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Version, git' })).to.equal(null));
    await waitFor(() => expect(deepActiveElement()).to.equal(within(table).getByRole('button', { name: 'Edit git constraint' })));

    // A rule without a version.
    within(table).getByRole('button', { name: 'Edit git constraint' }).click();
    controls = await waitFor(() => editControls(panel, 'git'));
    controls.rule.value = '>=';
    controls.rule.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(controls.rule.value).to.equal('>='));
    within(table).getByRole('button', { name: 'Save git constraint' }).click();
    await waitFor(() => expect(describedText(controls.version)).to.equal('Required.'));
    expect(controls.version.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(controls.rule)).to.equal('');
    // Still editing, the rule kept.
    expect(controls.rule.value).to.equal('>=');
    expect(await packageChangeCalls(ns), 'nothing sent').to.deep.equal([]);
    expect(await serverConstraints(ns, profile.name)).to.deep.equal(profile.constraints);
  });

  it("a refused PUT shows the server's message in the panel and keeps the values typed; the same Save then goes through", async () => {
    const profile = await serverPackageProfile(ns, 4);
    const code = byPackage(profile, 'code');
    const { screen } = await openPackageList(ns);
    const { panel, table } = await openEditor(screen, profile);
    within(table).getByRole('button', { name: 'Edit code constraint' }).click();
    const controls = await waitFor(() => editControls(panel, 'code'));
    controls.rule.value = '>=';
    controls.rule.dispatchEvent(new Event('change', { bubbles: true }));
    controls.version.focus();
    await selectAllKeys();
    await sendKeys({ type: '1.95.0-1' });
    await waitFor(() => expect([controls.rule.value, controls.version.value]).to.deep.equal(['>=', '1.95.0-1']));
    const message = 'Constraint <b>code</b> is locked by the release team.';
    const path = `packageprofiles/${profile.name}/constraints/${code.id}`;
    await setOptions(ns, { faults: [{ method: 'PUT', path, status: 409, times: 1, body: { error: 'Locked', message } }] });
    await clearRequests(ns);
    within(table).getByRole('button', { name: 'Save code constraint' }).click();
    const shown = await within(panel).findByText(message);
    expect(shown.querySelector('b')).to.equal(null);
    expect(panel.isConnected).to.equal(true);
    expect(queryNotification(screen, 'Package profile constraint updated')).to.equal(null);
    const kept = editControls(panel, 'code');
    expect([kept.constraint.value, kept.package.value, kept.rule.value, kept.version.value]).to.deep.equal(['depends', 'code', '>=', '1.95.0-1']);
    expect(await serverConstraints(ns, profile.name)).to.deep.equal(profile.constraints);

    await waitFor(() => expect(within(table).getByRole('button', { name: 'Save code constraint' }).hasAttribute('disabled')).to.equal(false));
    // Pressed twice, slowly answered: one request.
    await setOptions(ns, { latencyMs: 300 });
    const save = within(table).getByRole('button', { name: 'Save code constraint' });
    save.click();
    save.click();
    await findNotification(screen, `"${profile.title}" package profile's constraint updated successfully`);
    await setOptions(ns, { latencyMs: 0 });
    const calls = await packageChangeCalls(ns);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'the refused one, then one for the double click').to.deep.equal([`PUT ${path}`, `PUT ${path}`]);
    expect(calls[0]!.body).to.deep.equal({ constraint: 'depends', package: 'code', rule: '>=', version: '1.95.0-1' });
    expect(calls[1]!.body).to.deep.equal(calls[0]!.body);
    await waitFor(() => expect(within(panel).queryByText(message)).to.equal(null));
  });

  it('Add constraints: the add step; Back returns without sending; Add sends one POST with the rows for a double click and returns to the editor showing them', async () => {
    const profile = await serverPackageProfile(ns, 7);
    const { screen } = await openPackageList(ns);
    let { panel } = await openEditor(screen, profile);
    await clearRequests(ns);
    addConstraintsButton(panel).click();
    let step = await findPanel(screen, T.addConstraintsPanel(profile.title));
    let form = await within(step).findByRole('form', { name: T.addConstraintsPanel(profile.title) });
    await waitFor(() => constraintRow(form, 1));
    await fillConstraintRow(form, 1, { constraint: 'depends', package: 'never-sent' });
    within(form).getByRole('button', { name: 'Back to constraints' }).click();
    panel = await findPanel(screen, T.editorPanel(profile.title));
    let table = await within(panel).findByRole('table', { name: T.editorPanel(profile.title) });
    await expectEditorRows(table, profile.constraints);
    expect(await constraintCalls(ns, profile.name), 'Back sent nothing').to.deep.equal([]);

    addConstraintsButton(panel).click();
    step = await findPanel(screen, T.addConstraintsPanel(profile.title));
    form = await within(step).findByRole('form', { name: T.addConstraintsPanel(profile.title) });
    await waitFor(() => constraintRow(form, 1));
    expect(constraintRow(form, 1).package.value, 'the add step starts afresh').to.equal('');
    // An empty row: Required. under its constraint and package; nothing sent.
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.getAttribute('aria-label') ?? submit.textContent).to.contain('Add constraint');
    submit.click();
    await waitFor(() => expect(describedText(constraintRow(form, 1).package)).to.equal('Required.'));
    expect(describedText(constraintRow(form, 1).constraint)).to.equal('Required.');
    expect(await constraintCalls(ns, profile.name), 'nothing sent while invalid').to.deep.equal([]);

    await fillConstraintRow(form, 1, { constraint: 'depends', package: 'firefox', rule: '>=', version: '120.0' });
    within(form).getByRole('button', { name: 'Add new constraint' }).click();
    await waitFor(() => constraintRow(form, 2));
    await fillConstraintRow(form, 1, { constraint: 'conflicts', package: ' gnome-calculator ' });
    await waitFor(() => expect(submit.textContent).to.equal('Add constraints'));
    await setOptions(ns, { latencyMs: 300 });
    submit.click();
    submit.click();
    const notice = await findNotification(screen, '2 package profile constraints added successfully');
    expect(notice.textContent).to.include('Package profile constraints added');
    await setOptions(ns, { latencyMs: 0 });
    const calls = await constraintCalls(ns, profile.name);
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal([`POST packageprofiles/${profile.name}/constraints`]);
    expect(calls[0]!.body).to.deep.equal({
      constraints: [
        { constraint: 'conflicts', package: 'gnome-calculator', rule: '', version: '' },
        { constraint: 'depends', package: 'firefox', rule: '>=', version: '120.0' },
      ],
    });
    const now = await serverConstraints(ns, profile.name);
    expect(constraintValues(now)).to.deep.equal([...constraintValues(profile.constraints), ...(calls[0]!.body as { constraints: unknown[] }).constraints]);
    // Back in the editor, which shows them.
    panel = await findPanel(screen, T.editorPanel(profile.title));
    table = await within(panel).findByRole('table', { name: T.editorPanel(profile.title) });
    await expectEditorRows(table, now);
    // The notice outlives the return to the editor (opening a panel clears notices: the return must not).
    expect(queryNotification(screen, '2 package profile constraints added successfully'), 'the notice is gone once the editor is back').to.not.equal(null);
  });
  it("the add step shows the server's refusal (a constraint the profile has) with the rows kept, nothing added; fixed, the same press adds", async () => {
    const profile = await serverPackageProfile(ns, 7);
    const xterm = byPackage(profile, 'xterm');
    expect(xterm.constraint).to.equal('conflicts');
    const { screen } = await openPackageList(ns);
    const { panel } = await openEditor(screen, profile);
    addConstraintsButton(panel).click();
    const step = await findPanel(screen, T.addConstraintsPanel(profile.title));
    const form = await within(step).findByRole('form', { name: T.addConstraintsPanel(profile.title) });
    await waitFor(() => constraintRow(form, 1));
    await fillConstraintRow(form, 1, { constraint: 'conflicts', package: 'xterm' });
    await clearRequests(ns);
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    submit.click();
    // The real server's refusal, in the add step.
    await within(step).findByText(`"${profile.title}" already has a conflicts constraint on "xterm" (constraint ${xterm.id}): edit that one instead.`);
    expect(step.isConnected).to.equal(true);
    const row = constraintRow(form, 1);
    expect([row.constraint.value, row.package.value, row.rule.value, row.version.value]).to.deep.equal(['conflicts', 'xterm', '', '']);
    expect(queryNotification(screen, 'Package profile constraints added')).to.equal(null);
    expect(await serverConstraints(ns, profile.name)).to.deep.equal(profile.constraints);
    // A depends on the same package is another constraint: added.
    chooseValue(row.constraint, 'depends');
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
    submit.click();
    const editor = await findPanel(screen, T.editorPanel(profile.title));
    const table = await within(editor).findByRole('table', { name: T.editorPanel(profile.title) });
    const now = await serverConstraints(ns, profile.name);
    expect(constraintValues(now).at(-1)).to.deep.equal({ constraint: 'depends', package: 'xterm', rule: '', version: '' });
    await expectEditorRows(table, now);
    const calls = await constraintCalls(ns, profile.name);
    expect(calls.map((call) => call.body)).to.deep.equal([
      { constraints: [{ constraint: 'conflicts', package: 'xterm', rule: '', version: '' }] },
      { constraints: [{ constraint: 'depends', package: 'xterm', rule: '', version: '' }] },
    ]);
  });
});

// ------------------------------------------------------------------------------------------------- axe

describe('package profiles: the constraints editor is accessible (axe)', () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('with a row in edit mode, its problem shown', async () => {
    const profile = await serverPackageProfile(ns, 4);
    const { portal, screen } = await openPackageList(ns);
    const { panel, table } = await openEditor(screen, profile);
    within(table).getByRole('button', { name: 'Edit firefox constraint' }).click();
    const controls = await waitFor(() => editControls(panel, 'firefox'));
    controls.version.focus();
    await selectAllKeys();
    await sendKeys({ press: 'Backspace' });
    within(table).getByRole('button', { name: 'Save firefox constraint' }).click();
    await waitFor(() => expect(describedText(controls.version)).to.equal('Required.'));
    await expect(portal).to.be.accessible();
  });

  it('the add step with two rows', async () => {
    const profile = await serverPackageProfile(ns, 2);
    const { portal, screen } = await openPackageList(ns);
    const { panel } = await openEditor(screen, profile);
    addConstraintsButton(panel).click();
    const step = await findPanel(screen, T.addConstraintsPanel(profile.title));
    const form = await within(step).findByRole('form', { name: T.addConstraintsPanel(profile.title) });
    await waitFor(() => constraintRow(form, 1));
    within(form).getByRole('button', { name: 'Add new constraint' }).click();
    await waitFor(() => constraintRow(form, 2));
    await expect(portal).to.be.accessible();
  });
});
