/**
 * Settings › Administrators, the Administrators tab (`/settings/administrators`, screens
 * admin-account.md §1.2, §1.5) against the simulator over HTTP: the list, the search and the pages in
 * the address, the inline role editor (one PUT, read back, Revert, at least one role), removal with
 * its guard rails (yourself, the last GlobalAdmin: unavailable with the reason; the server refuses
 * too), the administrator's panel, failed and empty lists, keyboard, hostile strings, axe.
 */
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { expectInert, HOSTILE } from '../hardening/hostile.ts';
import {
  adminRow,
  administratorsTable,
  cells,
  changeCalls,
  chipsIn,
  chooseOption,
  expect,
  listedNames,
  openAdministrators,
  plain,
  removeItem,
  serverAdministrator,
  serverAdministrators,
  setServerRoles,
  type Screen,
} from './helpers.ts';

// The organisation's users first (Grace signs in through its identity provider), then the other creators.
const ACME = ['Ada Admin', 'Alan Auditor', 'Grace Hopper', 'Tomás Fernández', 'Zoë Müller', 'Priya Patel', 'Kenji Tanaka', 'Niamh Murphy', 'Kwame Mensah'];
const LONG_ROLE = 'Production-database-operations-on-call-rotation-EMEA+APAC-read-write-2025';

const rolesInput = (row: HTMLElement) => within(row).getByRole('combobox');
const closed = (screen: Screen) => waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

/** An administrator as a faulted GetAdministrators answers it. */
const person = (id: number, name = `Person ${String(id).padStart(2, '0')}`, roles = ['GlobalAdmin']) => ({
  id,
  name,
  email: `person${id}@example.com`,
  roles,
});

