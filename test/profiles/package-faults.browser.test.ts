/**
 * Fault battery, package profiles (test/hardening/helpers.ts and action-battery.ts, followed as they
 * are): every call of /profiles/package and `landscape-package-profiles` fails in turn, once per fault
 * kind (500 with the server's message, a malformed answer, a dropped connection), and with a 401.
 * - The list on load (`GET packageprofiles`, and the element's `me`): a visible message and Try again
 *   that recovers, never the empty state (§8.2); an answer of the wrong shape is an error too; a 401
 *   signs out.
 * - The changes (add, edit, remove; the constraints' remove, edit and add): a visible message in the
 *   open panel or modal (the server's for a 500), every value as entered, no success notice, one
 *   request for the press (a dropped one may be sent again by the browser itself), nothing changed on
 *   the server, nothing uncaught; then the same press succeeds with the same request.
 * - A profile's constraints failing to load in the details and in the editor: the failure in the
 *   panel with Try again, the rest shown; Try again loads them.
 * - 401 on each change: the portal signs out (to /login), nothing changed, nothing uncaught.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { MALFORMED_RESPONSE } from '../../src/api/errors.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal } from '../helpers/portal.ts';
import { requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { describeCall, expectFailureShown } from '../hardening/action-battery.ts';
import { deepText, describeBattery, faultFor, tally, watchUncaught, type Call, type FaultKind, type ScreenCase } from '../hardening/helpers.ts';
import {
  chooseValue,
  chosenTags,
  constraintRow,
  constraintValues,
  expectPackageRows,
  fillConstraintRow,
  findPanel,
  groupTitles,
  legacyParams,
  openPackageList,
  openPackageRoute,
  PACKAGE,
  pickTag,
  retype,
  rowAction,
  rowOf,
  serverConstraints,
  serverPackageProfile,
  serverPackageProfiles,
  signedIn,
  type Screen,
  type ServerPackageProfile,
} from './helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const T = PACKAGE;
const BATTERY = 'fault battery, package profiles';

after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

const get = (path: string): Call => ({ method: 'GET', path });

// ----------------------------------------------------------------------------------------- the list

describe('package profiles: the list failing', () => {
  let ns: SimNamespace;
  let groups: Map<string, string>;
  let server: ServerPackageProfile[];
  before(async () => {
    ns = await signedIn();
    groups = await groupTitles(ns);
    server = await serverPackageProfiles(ns);
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
  });

  /** The list's error, once shown; never the empty state, the table or a count beside it. */
  async function expectListError(screen: Screen, message: string) {
    const alert = await waitFor(() => screen.getAllByRole('alert').find((candidate) => candidate.textContent!.includes('could not be loaded'))!);
    expect(alert.textContent).to.equal(`The list could not be loaded.${message}Try again`);
    expect(screen.queryByRole('heading', { name: T.empty.title })).to.equal(null);
    expect(screen.queryByText(T.empty.body)).to.equal(null);
    expect(screen.queryByRole('table')).to.equal(null);
    expect(screen.queryByText(/^Showing /)).to.equal(null);
    return alert;
  }

  it("a 500 on GET packageprofiles shows the server's message as text and Try again, never the empty state; Try again loads the list; accessible", async () => {
    const message = 'The package profile store is <b>down</b>.';
    await setOptions(ns, { faults: [{ method: 'GET', path: 'packageprofiles', status: 500, times: 1, body: { error: 'Boom', message } }] });
    const { portal, screen } = await openPackageRoute(ns);
    const alert = await expectListError(screen, message);
    expect(alert.querySelector('b')).to.equal(null);
    await expect(portal).to.be.accessible();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await expectPackageRows(screen, server, groups);
    expect(screen.queryByText(message)).to.equal(null);
  });

  it('an unreadable answer (not JSON) is an error with Try again, not an empty list', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'packageprofiles', malformed: true, times: 1 }] });
    const { screen } = await openPackageRoute(ns);
    const alert = await expectListError(screen, MALFORMED_RESPONSE);
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await expectPackageRows(screen, server, groups);
  });

  for (const [label, body] of [
    ['a paginated list instead of { result }', { count: 1, next: null, previous: null, results: [{ id: 1, name: 'x', title: 'x', access_group: 'global', all_computers: false, tags: [] }] }],
    ['a profile without its title', { result: [{ id: 1, name: 'x', access_group: 'global', all_computers: false, tags: [] }] }],
    ['result not a list', { result: 'everything' }],
  ] as const) {
    it(`an answer of the wrong shape (${label}) is an error, not a list`, async () => {
      await setOptions(ns, { faults: [{ method: 'GET', path: 'packageprofiles', status: 200, times: 1, body }] });
      const { screen } = await openPackageRoute(ns);
      const alert = await expectListError(screen, MALFORMED_RESPONSE);
      within(alert).getByRole('button', { name: 'Try again' }).click();
      await expectPackageRows(screen, server, groups);
    });
  }
});

