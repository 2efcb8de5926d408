/**
 * Settings › Roles (`/settings/roles`, screens admin-account.md §2) against the simulator over HTTP:
 * the list and its View/Manage summaries from GetPermissions, Show more, the failed and empty list;
 * add (success, a refused CreateRole keeping the panel, a refused follow-up saying the role exists),
 * edit (exactly the differences, global permissions included, read back from the server; nothing
 * when nothing changed), remove (who it affects, one request, the notice), the access group tree by
 * keyboard, hostile strings as text, axe.
 */
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { expectInert, HOSTILE } from '../hardening/hostile.ts';
import {
  box,
  cells,
  changeCalls,
  expect,
  findPanel,
  formIn,
  legacyCalls,
  listedNames,
  openRoles,
  plain,
  readBack,
  rolesTable,
  rowAction,
  rowOf,
  serverRole,
  serverRoles,
  ticked,
  type Screen,
} from './helpers.ts';

const LONG = 'Production-database-operations-on-call-rotation-EMEA+APAC-read-write-2025';

async function openAdd(screen: Screen): Promise<HTMLElement> {
  (await screen.findByRole('button', { name: 'Add role' })).click();
  return formIn(await findPanel(screen, 'Add role'));
}

async function openEdit(screen: Screen, name: string): Promise<HTMLElement> {
  await rowAction(screen, name, 'Edit');
  return formIn(await findPanel(screen, `Edit "${name}" role`));
}

const field = (panel: HTMLElement, name: string) => within(panel).getByRole('textbox', { name }) as HTMLInputElement;
const submit = (panel: HTMLElement, name: string) => within(panel).getByRole('button', { name }).click();
const closed = (screen: Screen) => waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