describe('Settings › Administrators', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 800, height: 600 });
  });

  it("lists every administrator with their email and roles (the server's), the Administrators tab chosen; axe holds", async () => {
    await setViewport({ width: 1400, height: 900 });
    const { screen, portal } = await openAdministrators(ns);
    const tabs = await screen.findByRole('tablist', { name: 'Administrators and invites' });
    expect(within(tabs).getByRole('tab', { name: 'Administrators' }).getAttribute('aria-selected')).to.equal('true');
    expect(within(tabs).getByRole('tab', { name: 'Invites' }).getAttribute('aria-selected')).to.equal('false');
    expect(screen.getByRole('button', { name: 'Invite administrator' })).to.exist;
    const table = await administratorsTable(screen);
    for (const header of ['Name', 'Email', 'Roles', 'Actions']) expect(within(table).getByRole('columnheader', { name: header })).to.exist;
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(ACME));
    const zoe = await adminRow(screen, 'Zoë Müller');
    expect(cells(zoe)[1]).to.equal('zoe.muller@example.com');
    await waitFor(() => expect(chipsIn(zoe)).to.deep.equal(['GlobalAdmin', 'DesktopAdmin']));
    expect(chipsIn(await adminRow(screen, 'Alan Auditor'))).to.deep.equal(['Auditor']);
    expect(chipsIn(await adminRow(screen, 'Priya Patel'))).to.deep.equal(['GlobalAdmin', LONG_ROLE]);
    // Nothing changed: Revert and Save changes unavailable.
    expect(within(zoe).getByRole('button', { name: 'Revert the roles of Zoë Müller' }).hasAttribute('disabled')).to.equal(true);
    expect(within(zoe).getByRole('button', { name: 'Save changes to the roles of Zoë Müller' }).hasAttribute('disabled')).to.equal(true);
    // One page: the footer says how many.
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).to.contain('Showing 9 of 9');
    await expect(portal).to.be.accessible();
  });

  it('searches email, name and role names in the page, the search in the address with its chip; no match says so', async () => {
    const { screen } = await openAdministrators(ns);
    const table = await administratorsTable(screen);
    await waitFor(async () => expect(await listedNames(table)).to.have.length(9));
    const search = screen.getByRole('searchbox', { name: 'Search administrators' });
    await clearRequests(ns);
    await typeInto(search, 'desktopadmin\n');
    await waitForPath('/settings/administrators?search=desktopadmin');
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(['Zoë Müller', 'Niamh Murphy']));
    expect(plain(screen.getByRole('list', { name: 'Active filters' }).textContent)).to.equal('Search: desktopadmin');
    // In the page: no request.
    expect(await requests(ns, { path: 'GetAdministrators' })).to.have.length(0);
    await typeInto(search, 'AUDITOR@EXAMPLE\n');
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(['Alan Auditor']));
    await typeInto(search, 'müller\n');
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(['Zoë Müller']));
    await typeInto(search, 'nobody\n');
    expect(await within(table).findByText('No administrators found with the search: "nobody".')).to.exist;
    screen.getByRole('button', { name: /^Clear all/ }).click();
    await waitForPath('/settings/administrators');
    await waitFor(async () => expect(await listedNames(table)).to.have.length(9));
  });

  it('pages in the page (20 a page, the page and its size in the address); a search starts at page one', async () => {
    const many = Array.from({ length: 45 }, (_, index) => person(index + 1));
    await setOptions(ns, { faults: [{ path: 'GetAdministrators', status: 200, body: many }] });
    const { screen } = await openAdministrators(ns, '?currentPage=3');
    const table = await administratorsTable(screen);
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(many.slice(40).map((item) => item.name)));
    screen.getByRole('button', { name: 'Previous page' }).click();
    await waitForPath('/settings/administrators?currentPage=2');
    await waitFor(async () => expect((await listedNames(table))[0]).to.equal('Person 21'));
    expect(await listedNames(table)).to.have.length(20);
    const search = screen.getByRole('searchbox', { name: 'Search administrators' });
    await typeInto(search, 'person4\n');
    await waitForPath('/settings/administrators?search=person4');
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(['Person 04', 'Person 40', 'Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45']));
    // The list came once: paging and the search are the page's own.
    expect(await requests(ns, { path: 'GetAdministrators' })).to.have.length(1);
  });

  it('changes roles in the row: Revert goes back; Save changes sends one PUT, notifies, and the row shows what the server holds', async () => {
    const { screen, portal } = await openAdministrators(ns);
    const row = await adminRow(screen, 'Kwame Mensah');
    await waitFor(() => expect(rolesInput(row)).to.exist);
    const revert = within(row).getByRole('button', { name: 'Revert the roles of Kwame Mensah' });
    const save = within(row).getByRole('button', { name: 'Save changes to the roles of Kwame Mensah' });
    await chooseOption(screen, rolesInput(row), 'Auditor');
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin', 'Auditor']));
    expect(revert.hasAttribute('disabled')).to.equal(false);
    revert.click();
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin']));
    expect(save.hasAttribute('disabled')).to.equal(true);

    await chooseOption(screen, rolesInput(row), 'Auditor');
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin', 'Auditor']));
    await chooseOption(screen, rolesInput(row), 'Contractors');
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin', 'Auditor', 'Contractors']));
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    save.click();
    save.click();
    expect(await findNotification(screen, 'Permission changes have been queued')).to.exist;
    expect(plain((await findNotification(screen, 'Permission changes have been queued')).textContent)).to.contain("You changed Kwame Mensah's roles");
    await setOptions(ns, { latencyMs: 0 });
    const puts = await requests(ns, { method: 'PUT', path: 'administrators/8' });
    expect(puts.map((request) => request.body)).to.deep.equal([{ roles: ['GlobalAdmin', 'Auditor', 'Contractors'] }]);
    // The administrators and the roles (their persons) were asked again, once each.
    await waitFor(async () => expect((await requests(ns)).map((request) => `${request.method} ${request.path}`)).to.deep.equal(['PUT administrators/8', 'GET GetAdministrators', 'GET GetRoles']));
    expect((await serverAdministrator(ns, 'kwame.mensah@example.com'))!.roles).to.deep.equal(['GlobalAdmin', 'Auditor', 'Contractors']);
    await waitFor(() => expect(save.hasAttribute('disabled')).to.equal(true));
    expect(chipsIn(row)).to.deep.equal(['GlobalAdmin', 'Auditor', 'Contractors']);
    await expect(portal).to.be.accessible();
  });

  it('at least one role: emptied, the row says so and Save changes sends nothing', async () => {
    const { screen } = await openAdministrators(ns);
    const row = await adminRow(screen, 'Alan Auditor');
    await waitFor(() => expect(rolesInput(row)).to.exist);
    within(row).getByRole('button', { name: 'Remove Auditor' }).click();
    expect(await within(row).findByText('At least one role is required')).to.exist;
    expect(rolesInput(row).getAttribute('aria-invalid')).to.equal('true');
    await clearRequests(ns);
    within(row).getByRole('button', { name: 'Save changes to the roles of Alan Auditor' }).click();
    // Nothing left, however long one waits for a request.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((await serverAdministrator(ns, 'auditor@example.com'))!.roles).to.deep.equal(['Auditor']);
    expect(await changeCalls(ns)).to.deep.equal([]);
    within(row).getByRole('button', { name: 'Revert the roles of Alan Auditor' }).click();
    await waitFor(() => expect(within(row).queryByText('At least one role is required')).to.equal(null));
    expect(chipsIn(row)).to.deep.equal(['Auditor']);
  });

  it("a refused change shows the server's message in the row and keeps the choice", async () => {
    // Everyone but Tomás loses GlobalAdmin: the server refuses to take it from him.
    for (const id of [1, 4, 5, 6, 7, 8]) await setServerRoles(ns, id, ['Auditor']);
    const { screen } = await openAdministrators(ns);
    const row = await adminRow(screen, 'Tomás Fernández');
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin']));
    await chooseOption(screen, rolesInput(row), 'Auditor');
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin', 'Auditor']));
    within(row).getByRole('button', { name: 'Remove GlobalAdmin' }).click();
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['Auditor']));
    within(row).getByRole('button', { name: 'Save changes to the roles of Tomás Fernández' }).click();
    expect(
      await within(row).findByText('Tomás Fernández is the last administrator with the GlobalAdmin role: give it to another administrator first.'),
    ).to.exist;
    expect(chipsIn(row)).to.deep.equal(['Auditor']);
    expect(queryNotification(screen, 'Permission changes have been queued')).to.equal(null);
    expect((await serverAdministrator(ns, 'tomas.fernandez@example.com'))!.roles).to.deep.equal(['GlobalAdmin']);
  });

  it('removes an administrator: one request however fast Remove is pressed, the notice, the list and roles asked again', async () => {
    const { screen, portal } = await openAdministrators(ns);
    (await removeItem(screen, 'Kwame Mensah')).click();
    const dialog = await screen.findByRole('dialog', { name: 'Remove Kwame Mensah' });
    expect(within(dialog).getByText('This will remove the administrator from your Landscape organization.')).to.exist;
    await expect(portal).to.be.accessible();
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    remove.click();
    remove.click();
    const notice = await findNotification(screen, 'as an administrator.');
    expect(plain(notice.textContent)).to.contain('You have successfully removed Kwame Mensah as an administrator.');
    expect(notice.textContent).to.contain('They will no longer be able to access this Landscape organization and all permissions have been revoked.');
    await setOptions(ns, { latencyMs: 0 });
    expect((await requests(ns, { path: 'DisableAdministrator' })).map((request) => request.query['email'])).to.deep.equal(['kwame.mensah@example.com']);
    await closed(screen);
    await waitFor(async () => expect(await listedNames(await administratorsTable(screen))).to.not.include('Kwame Mensah'));
    expect(await requests(ns, { path: 'GetAdministrators' })).to.have.length(1);
    expect(await requests(ns, { path: 'GetRoles' })).to.have.length(1);
    expect(await serverAdministrator(ns, 'kwame.mensah@example.com')).to.equal(undefined);
  });

  it('guard rails: yourself and the last administrator holding GlobalAdmin cannot be removed, and the menu says why', async () => {
    for (const id of [4, 5, 6, 7, 8]) await setServerRoles(ns, id, ['Auditor']);
    await setServerRoles(ns, 1, ['Auditor', 'DesktopAdmin']);
    const { screen } = await openAdministrators(ns);
    await waitFor(async () => expect(chipsIn(await adminRow(screen, 'Tomás Fernández'))).to.deep.equal(['GlobalAdmin']));
    const self = await removeItem(screen, 'Ada Admin');
    expect(self.getAttribute('aria-disabled')).to.equal('true');
    expect(self.textContent).to.contain('You can\u2019t remove yourself from this organization.');
    self.click();
    expect(screen.queryByRole('dialog')).to.equal(null);
    await sendKeys({ press: 'Escape' });
    const last = await removeItem(screen, 'Tomás Fernández');
    expect(last.getAttribute('aria-disabled')).to.equal('true');
    expect(last.textContent).to.contain('Tomás Fernández is the last administrator with the GlobalAdmin role. Give it to another administrator first.');
    await sendKeys({ press: 'Escape' });
    const other = await removeItem(screen, 'Kenji Tanaka');
    expect(other.getAttribute('aria-disabled')).to.equal(null);
    await sendKeys({ press: 'Escape' });
    expect(await changeCalls(ns)).to.deep.equal(['PUT administrators/4', 'PUT administrators/5', 'PUT administrators/6', 'PUT administrators/7', 'PUT administrators/8', 'PUT administrators/1']);
  });

  it("the server refuses too: a refusal stays in the dialog with the server's message and no notice", async () => {
    await setOptions(ns, {
      faults: [{ path: 'DisableAdministrator', status: 400, times: 1, body: { error: 'LastGlobalAdmin', message: 'Zoë Müller is the last administrator with the GlobalAdmin role.' } }],
    });
    const { screen } = await openAdministrators(ns);
    (await removeItem(screen, 'Zoë Müller')).click();
    const dialog = await screen.findByRole('dialog', { name: 'Remove Zoë Müller' });
    within(dialog).getByRole('button', { name: 'Remove' }).click();
    expect(await within(dialog).findByText('Zoë Müller is the last administrator with the GlobalAdmin role.')).to.exist;
    expect(queryNotification(screen, 'as an administrator.')).to.equal(null);
    expect(await serverAdministrator(ns, 'zoe.muller@example.com')).to.exist;
  });

  it("the administrator's panel: what the server says of them (no placeholders), their roles saved with one request; unchanged says so", async () => {
    const { screen, portal } = await openAdministrators(ns);
    within(await adminRow(screen, 'Zoë Müller')).getByRole('button', { name: 'Zoë Müller' }).click();
    const panel = await screen.findByRole('dialog', { name: 'Zoë Müller' });
    const form = await within(panel).findByRole('form', { name: 'Roles of Zoë Müller' });
    const facts = [...panel.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).to.deep.equal([
      ['Name', 'Zoë Müller'],
      ['Email', 'zoe.muller@example.com'],
    ]);
    expect(panel.textContent).to.not.contain('---');
    expect(chipsIn(form)).to.deep.equal(['GlobalAdmin', 'DesktopAdmin']);
    await expect(portal).to.be.accessible();

    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Save changes' }).click();
    expect(await within(form).findByText('No changes to save. Update the administrator roles before saving.')).to.exist;
    expect(await changeCalls(ns)).to.deep.equal([]);

    within(form).getByRole('button', { name: 'Remove DesktopAdmin' }).click();
    await setOptions(ns, { latencyMs: 300 });
    const save = within(form).getByRole('button', { name: 'Save changes' });
    save.click();
    save.click();
    expect(await findNotification(screen, 'Permission changes have been queued')).to.exist;
    await setOptions(ns, { latencyMs: 0 });
    expect(await changeCalls(ns)).to.deep.equal(['PUT administrators/4']);
    expect((await serverAdministrator(ns, 'zoe.muller@example.com'))!.roles).to.deep.equal(['GlobalAdmin']);
    // The panel stays, with the server's roles; so does the row behind it.
    expect(screen.getByRole('dialog', { name: 'Zoë Müller' })).to.exist;
    expect(chipsIn(form)).to.deep.equal(['GlobalAdmin']);
    await waitFor(async () => expect(chipsIn(await adminRow(screen, 'Zoë Müller'))).to.deep.equal(['GlobalAdmin']));
  });

  it('the panel shows the time zone when the server gives one; Remove there closes it and the notice stays', async () => {
    const zones = (await serverAdministrators(ns)).map((item) => (item.id === 6 ? { ...item, timezone: 'Asia/Tokyo' } : item));
    await setOptions(ns, { faults: [{ path: 'GetAdministrators', status: 200, times: 1, body: zones }] });
    const { screen } = await openAdministrators(ns);
    within(await adminRow(screen, 'Kenji Tanaka')).getByRole('button', { name: 'Kenji Tanaka' }).click();
    let panel = await screen.findByRole('dialog', { name: 'Kenji Tanaka' });
    await within(panel).findByRole('form');
    expect([...panel.querySelectorAll('dt')].map((term) => term.textContent)).to.deep.equal(['Name', 'Email', 'Time zone']);
    expect(within(panel).getByText('Asia/Tokyo')).to.exist;
    within(panel).getByRole('button', { name: 'Remove "Kenji Tanaka" administrator' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Remove Kenji Tanaka' });
    within(dialog).getByRole('button', { name: 'Remove' }).click();
    await closed(screen);
    // The panel closed after the server said yes; its notice is still there.
    const notice = await findNotification(screen, 'as an administrator.');
    expect(plain(notice.textContent)).to.contain('You have successfully removed Kenji Tanaka as an administrator.');
    await waitFor(async () => expect(await listedNames(await administratorsTable(screen))).to.not.include('Kenji Tanaka'));
    expect(queryNotification(screen, 'as an administrator.')).to.exist;

    // Your own panel: Remove is unavailable, saying why.
    within(await adminRow(screen, 'Ada Admin')).getByRole('button', { name: 'Ada Admin' }).click();
    panel = await screen.findByRole('dialog', { name: 'Ada Admin' });
    const remove = await within(panel).findByRole('button', { name: 'Remove "Ada Admin" administrator' });
    expect(remove.getAttribute('aria-disabled')).to.equal('true');
    remove.focus();
    expect(await screen.findByText('You can\u2019t remove yourself from this organization.')).to.exist;
    remove.click();
    expect(screen.queryByRole('dialog', { name: 'Remove Ada Admin' })).to.equal(null);
  });

  it("a failed list shows the server's message and Try again, never the empty state; failed roles too", async () => {
    await setOptions(ns, {
      faults: [
        { path: 'GetAdministrators', status: 500, times: 1, body: { error: 'Boom', message: 'The administrators could not be read.' } },
        { path: 'GetRoles', status: 500, times: 1, body: { error: 'Boom', message: 'The roles could not be read.' } },
      ],
    });
    const { screen } = await openAdministrators(ns);
    expect(await screen.findByText('The administrators could not be read.')).to.exist;
    expect(screen.queryByText('No administrators found')).to.equal(null);
    expect(screen.queryByText('You have no administrators on your Landscape organization.')).to.equal(null);
    expect(screen.queryByRole('table', { name: 'Administrators' })).to.equal(null);
    await clearRequests(ns);
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(async () => expect(await listedNames(await administratorsTable(screen))).to.have.length(9));
    // Both asked again, once each.
    expect(await requests(ns, { path: 'GetAdministrators' })).to.have.length(1);
    expect(await requests(ns, { path: 'GetRoles' })).to.have.length(1);
  });

  it('failed roles alone fail the list too (the editors need them), with Try again', async () => {
    await setOptions(ns, { faults: [{ path: 'GetRoles', status: 500, times: 1, body: { error: 'Boom', message: 'The roles could not be read.' } }] });
    const { screen } = await openAdministrators(ns);
    expect(await screen.findByText('The roles could not be read.')).to.exist;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(async () => expect(await listedNames(await administratorsTable(screen))).to.have.length(9));
  });

  it('nobody at all: the empty state, its Invite Administrator opening the invite form', async () => {
    await setOptions(ns, { faults: [{ path: 'GetAdministrators', status: 200, body: [] }] });
    const { screen } = await openAdministrators(ns);
    expect(await screen.findByRole('heading', { name: 'No administrators found' })).to.exist;
    expect(screen.getByText('There are no administrators in your Landscape organization.')).to.exist;
    const link = screen.getByRole('link', { name: /How to manage administrators in Landscape/ });
    expect(link.getAttribute('href')).to.equal('https://ubuntu.com/landscape/docs/administrators');
    screen.getByRole('button', { name: 'Invite Administrator' }).click();
    expect(await screen.findByRole('dialog', { name: 'Invite administrator' })).to.exist;
  });

  it('the tab is in the address (?tab=invites); choosing one closes the side panel', async () => {
    const { screen } = await openAdministrators(ns, '?tab=invites');
    const invites = await screen.findByRole('tab', { name: 'Invites' });
    await waitFor(() => expect(invites.getAttribute('aria-selected')).to.equal('true'));
    expect(await screen.findByRole('table', { name: 'Invitations' })).to.exist;
    screen.getByRole('button', { name: 'Invite administrator' }).click();
    await screen.findByRole('dialog', { name: 'Invite administrator' });
    screen.getByRole('tab', { name: 'Administrators' }).click();
    await waitForPath('/settings/administrators');
    await closed(screen);
    await administratorsTable(screen);
    // The arrows move between the tabs.
    screen.getByRole('tab', { name: 'Administrators' }).focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitForPath('/settings/administrators?tab=invites');
    expect(currentPortalPath()).to.equal('/settings/administrators?tab=invites');
  });

  it('works by keyboard: the role editor opens with the arrows, Enter picks, Escape closes, Tab reaches Save changes', async () => {
    const { screen } = await openAdministrators(ns);
    const row = await adminRow(screen, 'Tomás Fernández');
    await waitFor(() => expect(rolesInput(row)).to.exist);
    rolesInput(row).focus();
    await sendKeys({ press: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox', { name: 'Roles of Tomás Fernández' });
    // GlobalAdmin is first; the next is DesktopAdmin.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(chipsIn(row)).to.deep.equal(['GlobalAdmin', 'DesktopAdmin']));
    expect(listbox.isConnected).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const active = (row.getRootNode() as ShadowRoot).activeElement;
    expect(active?.getAttribute('aria-label')).to.equal('Save changes to the roles of Tomás Fernández');
    await sendKeys({ press: 'Enter' });
    expect(await findNotification(screen, 'Permission changes have been queued')).to.exist;
    expect((await serverAdministrator(ns, 'tomas.fernandez@example.com'))!.roles).to.deep.equal(['GlobalAdmin', 'DesktopAdmin']);
  });

  it('names, emails and role names the server sends show as text, whatever they hold', async () => {
    const hostile = HOSTILE.map((item, index) => ({ id: 100 + index, name: item.value, email: `${item.value}@example.com`, roles: [item.value] }));
    await setOptions(ns, {
      faults: [
        { path: 'GetAdministrators', status: 200, body: [...hostile, person(1, 'Ada Admin')] },
        { path: 'GetRoles', status: 200, body: HOSTILE.map((item) => ({ name: item.value, description: '', permissions: [], persons: [], access_groups: [] })) },
      ],
    });
    const { screen, portal } = await openAdministrators(ns);
    const table = await administratorsTable(screen);
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).to.have.length(HOSTILE.length + 1));
    HOSTILE.forEach((item, index) => {
      const row = table.querySelectorAll<HTMLElement>('tbody tr')[index]!;
      // A name that shows nothing is named by the email.
      if (item.blank) expect(cells(row)[0]).to.equal(`${item.value}@example.com`);
      else expect(cells(row)[0], item.label).to.equal(item.value);
    });
    within(table.querySelector<HTMLElement>('tbody tr')!).getByRole('button', { name: HOSTILE[0]!.value }).click();
    const panel = await screen.findByRole('dialog', { name: HOSTILE[0]!.value });
    await within(panel).findByRole('form');
    expect(panel.textContent).to.contain(HOSTILE[0]!.value);
    expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
    expectInert();
  });
});