// ------------------------------------------------------------------------------------------ on load

/** A page of the Profiles group: the shell's calls there (account, `about` for WSL's entry, the Security badge). */
const PROFILES_SHELL: readonly Call[] = [get('me'), get('about'), get('security-profiles')];

const SCREENS: readonly (ScreenCase & { unauthorized?: Call })[] = [
  {
    name: 'portal package profiles',
    portal: '/profiles/package',
    calls: [...PROFILES_SHELL, get('packageprofiles'), get('GetAccessGroups')],
    faulted: [get('packageprofiles')],
    unauthorized: get('packageprofiles'),
  },
  {
    name: 'landscape-package-profiles',
    element: 'landscape-package-profiles',
    calls: [get('me'), get('packageprofiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('packageprofiles')],
    unauthorized: get('packageprofiles'),
  },
];

describeBattery('package profiles on load', SCREENS);

// ----------------------------------------------------------------------------------------- the changes

/** What the screen sent of this call since the case began. */
const sent = (ns: SimNamespace, call: Call) => requests(ns, { method: call.method, path: call.path });

/** One request for the press; a dropped connection may be sent again by Chromium itself (the client never retries). */
async function expectOnePress(ns: SimNamespace, call: Call, kind: FaultKind, before: number) {
  const count = (await sent(ns, call)).length - before;
  if (kind === 'drop') expect(count, 'requests for the press').to.be.at.least(1);
  else expect(count, 'requests for the press').to.equal(1);
}

/** What the request carried: a legacy call's parameters, a REST call's body (or query, for a DELETE). */
const carried = (request: Awaited<ReturnType<typeof sent>>[number]) =>
  request.api === 'legacy' ? legacyParams(request) : request.method === 'DELETE' ? request.query : request.body;

/** A profile per fault kind, so each starts from the seed (kinds run in turn in one namespace). */
const PROFILE_OF: Record<FaultKind, number> = { '500': 2, malformed: 3, drop: 4, '401': 7, '401-shown': 7 };

async function openAdd(screen: Screen) {
  screen.getByRole('button', { name: T.add }).click();
  const panel = await findPanel(screen, T.add);
  const form = await within(panel).findByRole('form', { name: T.add });
  await within(form).findByRole('combobox', { name: 'Access group' });
  return { panel, form };
}

async function openEdit(screen: Screen, profile: ServerPackageProfile) {
  await rowAction(screen, profile.title, T.editItem(profile.title));
  const panel = await findPanel(screen, T.editPanel(profile.title));
  const form = await within(panel).findByRole('form', { name: T.editPanel(profile.title) });
  return { panel, form };
}

/** The constraints editor, from the row's menu, once its rows are shown. */
async function openEditor(screen: Screen, profile: ServerPackageProfile) {
  await rowAction(screen, profile.title, /package constraints/);
  const panel = await findPanel(screen, T.editorPanel(profile.title));
  const table = await within(panel).findByRole('table', { name: T.editorPanel(profile.title) });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.equal(Math.min(20, profile.constraints.length)));
  return { panel, table };
}

const textbox = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;

describeCall(BATTERY, { method: 'POST', path: 'packageprofiles' }, async ({ ns, kind, uncaught }) => {
  const call: Call = { method: 'POST', path: 'packageprofiles' };
  const { portal, screen } = await openPackageList(ns);
  const { panel, form } = await openAdd(screen);
  const title = `Battery package ${kind}`;
  await typeInto(textbox(form, 'Name'), title);
  await typeInto(textbox(form, 'Description'), 'Kept through a failure.');
  await pickTag(panel, 'web');
  chooseValue(within(form).getByRole('combobox', { name: 'Package constraints' }), 'manual');
  await waitFor(() => constraintRow(form, 1));
  await fillConstraintRow(form, 1, { constraint: 'depends', package: 'nginx', rule: '>=', version: '1.24.0' });
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const submit = within(form).getByRole('button', { name: T.add });
  submit.click();
  await expectFailureShown(panel, call, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect([textbox(form, 'Name').value, textbox(form, 'Description').value]).to.deep.equal([title, 'Kept through a failure.']);
  expect(chosenTags(panel)).to.deep.equal(['web']);
  const row = constraintRow(form, 1);
  expect([row.constraint.value, row.package.value, row.rule.value, row.version.value]).to.deep.equal(['depends', 'nginx', '>=', '1.24.0']);
  expect(deepText(portal)).to.not.contain('added successfully');
  await expectOnePress(ns, call, kind, before);
  expect((await serverPackageProfiles(ns)).map((profile) => profile.title)).to.not.include(title);

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
  submit.click();
  await findNotification(screen, T.added.message(title));
  await waitFor(() => expect(panel.isConnected, 'the panel stays open').to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!), 'the same request both times').to.deep.equal(carried(failed.at(-1)!));
  const made = (await serverPackageProfiles(ns)).filter((profile) => profile.title === title);
  expect(made, 'one profile made').to.have.length(1);
  expect(constraintValues(made[0]!.constraints)).to.deep.equal([{ constraint: 'depends', package: 'nginx', rule: '>=', version: '1.24.0' }]);
});

describeCall(BATTERY, { method: 'PUT', path: 'packageprofiles/{name}' }, async ({ ns, kind, uncaught }) => {
  const original = await serverPackageProfile(ns, PROFILE_OF[kind]);
  const call: Call = { method: 'PUT', path: `packageprofiles/${original.name}` };
  const { portal, screen } = await openPackageList(ns);
  const { panel, form } = await openEdit(screen, original);
  const title = `${original.title} (${kind})`;
  await retype(textbox(form, 'Name'), title);
  await retype(textbox(form, 'Description'), '');
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const save = within(form).getByRole('button', { name: 'Save changes' });
  save.click();
  await expectFailureShown(panel, call, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect([textbox(form, 'Name').value, textbox(form, 'Description').value]).to.deep.equal([title, '']);
  expect(chosenTags(panel)).to.deep.equal(original.tags);
  expect(deepText(portal)).to.not.contain('updated successfully');
  await expectOnePress(ns, call, kind, before);
  expect(await serverPackageProfile(ns, original.id), 'the profile changed').to.deep.equal(original);

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
  save.click();
  await findNotification(screen, T.saved.message(original.title));
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!)).to.deep.equal(carried(failed.at(-1)!));
  expect(await serverPackageProfile(ns, original.id)).to.deep.include({ title, description: '' });
});