describe('Settings › Roles', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 800, height: 600 });
  });

  it('lists every role with its administrators and what it may view and manage; GlobalAdmin has no actions', async () => {
    await setViewport({ width: 1400, height: 900 });
    const { screen, portal } = await openRoles(ns);
    const table = await rolesTable(screen);
    for (const header of ['Name', 'Administrators', 'View', 'Manage', 'Actions']) expect(within(table).getByRole('columnheader', { name: header })).to.exist;
    await waitFor(async () => expect(await listedNames(screen)).to.deep.equal((await serverRoles(ns)).map((role) => role.name)));
    expect(await listedNames(screen)).to.deep.equal(['GlobalAdmin', 'DesktopAdmin', 'Auditor', LONG, 'Contractors']);

    const globalAdmin = await rowOf(screen, 'GlobalAdmin');
    const administrators = (await serverRole(ns, 'GlobalAdmin'))!.persons.length;
    expect(administrators).to.be.greaterThan(2);
    expect(cells(globalAdmin).slice(1, 4)).to.deep.equal([String(administrators), 'All properties', 'All properties']);
    expect(within(globalAdmin).queryByRole('button')).to.equal(null);
    expect(cells(globalAdmin)[0]).to.equal('GlobalAdminFull access to everything in the account');

    // DesktopAdmin: Manage computers, pending computers, access group and package profiles; views of
    // scripts, instances and package profiles (managing implies viewing), in the matrices' order.
    const desktop = await rowOf(screen, 'DesktopAdmin');
    expect(cells(desktop)[1]).to.equal('2');
    expect(cells(desktop)[2]).to.equal('Instances, package profiles, scripts');
    expect(cells(desktop)[3]).to.equal('Access group, pending instances, instances, …Show more');
    expect(within(desktop).getByRole('button', { name: 'DesktopAdmin role actions' })).to.exist;

    // The auditor views everything and manages nothing.
    const auditor = await rowOf(screen, 'Auditor');
    expect(cells(auditor).slice(1, 4)).to.deep.equal(['2', 'All properties', '']);
    // Contractors: nobody holds it.
    expect(cells(await rowOf(screen, 'Contractors'))[1]).to.equal('0');
    await expect(portal).to.be.accessible();
  });

  it('Show more shows one summary whole at a time; a press outside its row shows it short again', async () => {
    const { screen } = await openRoles(ns);
    const desktop = await rowOf(screen, 'DesktopAdmin');
    const long = await rowOf(screen, LONG);
    const more = within(desktop).getByRole('button', { name: 'Show more of what DesktopAdmin can manage' });
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.click();
    await waitFor(() => expect(cells(desktop)[3]).to.equal('Access group, pending instances, instances, package profilesShow less'));
    expect(within(desktop).getByRole('button', { name: 'Show less of what DesktopAdmin can manage' }).getAttribute('aria-expanded')).to.equal('true');
    // Another one: the first goes short.
    within(long).getByRole('button', { name: `Show more of what ${LONG} can view` }).click();
    await waitFor(() => expect(cells(desktop)[3]).to.contain('…Show more'));
    expect(cells(long)[2]).to.equal('Event log, instances, script profiles, scriptsShow less');
    // A press elsewhere (the page heading).
    screen.getByRole('heading', { level: 1 }).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => expect(cells(long)[2]).to.equal('Event log, instances, script profiles, …Show more'));
  });

  it('labels come from GetPermissions at runtime; a permission it does not list shows by its name, never as an empty label', async () => {
    await setOptions(ns, {
      faults: [
        {
          path: 'GetPermissions',
          status: 200,
          body: [
            { name: 'ViewComputer', title: 'View machines', global: false },
            { name: 'ManageComputer', title: 'Manage machines', global: false },
            { name: 'ViewScript', title: 'View automations', global: false },
            { name: 'ManageScript', title: 'Manage automations', global: false },
            { name: 'ViewEventLog', title: 'View audit trail', global: true },
          ],
        },
      ],
    });
    const { screen } = await openRoles(ns);
    const desktop = await rowOf(screen, 'DesktopAdmin');
    // The server's titles make the labels; what its catalogue lacks shows by name, after them.
    expect(cells(desktop)[2]).to.equal('Automations, machines, ViewPackageProfile');
    expect(cells(desktop)[3]).to.equal('Machines, AddComputerToAccessGroup, ManagePendingComputer, …Show more');
    for (const row of (await rolesTable(screen)).querySelectorAll('tbody tr')) expect(row.textContent).to.not.match(/, ,|^, |, $/);
  });

  it("a failed list shows the server's message and Try again, never the empty state; Try again asks again", async () => {
    await setOptions(ns, { faults: [{ path: 'GetRoles', status: 500, body: { error: 'Boom', message: 'The roles could not be read.' } }] });
    const { screen } = await openRoles(ns);
    expect(await screen.findByText('The roles could not be read.')).to.exist;
    expect(screen.queryByText('No roles found')).to.equal(null);
    await setOptions(ns, { faults: [] });
    await clearRequests(ns);
    screen.getByRole('button', { name: 'Try again' }).click();
    await rowOf(screen, 'GlobalAdmin');
    expect(await requests(ns, { path: 'GetRoles' })).to.have.length(1);
  });

  it('a failed permission catalogue fails the list too (no summary without it), with Try again', async () => {
    await setOptions(ns, { faults: [{ path: 'GetPermissions', status: 503, body: { error: 'Unavailable', message: 'Permissions are resting.' } }] });
    const { screen } = await openRoles(ns);
    expect(await screen.findByText('Permissions are resting.')).to.exist;
    await setOptions(ns, { faults: [] });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(cells(await rowOf(screen, 'GlobalAdmin'))[2]).to.equal('All properties');
  });

  it('no role: the empty state, its link and Add role', async () => {
    await setOptions(ns, { faults: [{ path: 'GetRoles', status: 200, body: [] }] });
    const { screen } = await openRoles(ns);
    expect(await screen.findByRole('heading', { name: 'No roles found' })).to.exist;
    expect(screen.getByText('You haven\u2019t added any roles yet.')).to.exist;
    expect(screen.getByRole('link', { name: /How to manage administrators in Landscape/ }).getAttribute('href')).to.equal('https://ubuntu.com/landscape/docs/administrators');
    const buttons = screen.getAllByRole('button', { name: 'Add role' });
    buttons.at(-1)!.click();
    expect(await findPanel(screen, 'Add role')).to.exist;
  });

  it('adds a role: CreateRole, then its access groups (collapsed) and permissions (views implied, the access-group pair); the notice; the list has it', async () => {
    const { screen, portal } = await openRoles(ns);
    const panel = await openAdd(screen);
    await expect(portal).to.be.accessible();
    await typeInto(field(panel, 'Role name'), 'Release-managers');
    await typeInto(field(panel, 'Description'), 'They ship');
    // Global: Manage Roles (ticks View Roles, which is then disabled), View event log.
    box(panel, 'Manage Roles').click();
    expect(box(panel, 'View Roles').checked).to.equal(true);
    expect(box(panel, 'View Roles').disabled).to.equal(true);
    box(panel, 'View event log').click();
    // A manage-only row's View follows its Manage, never on its own.
    expect(box(panel, 'View access group').disabled).to.equal(true);
    box(panel, 'Manage access group').click();
    expect(box(panel, 'View access group').checked).to.equal(true);
    box(panel, 'Manage instances').click();
    // Unticking Manage leaves View ticked.
    box(panel, 'Manage scripts').click();
    box(panel, 'Manage scripts').click();
    expect([box(panel, 'View scripts').checked, box(panel, 'View scripts').disabled]).to.deep.equal([true, false]);
    // Servers ticks its children.
    box(panel, 'Servers').click();
    expect(box(panel, 'Production servers').checked && box(panel, 'Staging and development').checked).to.equal(true);
    expect((box(panel, 'Global access') as HTMLInputElement).indeterminate).to.equal(true);
    await clearRequests(ns);
    submit(panel, 'Add role');
    expect(await findNotification(screen, "You added the role 'Release-managers'")).to.exist;
    expect((await findNotification(screen, 'New role has been added')).textContent).to.contain('New role has been added');
    await closed(screen);
    expect(await legacyCalls(ns, 'CreateRole')).to.deep.equal([{ name: 'Release-managers', description: 'They ship' }]);
    expect(await legacyCalls(ns, 'AddAccessGroupsToRole')).to.deep.equal([{ name: 'Release-managers', access_groups: ['servers'] }]);
    expect(await legacyCalls(ns, 'AddPermissionsToRole')).to.deep.equal([
      {
        name: 'Release-managers',
        permissions: ['AddComputerToAccessGroup', 'ManageComputer', 'ManageRole', 'RemoveComputerFromAccessGroup', 'ViewComputer', 'ViewEventLog', 'ViewRole', 'ViewScript'].sort(),
      },
    ]);
    expect(await readBack(ns, 'Release-managers')).to.deep.equal({
      permissions: ['AddComputerToAccessGroup', 'ManageComputer', 'RemoveComputerFromAccessGroup', 'ViewComputer', 'ViewScript'].sort(),
      global_permissions: ['ViewEventLog', 'ViewRole', 'ManageRole'].sort(),
      access_groups: ['servers'],
    });
    expect(await listedNames(screen)).to.include('Release-managers');
  });

  it('a role name breaking the rule says so verbatim and sends nothing; an empty description is not sent', async () => {
    const { screen } = await openRoles(ns);
    const panel = await openAdd(screen);
    await clearRequests(ns);
    submit(panel, 'Add role');
    expect(await within(panel).findByText('This field is required.')).to.exist;
    await typeInto(field(panel, 'Role name'), '1st role');
    submit(panel, 'Add role');
    expect(await within(panel).findByText('Name must start with a letter and can contain alphanumeric characters, \u2018-\u2018 and \u2018+\u2019.')).to.exist;
    expect(await changeCalls(ns)).to.deep.equal([]);
    const name = field(panel, 'Role name');
    name.select();
    await sendKeys({ type: 'Bare' });
    submit(panel, 'Add role');
    expect(await findNotification(screen, "You added the role 'Bare'")).to.exist;
    expect(await legacyCalls(ns, 'CreateRole')).to.deep.equal([{ name: 'Bare' }]);
    expect(await changeCalls(ns)).to.deep.equal(['CreateRole']);
  });

  it("a refused CreateRole shows the server's message in the open panel, every value kept, and nothing else is sent", async () => {
    const { screen } = await openRoles(ns);
    const panel = await openAdd(screen);
    await typeInto(field(panel, 'Role name'), 'Auditor');
    await typeInto(field(panel, 'Description'), 'Again');
    box(panel, 'Manage instances').click();
    box(panel, 'QA and load testing').click();
    await clearRequests(ns);
    submit(panel, 'Add role');
    expect(await within(panel).findByText('A role named "Auditor" already exists.')).to.exist;
    expect(await findPanel(screen, 'Add role')).to.equal(panel);
    expect([field(panel, 'Role name').value, field(panel, 'Description').value]).to.deep.equal(['Auditor', 'Again']);
    expect([box(panel, 'Manage instances').checked, box(panel, 'View instances').checked, box(panel, 'QA and load testing').checked]).to.deep.equal([true, true, true]);
    expect(await changeCalls(ns)).to.deep.equal(['CreateRole']);
    expect(queryNotification(screen, 'New role has been added')).to.equal(null);
    // Another name goes through.
    const name = field(panel, 'Role name');
    name.select();
    await sendKeys({ type: 'Auditor2' });
    submit(panel, 'Add role');
    expect(await findNotification(screen, "You added the role 'Auditor2'")).to.exist;
    // QA and load testing is staging's only child: ticking it ticked staging (and QA's own child), sent alone.
    expect(await readBack(ns, 'Auditor2')).to.deep.equal({ permissions: ['ManageComputer', 'ViewComputer'], global_permissions: [], access_groups: ['staging'] });
  });

  it('a refused follow-up says the role exists and what was not saved, never a success; the next submit sends only the rest', async () => {
    const message = 'The permissions service is down.';
    await setOptions(ns, { faults: [{ path: 'AddPermissionsToRole', status: 500, times: 1, body: { error: 'Boom', message } }] });
    const { screen } = await openRoles(ns);
    const panel = await openAdd(screen);
    await typeInto(field(panel, 'Role name'), 'Half');
    box(panel, 'View instances').click();
    box(panel, 'Acme Corporation desktops').click();
    await clearRequests(ns);
    submit(panel, 'Add role');
    const alert = await within(panel).findByRole('alert');
    await waitFor(() => expect(plain(alert.textContent)).to.contain("The role 'Half' was added, but its permissions could not be saved."));
    expect(alert.textContent).to.contain(message);
    expect(queryNotification(screen, 'New role has been added')).to.equal(null);
    // The role exists, with its access groups; the list shows it.
    expect(await readBack(ns, 'Half')).to.deep.equal({ permissions: [], global_permissions: [], access_groups: ['desktops'] });
    await waitFor(async () => expect(await listedNames(screen)).to.include('Half'));
    expect(field(panel, 'Role name').readOnly).to.equal(true);
    await clearRequests(ns);
    submit(panel, 'Add role');
    expect(await findNotification(screen, "You added the role 'Half'")).to.exist;
    await closed(screen);
    expect(await changeCalls(ns)).to.deep.equal(['AddPermissionsToRole']);
    expect((await readBack(ns, 'Half')).permissions).to.deep.equal(['ViewComputer']);
  });

  it('edits exactly the differences, global permissions and the tree included; the role read back is what the form showed', async () => {
    const { screen, portal } = await openRoles(ns);
    let panel = await openEdit(screen, 'DesktopAdmin');
    // Name and description are not the edit's (the API cannot change them).
    expect(within(panel).queryByRole('textbox')).to.equal(null);
    expect(box(panel, 'Manage package profiles').checked).to.equal(true);
    expect(box(panel, 'Acme Corporation desktops').checked && box(panel, 'WSL instances').checked).to.equal(true);
    await expect(portal).to.be.accessible();
    box(panel, 'Manage package profiles').click();
    box(panel, 'Manage Roles').click();
    box(panel, 'Manage account').click();
    // Unticking WSL unticks desktops (and Global access), its sibling Point-of-sale stays; Production servers then.
    box(panel, 'WSL instances').click();
    expect(box(panel, 'Acme Corporation desktops').checked).to.equal(false);
    box(panel, 'Production servers').click();
    expect((box(panel, 'Servers') as HTMLInputElement).indeterminate).to.equal(true);
    const shown = ticked(panel);
    await clearRequests(ns);
    submit(panel, 'Save changes');
    expect(await findNotification(screen, "You modified the role 'DesktopAdmin'")).to.exist;
    expect(await findNotification(screen, 'Role changes have been saved')).to.exist;
    await closed(screen);
    expect(await legacyCalls(ns, 'RemovePermissionsFromRole')).to.deep.equal([{ name: 'DesktopAdmin', permissions: ['ManagePackageProfile'] }]);
    expect(await legacyCalls(ns, 'AddPermissionsToRole')).to.deep.equal([{ name: 'DesktopAdmin', permissions: ['ManageAccount', 'ManageRole', 'ViewRole'] }]);
    expect(await legacyCalls(ns, 'RemoveAccessGroupsFromRole')).to.deep.equal([{ name: 'DesktopAdmin', access_groups: ['desktops'] }]);
    expect(await legacyCalls(ns, 'AddAccessGroupsToRole')).to.deep.equal([{ name: 'DesktopAdmin', access_groups: ['point-of-sale', 'production'] }]);
    // The removals before the additions of permissions.
    const order = (await requests(ns)).map((request) => request.path).filter((path) => path.endsWith('Role'));
    expect(order.indexOf('AddPermissionsToRole')).to.be.greaterThan(order.indexOf('RemovePermissionsFromRole'));
    expect(await readBack(ns, 'DesktopAdmin')).to.deep.equal({
      permissions: ['AddComputerToAccessGroup', 'ManageComputer', 'ManagePendingComputer', 'RemoveComputerFromAccessGroup', 'ViewComputer', 'ViewPackageProfile', 'ViewScript'].sort(),
      global_permissions: ['ManageAccount', 'ManageRole', 'ViewRole'].sort(),
      access_groups: ['point-of-sale', 'production'],
    });
    // Opened again from the refreshed list, the form shows what it showed when saved.
    panel = await openEdit(screen, 'DesktopAdmin');
    expect(ticked(panel)).to.deep.equal(shown);
  });

  it('removes global permissions and unticks a Manage whose View stays; AddComputerToAccessGroup takes its pair along', async () => {
    const { screen } = await openRoles(ns);
    let panel = await openEdit(screen, 'Auditor');
    box(panel, 'View Billing').click();
    box(panel, 'View Roles').click();
    submit(panel, 'Save changes');
    expect(await findNotification(screen, "You modified the role 'Auditor'")).to.exist;
    expect((await readBack(ns, 'Auditor')).global_permissions).to.deep.equal(['ViewEventLog']);

    panel = await openEdit(screen, 'DesktopAdmin');
    box(panel, 'Manage instances').click();
    expect([box(panel, 'View instances').checked, box(panel, 'View instances').disabled]).to.deep.equal([true, false]);
    box(panel, 'Manage access group').click();
    await clearRequests(ns);
    submit(panel, 'Save changes');
    expect(await findNotification(screen, "You modified the role 'DesktopAdmin'")).to.exist;
    expect(await legacyCalls(ns, 'RemovePermissionsFromRole')).to.deep.equal([
      { name: 'DesktopAdmin', permissions: ['AddComputerToAccessGroup', 'ManageComputer', 'RemoveComputerFromAccessGroup'] },
    ]);
    expect(await legacyCalls(ns, 'AddPermissionsToRole')).to.deep.equal([]);
    const role = await serverRole(ns, 'DesktopAdmin');
    expect(role!.permissions).to.include('ViewComputer');
  });

  it('an edit that changes nothing sends nothing: the panel closes without a notice', async () => {
    const { screen } = await openRoles(ns);
    const panel = await openEdit(screen, LONG);
    // Ticked and unticked again.
    box(panel, 'Manage upgrade profiles').click();
    box(panel, 'Manage upgrade profiles').click();
    box(panel, 'View upgrade profiles').click();
    // Servers (some below ticked) unticks all, then ticks all; unticking Staging leaves Production.
    box(panel, 'Servers').click();
    box(panel, 'Servers').click();
    box(panel, 'Staging and development').click();
    expect(ticked(within(panel).getByRole('group', { name: 'Access Groups' }))).to.deep.equal(['Production servers']);
    await clearRequests(ns);
    submit(panel, 'Save changes');
    await closed(screen);
    expect(await changeCalls(ns)).to.deep.equal([]);
    expect(queryNotification(screen)).to.equal(null);
  });

  it("a refused edit keeps the panel with the server's message; what was taken is not sent again", async () => {
    const message = 'Access groups are locked.';
    await setOptions(ns, { faults: [{ path: 'AddAccessGroupsToRole', status: 400, times: 1, body: { error: 'Locked', message } }] });
    const { screen } = await openRoles(ns);
    const panel = await openEdit(screen, 'Contractors');
    box(panel, 'View scripts').click();
    // Production servers completes Servers: added; Staging, now under it, removed.
    box(panel, 'Production servers').click();
    expect(box(panel, 'Servers').checked).to.equal(true);
    await clearRequests(ns);
    submit(panel, 'Save changes');
    const alert = await within(panel).findByRole('alert');
    await waitFor(() => expect(plain(alert.textContent)).to.contain("Some changes to the role 'Contractors' were saved, but its access groups could not be."));
    expect(alert.textContent).to.contain(message);
    expect(queryNotification(screen, 'Role changes have been saved')).to.equal(null);
    expect(box(panel, 'View scripts').checked).to.equal(true);
    await clearRequests(ns);
    submit(panel, 'Save changes');
    expect(await findNotification(screen, "You modified the role 'Contractors'")).to.exist;
    expect(await legacyCalls(ns, 'AddAccessGroupsToRole')).to.deep.equal([{ name: 'Contractors', access_groups: ['servers'] }]);
    expect(await changeCalls(ns)).to.deep.equal(['AddAccessGroupsToRole']);
    expect((await readBack(ns, 'Contractors')).access_groups).to.deep.equal(['servers', 'wsl']);
  });

  it('removes a role: who it affects, one request however fast Remove is pressed, the notice, the list without it', async () => {
    const { screen, portal } = await openRoles(ns);
    await rowAction(screen, 'Contractors', 'Remove');
    let dialog = await screen.findByRole('dialog', { name: "Remove 'Contractors' role" });
    expect(plain(dialog.textContent)).to.contain("This will remove 'Contractors' role.");
    expect(dialog.textContent).to.not.contain('This will affect');
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await closed(screen);

    await rowAction(screen, 'DesktopAdmin', 'Remove');
    dialog = await screen.findByRole('dialog', { name: "Remove 'DesktopAdmin' role" });
    expect(within(dialog).getByText('This will affect 2 administrators.')).to.exist;
    await expect(portal).to.be.accessible();
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    remove.click();
    remove.click();
    expect(await findNotification(screen, "You removed the role 'DesktopAdmin'")).to.exist;
    expect(await findNotification(screen, 'Role removed')).to.exist;
    await setOptions(ns, { latencyMs: 0 });
    expect(await legacyCalls(ns, 'RemoveRole')).to.deep.equal([{ name: 'DesktopAdmin' }]);
    await waitFor(async () => expect(await listedNames(screen)).to.not.include('DesktopAdmin'));
    expect(await serverRole(ns, 'DesktopAdmin')).to.equal(undefined);
  });

  it("a refused removal keeps the dialog with the server's message and no notice", async () => {
    await setOptions(ns, { faults: [{ path: 'RemoveRole', status: 403, times: 1, body: { error: 'Forbidden', message: 'You may not remove roles.' } }] });
    const { screen } = await openRoles(ns);
    await rowAction(screen, LONG, 'Remove');
    const dialog = await screen.findByRole('dialog', { name: `Remove '${LONG}' role` });
    expect(within(dialog).getByText('This will affect 1 administrator.')).to.exist;
    within(dialog).getByRole('button', { name: 'Remove' }).click();
    expect(await within(dialog).findByText('You may not remove roles.')).to.exist;
    expect(queryNotification(screen, 'Role removed')).to.equal(null);
    expect(await serverRole(ns, LONG)).to.exist;
  });

  it('one CreateRole however fast Add role is pressed', async () => {
    const { screen } = await openRoles(ns);
    const panel = await openAdd(screen);
    await typeInto(field(panel, 'Role name'), 'Once');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const button = within(panel).getByRole('button', { name: 'Add role' });
    button.click();
    button.click();
    button.click();
    expect(await findNotification(screen, "You added the role 'Once'")).to.exist;
    await setOptions(ns, { latencyMs: 0 });
    expect(await changeCalls(ns)).to.deep.equal(['CreateRole']);
  });

  it('the access group tree works by keyboard: Tab reaches each box in order, Space ticks, the arrows move; axe holds', async () => {
    const { screen, portal } = await openRoles(ns);
    const panel = await openAdd(screen);
    const tree = within(panel).getByRole('group', { name: 'Access Groups' });
    const boxes = [...tree.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((input) => input.labels?.[0]?.textContent)).to.deep.equal([
      'Global access',
      'Acme Corporation desktops',
      'Point-of-sale terminals and self-service kiosks in every retail store of the northern European region, seasonal pop-up shops and their spare units',
      'WSL instances',
      'Servers',
      'Production servers',
      'Staging and development',
      'QA and load testing',
      '<img src=x onerror=alert(document.domain)>',
    ]);
    // Tab from the last matrix box into the tree, then through it.
    const matrixBoxes = [...panel.querySelectorAll<HTMLInputElement>('table input[type="checkbox"]:not(:disabled)')];
    matrixBoxes.at(-1)!.focus();
    await sendKeys({ press: 'Tab' });
    expect(tree.getRootNode() instanceof ShadowRoot && (tree.getRootNode() as ShadowRoot).activeElement).to.equal(boxes[0]);
    const active = () => (tree.getRootNode() as ShadowRoot).activeElement;
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(boxes[1]);
    await sendKeys({ press: 'Space' });
    expect(ticked(tree)).to.deep.equal(boxes.slice(1, 4).map((input) => input.labels?.[0]?.textContent));
    expect(boxes[0]!.indeterminate).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(active()).to.equal(boxes[4]);
    await sendKeys({ press: 'Space' });
    // Every child of Global access ticked: it is ticked too.
    expect(ticked(tree)).to.deep.equal(boxes.map((input) => input.labels?.[0]?.textContent));
    await sendKeys({ press: 'ArrowUp' });
    expect(active()).to.equal(boxes[3]);
    await sendKeys({ press: 'Space' });
    // WSL unticked: its parent and Global access with it; its sibling and the servers stay.
    expect(ticked(tree)).to.deep.equal([2, 4, 5, 6, 7, 8].map((index) => boxes[index]!.labels?.[0]?.textContent));
    await sendKeys({ press: 'Home' });
    expect(active()).to.equal(boxes[0]);
    await sendKeys({ press: 'End' });
    expect(active()).to.equal(boxes[8]);
    await expect(portal).to.be.accessible();
  });

  it('names, descriptions and permission titles the server sends show as text, whatever they hold', async () => {
    const roles = HOSTILE.map((hostile, index) => ({
      name: `Hostile${index}`,
      description: hostile.value,
      permissions: ['ViewComputer', `Hostile${index}`],
      global_permissions: [],
      persons: [],
      access_groups: [],
    }));
    const permissions = HOSTILE.map((hostile, index) => ({ name: `ManageHostile${index}`, title: hostile.value, global: index % 2 === 0 }));
    await setOptions(ns, {
      faults: [
        { path: 'GetRoles', status: 200, body: [...roles, { name: HOSTILE[0]!.value, description: '', permissions: [], persons: [], access_groups: [] }] },
        { path: 'GetPermissions', status: 200, body: [{ name: 'ViewComputer', title: 'View computers', global: false }, ...permissions] },
      ],
    });
    const { screen, portal } = await openRoles(ns);
    const table = await rolesTable(screen);
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).to.have.length(HOSTILE.length + 1));
    HOSTILE.forEach((hostile, index) => {
      const row = table.querySelectorAll('tbody tr')[index]!;
      if (!hostile.blank) expect(row.textContent, hostile.label).to.contain(hostile.value.slice(0, 50));
    });
    expect(table.textContent).to.contain(HOSTILE[0]!.value);
    await rowAction(screen, 'Hostile0', 'Edit');
    const panel = await formIn(await findPanel(screen, 'Edit "Hostile0" role'));
    expect(panel.textContent).to.contain(HOSTILE[0]!.value);
    expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
    expectInert();
  });
});

describe('landscape-roles', () => {
  it('shows the roles in its frame, with its own Add role; axe holds', async () => {
    const ns = await signedInNamespace();
    const { mount } = await import('../helpers/dom.ts');
    const { html } = await import('@open-wc/testing');
    const { screenOf } = await import('../helpers/dom.ts');
    const root = await mount(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-roles></landscape-roles></landscape-root>`,
      'landscape-root',
    );
    const element = root.querySelector('landscape-roles')!;
    const screen = screenOf(element);
    expect(await screen.findByRole('region', { name: 'Roles' })).to.exist;
    await rowOf(screen, 'Auditor');
    within(screen.getByRole('toolbar', { name: 'Role actions' })).getByRole('button', { name: 'Add role' }).click();
    expect(await formIn(await findPanel(screen, 'Add role'))).to.exist;
    await expect(element).to.be.accessible();
    leavePortal();
  });
});