describeCall(BATTERY, get('RemovePackageProfile'), async ({ ns, kind, uncaught }) => {
  const call = get('RemovePackageProfile');
  const profile = await serverPackageProfile(ns, PROFILE_OF[kind]);
  const { portal, screen, table } = await openPackageList(ns);
  await rowAction(screen, profile.title, T.removeItem(profile.title));
  const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `remove ${profile.name}`);
  const confirm = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
  await waitFor(() => expect(confirm.disabled).to.equal(false));
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  confirm.click();
  await expectFailureShown(dialog, call, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value, 'the phrase typed').to.equal(`remove ${profile.name}`);
  expect(deepText(portal)).to.not.contain('removed successfully');
  expect(rowOf(table, profile.title)).to.exist;
  await expectOnePress(ns, call, kind, before);
  expect((await serverPackageProfiles(ns)).map((candidate) => candidate.id), 'removed').to.include(profile.id);

  await setOptions(ns, { faults: [] });
  const failed = (await sent(ns, call)).length;
  await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
  confirm.click();
  await findNotification(screen, T.removed.message(profile.title));
  await waitFor(() => expect(dialog.isConnected, 'the modal stays open').to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed + 1);
  expect(legacyParams(all.at(-1)!)).to.deep.equal({ name: profile.name });
  expect((await serverPackageProfiles(ns)).map((candidate) => candidate.id), 'removed').to.not.include(profile.id);
});

describeCall(BATTERY, { method: 'DELETE', path: 'packageprofiles/{name}/constraints' }, async ({ ns, kind, uncaught }) => {
  const profile = await serverPackageProfile(ns, PROFILE_OF[kind]);
  const call: Call = { method: 'DELETE', path: `packageprofiles/${profile.name}/constraints` };
  const [first, second] = profile.constraints;
  const { portal, screen } = await openPackageList(ns);
  const { panel, table } = await openEditor(screen, profile);
  for (const constraint of [first!, second!]) within(table).getByRole('checkbox', { name: `Toggle ${constraint.package} constraint` }).click();
  await within(panel).findByText('2 selected');
  within(panel).getByRole('button', { name: 'Remove selected constraint(s)' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Remove constraints' });
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const confirm = within(dialog).getByRole('button', { name: 'Remove' });
  confirm.click();
  await expectFailureShown(dialog, call, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(deepText(portal)).to.not.contain('removed successfully');
  await expectOnePress(ns, call, kind, before);
  expect(await serverConstraints(ns, profile.name), 'constraints removed').to.deep.equal(profile.constraints);
  expect(within(panel).getByText('2 selected'), 'the selection kept').to.exist;

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
  confirm.click();
  await findNotification(screen, `2 constraints of "${profile.title}" profile removed successfully`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!)).to.deep.equal({ constraint_ids: `${first!.id},${second!.id}` });
  expect(carried(all.at(-1)!)).to.deep.equal(carried(failed.at(-1)!));
  expect(await serverConstraints(ns, profile.name)).to.deep.equal(profile.constraints.slice(2));
});

describeCall(BATTERY, { method: 'PUT', path: 'packageprofiles/{name}/constraints/{id}' }, async ({ ns, kind, uncaught }) => {
  const profile = await serverPackageProfile(ns, PROFILE_OF[kind]);
  const target = profile.constraints[0]!;
  const call: Call = { method: 'PUT', path: `packageprofiles/${profile.name}/constraints/${target.id}` };
  const { portal, screen } = await openPackageList(ns);
  const { panel, table } = await openEditor(screen, profile);
  within(table).getByRole('button', { name: `Edit ${target.package} constraint` }).click();
  const version = await within(panel).findByRole('textbox', { name: `Version, ${target.package}` });
  const rule = within(panel).getByRole('combobox', { name: `Rule, ${target.package}` });
  chooseValue(rule, '<');
  await retype(version, '99.0');
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const save = () => within(table).getByRole('button', { name: `Save ${target.package} constraint` });
  save().click();
  await expectFailureShown(panel, call, kind, uncaught);
  expect((within(panel).getByRole('combobox', { name: `Rule, ${target.package}` }) as HTMLSelectElement).value).to.equal('<');
  expect((within(panel).getByRole('textbox', { name: `Version, ${target.package}` }) as HTMLInputElement).value).to.equal('99.0');
  expect(deepText(portal)).to.not.contain('updated successfully');
  await expectOnePress(ns, call, kind, before);
  expect(await serverConstraints(ns, profile.name), 'the constraint changed').to.deep.equal(profile.constraints);

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(save().hasAttribute('disabled')).to.equal(false));
  save().click();
  await findNotification(screen, `"${profile.title}" package profile's constraint updated successfully`);
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!)).to.deep.equal({ constraint: target.constraint, package: target.package, rule: '<', version: '99.0' });
  expect(carried(all.at(-1)!)).to.deep.equal(carried(failed.at(-1)!));
});

describeCall(BATTERY, { method: 'POST', path: 'packageprofiles/{name}/constraints' }, async ({ ns, kind, uncaught }) => {
  const profile = await serverPackageProfile(ns, PROFILE_OF[kind]);
  const call: Call = { method: 'POST', path: `packageprofiles/${profile.name}/constraints` };
  const { portal, screen } = await openPackageList(ns);
  const { panel } = await openEditor(screen, profile);
  const toolbar = within(panel).getByRole('toolbar', { name: 'Constraints actions' });
  within(toolbar)
    .getAllByRole('button')
    .find((button) => button.textContent === 'Add constraints')!
    .click();
  const step = await findPanel(screen, T.addConstraintsPanel(profile.title));
  const form = await within(step).findByRole('form', { name: T.addConstraintsPanel(profile.title) });
  await waitFor(() => constraintRow(form, 1));
  await fillConstraintRow(form, 1, { constraint: 'conflicts', package: `battery-${kind}` });
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  submit.click();
  await expectFailureShown(step, call, kind, uncaught);
  expect(step.isConnected, 'the add step closed').to.equal(true);
  const row = constraintRow(form, 1);
  expect([row.constraint.value, row.package.value]).to.deep.equal(['conflicts', `battery-${kind}`]);
  expect(deepText(portal)).to.not.contain('added successfully');
  await expectOnePress(ns, call, kind, before);
  expect(await serverConstraints(ns, profile.name), 'constraints added').to.deep.equal(profile.constraints);

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
  submit.click();
  // Back in the editor, which shows it (its notice is another matter: package-constraints' test of the add step).
  const editor = await findPanel(screen, T.editorPanel(profile.title));
  await within(editor).findByText(`battery-${kind}`);
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!)).to.deep.equal({ constraints: [{ constraint: 'conflicts', package: `battery-${kind}`, rule: '', version: '' }] });
  expect(carried(all.at(-1)!)).to.deep.equal(carried(failed.at(-1)!));
});

// ------------------------------------------------------------------------------- the constraints' lists

describeCall(
  BATTERY,
  get('packageprofiles/{name}/constraints'),
  async ({ ns, kind, uncaught }) => {
    const profile = await serverPackageProfile(ns, PROFILE_OF[kind]);
    const call = get(`packageprofiles/${profile.name}/constraints`);
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    const { screen, table } = await openPackageList(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: T.openItem(profile.title) }).click();
    const panel = await findPanel(screen, profile.title);
    await expectFailureShown(panel, call, kind, uncaught);
    // The facts are shown meanwhile.
    await waitFor(() => expect(deepText(panel)).to.contain(profile.name));
    expect(within(panel).queryByRole('table', { name: 'Package constraints' })).to.equal(null);
    await setOptions(ns, { faults: [] });
    within(panel).getByRole('button', { name: 'Try again' }).click();
    const constraints = await within(panel).findByRole('table', { name: 'Package constraints' });
    await waitFor(() => expect([...constraints.querySelectorAll('tbody tr')].map((tr) => tr.children[1]!.textContent)).to.deep.equal(profile.constraints.map((c) => c.package)));
    expect(within(panel).queryByRole('alert')).to.equal(null);
  },
  'the details',
);

describeCall(
  BATTERY,
  get('packageprofiles/{name}/constraints'),
  async ({ ns, kind, uncaught }) => {
    const profile = await serverPackageProfile(ns, PROFILE_OF[kind]);
    const call = get(`packageprofiles/${profile.name}/constraints`);
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    const { screen } = await openPackageList(ns);
    await rowAction(screen, profile.title, /package constraints/);
    const panel = await findPanel(screen, T.editorPanel(profile.title));
    await expectFailureShown(panel, call, kind, uncaught);
    // Never "this profile has no constraints".
    expect(deepText(panel)).to.not.contain('has no constraints');
    await setOptions(ns, { faults: [] });
    within(panel).getByRole('button', { name: 'Try again' }).click();
    const table = await within(panel).findByRole('table', { name: T.editorPanel(profile.title) });
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.equal(profile.constraints.length));
    expect(within(panel).queryByRole('alert')).to.equal(null);
  },
  'the editor',
);

// ------------------------------------------------------------------------------------------------- 401

describe(`${BATTERY}: 401 on each package profile change signs out`, () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
    // The 401 ended the session: signed in again for the next case.
    await signIn(ns);
  });

  async function run(act: (screen: Screen) => Promise<void>) {
    const uncaught = watchUncaught();
    try {
      const { screen } = await openPackageList(ns);
      const before = await serverPackageProfiles(ns);
      await act(screen);
      await waitFor(() => {
        if (!currentPortalPath().startsWith('/login')) throw new Error(`at ${currentPortalPath()}, expected /login`);
      });
      expect(uncaught.caught, 'uncaught errors').to.deep.equal([]);
      expect(await serverPackageProfiles(ns), 'a profile changed').to.deep.equal(before);
      tally.tried += 1;
      tally.held += 1;
    } finally {
      uncaught.stop();
    }
  }

  it('401 on POST packageprofiles', async () => {
    await run(async (screen) => {
      const { form } = await openAdd(screen);
      await typeInto(textbox(form, 'Name'), 'Never made');
      await typeInto(textbox(form, 'Description'), 'Never made');
      chooseValue(within(form).getByRole('combobox', { name: 'Package constraints' }), 'manual');
      await waitFor(() => constraintRow(form, 1));
      await fillConstraintRow(form, 1, { constraint: 'depends', package: 'curl' });
      await setOptions(ns, { faults: [faultFor({ method: 'POST', path: 'packageprofiles' }, '401')] });
      within(form).getByRole('button', { name: T.add }).click();
    });
  });

  it('401 on PUT packageprofiles/{name}', async () => {
    const profile = await serverPackageProfile(ns, PROFILE_OF['401']);
    await run(async (screen) => {
      const { form } = await openEdit(screen, profile);
      await retype(textbox(form, 'Description'), 'Never saved');
      await setOptions(ns, { faults: [faultFor({ method: 'PUT', path: `packageprofiles/${profile.name}` }, '401')] });
      within(form).getByRole('button', { name: 'Save changes' }).click();
    });
  });

  it('401 on GET RemovePackageProfile', async () => {
    const profile = await serverPackageProfile(ns, PROFILE_OF['401']);
    await run(async (screen) => {
      await rowAction(screen, profile.title, T.removeItem(profile.title));
      const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
      await typeInto(within(dialog).getByRole('textbox'), `remove ${profile.name}`);
      await setOptions(ns, { faults: [faultFor(get('RemovePackageProfile'), '401')] });
      within(dialog).getByRole('button', { name: 'Remove' }).click();
    });
  });

  it('401 on DELETE packageprofiles/{name}/constraints', async () => {
    const profile = await serverPackageProfile(ns, PROFILE_OF['401']);
    await run(async (screen) => {
      const { panel, table } = await openEditor(screen, profile);
      within(table).getByRole('checkbox', { name: 'Toggle all constraints' }).click();
      within(panel).getByRole('button', { name: 'Remove selected constraint(s)' }).click();
      const dialog = await screen.findByRole('dialog', { name: 'Remove constraints' });
      await setOptions(ns, { faults: [faultFor({ method: 'DELETE', path: `packageprofiles/${profile.name}/constraints` }, '401')] });
      within(dialog).getByRole('button', { name: 'Remove' }).click();
    });
  });

  it('401 on PUT packageprofiles/{name}/constraints/{id}', async () => {
    const profile = await serverPackageProfile(ns, PROFILE_OF['401']);
    const target = profile.constraints[0]!;
    await run(async (screen) => {
      const { panel, table } = await openEditor(screen, profile);
      within(table).getByRole('button', { name: `Edit ${target.package} constraint` }).click();
      await retype(await within(panel).findByRole('textbox', { name: `Package, ${target.package}` }), 'renamed');
      await setOptions(ns, { faults: [faultFor({ method: 'PUT', path: `packageprofiles/${profile.name}/constraints/${target.id}` }, '401')] });
      within(table).getByRole('button', { name: `Save ${target.package} constraint` }).click();
    });
  });
});
