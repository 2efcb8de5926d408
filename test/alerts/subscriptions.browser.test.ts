/**
 * Account › Alerts (`/account/alerts`, screens admin-account.md §6), against the simulator over
 * HTTP: the alerts with the user's settings (LICENSE left out, an account alert watching the
 * account), email notifications switched one request at a time showing what the server holds, the
 * computers an alert watches saved as exactly the differences, Revert, a failed list, hostile
 * strings as text.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { findNotification, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { expectInert, HOSTILE } from '../hardening/hostile.ts';

interface ServerAlert {
  readonly id: number;
  readonly alert_type: string;
  readonly label: string;
  readonly description: string;
  readonly scope: string;
  readonly status: string;
  readonly subscribed: boolean;
  readonly all_computers: boolean;
  readonly tags: string[];
}

async function serverAlerts(ns: SimNamespace): Promise<ServerAlert[]> {
  const token = await tokenFor(ns);
  const response = await fetch(`${ns.apiBase}alerts`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(200);
  return response.json() as Promise<ServerAlert[]>;
}

const serverAlert = async (ns: SimNamespace, type: string) => (await serverAlerts(ns)).find((alert) => alert.alert_type === type)!;

async function openSubscriptions(ns: SimNamespace) {
  const rendered = await renderPortal(ns, '/account/alerts');
  await rendered.screen.findByRole('heading', { level: 1, name: 'Alerts' });
  return rendered;
}

/** The row of an alert, found by its row header. */
async function rowOf(screen: ReturnType<typeof within>, label: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: label });
  return header.closest('tr')!;
}

/** The legacy calls of an action, as their parameters (action and version left out). */
async function legacyCalls(ns: SimNamespace, action: string) {
  return (await requests(ns, { path: action })).map(({ query }) => {
    const { action: _action, version: _version, ...rest } = query;
    return rest;
  });
}

async function pick(row: HTMLElement, option: string): Promise<void> {
  const scope = within(row);
  const input = (await scope.findByRole('combobox')) as HTMLInputElement;
  // Not while a save runs (the field is disabled until the list is in again).
  await waitFor(() => expect(input.disabled).to.equal(false));
  input.focus();
  input.click();
  (await scope.findByRole('option', { name: option })).click();
  await scope.findByRole('button', { name: `Remove ${option}` });
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

describe('Account › Alerts', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 800, height: 600 });
  });

  it('lists every alert but the licence ones in a card titled after the organisation; an account alert watches the account', async () => {
    await setViewport({ width: 1400, height: 900 });
    const expected = (await serverAlerts(ns)).filter((alert) => !/license/i.test(alert.alert_type));
    expect(expected.length).to.equal(11);
    const { screen, portal } = await openSubscriptions(ns);
    const table = await screen.findByRole('table', { name: 'Alert subscriptions' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).to.have.length(expected.length));
    const headers = within(table).getAllByRole('rowheader');
    expected.forEach((alert, index) => expect(within(table).getByRole('rowheader', { name: alert.label })).to.equal(headers[index]));
    expect(within(table).queryByRole('rowheader', { name: 'License Expiry Alert' })).to.equal(null);
    // The card: the organisation's title as its heading.
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).to.not.equal('');
    expect(screen.getByRole('region', { name: heading.textContent! })).to.exist;
    for (const header of ['Name', 'Enabled for', 'Description']) expect(within(table).getByRole('columnheader', { name: header })).to.exist;
    (await within(table).findByRole('button', { name: 'About email notifications' })).focus();
    expect((await screen.findByRole('tooltip')).textContent).to.match(/^Enabling email notifications will send alerts to \S+@\S+, associated with your account$/);

    const pending = await rowOf(within(table), 'Pending Computers Alert');
    expect(within(pending).queryByRole('combobox')).to.equal(null);
    expect(pending.querySelectorAll('td')[1]!.textContent).to.equal('Enabled forAccount');
    const offline = await rowOf(within(table), 'Computer Offline Alert');
    expect(within(offline).getByRole('switch', { name: 'Email notifications for Computer Offline Alert' })).to.have.property('checked', true);
    expect(await within(offline).findByRole('button', { name: 'Remove All instances' })).to.exist;
    const security = await rowOf(within(table), 'Security Upgrades Alert');
    expect(await within(security).findByRole('button', { name: 'Remove pci' })).to.exist;
    expect(within(security).getByRole('button', { name: 'Remove canary' })).to.exist;
    expect(within(security).getByRole('button', { name: "Save changes to Security Upgrades Alert's tags" })).to.have.property('disabled', true);
    await expect(portal).to.be.accessible();

    // Narrow: each alert a block with the same labels, no column headers.
    await setViewport({ width: 560, height: 900 });
    await waitFor(() => expect(within(table).queryAllByRole('columnheader')).to.have.length(0));
    const label = [...pending.querySelectorAll('td')][1]!.firstElementChild!;
    expect(getComputedStyle(label).display).to.equal('block');
    await expect(portal).to.be.accessible();
  });

  it('the email switch sends one request per change, disabled while it runs, and shows what the server holds', async () => {
    const { screen } = await openSubscriptions(ns);
    const row = await rowOf(screen, 'Esm Disabled Alert');
    const toggle = within(row).getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).to.equal(false);
    expect(row.textContent).to.contain('No');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 400 });
    toggle.click();
    await waitFor(() => expect(toggle.disabled).to.equal(true));
    toggle.click();
    await waitFor(() => expect(toggle.disabled).to.equal(false), { timeout: 5000 });
    await setOptions(ns, { latencyMs: 0 });
    expect(toggle.checked).to.equal(true);
    expect(row.textContent).to.contain('Yes');
    expect(await legacyCalls(ns, 'SubscribeToAlert')).to.deep.equal([{ alert_type: 'EsmDisabledAlert' }]);
    expect((await serverAlert(ns, 'EsmDisabledAlert')).subscribed).to.equal(true);

    toggle.click();
    await waitFor(() => expect(toggle.checked).to.equal(false));
    expect(await legacyCalls(ns, 'UnsubscribeFromAlert')).to.deep.equal([{ alert_type: 'EsmDisabledAlert' }]);
    expect((await serverAlert(ns, 'EsmDisabledAlert')).subscribed).to.equal(false);
  });

  it("a refused change shows the server's message and the switch stays as the server has it", async () => {
    const message = 'You may not change this alert.';
    await setOptions(ns, { faults: [{ path: 'UnsubscribeFromAlert', status: 403, times: 1, body: { error: 'Forbidden', message } }] });
    const { screen } = await openSubscriptions(ns);
    const row = await rowOf(screen, 'Computer Offline Alert');
    const toggle = within(row).getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).to.equal(true);
    toggle.click();
    expect(await findNotification(screen, message)).to.exist;
    await waitFor(() => expect(toggle.disabled).to.equal(false));
    expect(toggle.checked).to.equal(true);
    expect(row.textContent).to.contain('Yes');
    expect((await serverAlert(ns, 'ComputerOfflineAlert')).subscribed).to.equal(true);
  });

  it('Enabled for: all → tags → all sends exactly the differences, never tags with all_computers=true', async () => {
    const { screen } = await openSubscriptions(ns);
    const row = await rowOf(screen, 'Computer Offline Alert');
    const save = (await within(row).findByRole('button', { name: "Save changes to Computer Offline Alert's tags" })) as HTMLButtonElement;
    await clearRequests(ns);
    await pick(row, 'pci');
    expect(within(row).queryByRole('button', { name: 'Remove All instances' })).to.equal(null);
    expect(save.disabled).to.equal(false);
    save.click();
    expect(await findNotification(screen, "You changed Computer Offline Alert's tags")).to.exist;
    expect((await findNotification(screen, 'Alert tags updated')).textContent).to.contain('Alert tags updated');
    expect(await legacyCalls(ns, 'DisassociateAlert')).to.deep.equal([{ name: 'ComputerOfflineAlert', all_computers: 'true' }]);
    expect(await legacyCalls(ns, 'AssociateAlert')).to.deep.equal([{ name: 'ComputerOfflineAlert', 'tags.1': 'pci', all_computers: 'false' }]);
    const afterTags = await serverAlert(ns, 'ComputerOfflineAlert');
    expect([afterTags.all_computers, afterTags.tags]).to.deep.equal([false, ['pci']]);
    await waitFor(() => expect(save.disabled).to.equal(true));

    await clearRequests(ns);
    await pick(row, 'All instances');
    expect(within(row).queryByRole('button', { name: 'Remove pci' })).to.equal(null);
    save.click();
    await waitFor(async () => expect(await legacyCalls(ns, 'AssociateAlert')).to.deep.equal([{ name: 'ComputerOfflineAlert', all_computers: 'true' }]));
    await waitFor(() => expect(save.disabled).to.equal(true));
    expect(await legacyCalls(ns, 'DisassociateAlert')).to.deep.equal([]);
    expect((await serverAlert(ns, 'ComputerOfflineAlert')).all_computers).to.equal(true);
    expect(within(row).getByRole('button', { name: 'Remove All instances' })).to.exist;
  });

  it('tags to tags: the added associated, the removed disassociated', async () => {
    const { screen } = await openSubscriptions(ns);
    const row = await rowOf(screen, 'Security Upgrades Alert');
    await clearRequests(ns);
    (await within(row).findByRole('button', { name: 'Remove canary' })).click();
    await pick(row, 'db');
    within(row).getByRole('button', { name: "Save changes to Security Upgrades Alert's tags" }).click();
    expect(await findNotification(screen, "You changed Security Upgrades Alert's tags")).to.exist;
    expect(await legacyCalls(ns, 'AssociateAlert')).to.deep.equal([{ name: 'SecurityUpgradesAlert', 'tags.1': 'db', all_computers: 'false' }]);
    expect(await legacyCalls(ns, 'DisassociateAlert')).to.deep.equal([{ name: 'SecurityUpgradesAlert', 'tags.1': 'canary', all_computers: 'false' }]);
    expect((await serverAlert(ns, 'SecurityUpgradesAlert')).tags.sort()).to.deep.equal(['db', 'pci']);
  });

  it('Revert puts back what the server holds, without a request', async () => {
    const { screen } = await openSubscriptions(ns);
    const row = await rowOf(screen, 'Security Upgrades Alert');
    const revert = (await within(row).findByRole('button', { name: "Revert Security Upgrades Alert's tags" })) as HTMLButtonElement;
    expect(revert.disabled).to.equal(true);
    await clearRequests(ns);
    within(row).getByRole('button', { name: 'Remove pci' }).click();
    await waitFor(() => expect(revert.disabled).to.equal(false));
    revert.click();
    await within(row).findByRole('button', { name: 'Remove pci' });
    expect(revert.disabled).to.equal(true);
    expect(await requests(ns, { path: 'AssociateAlert' })).to.have.length(0);
    expect(await requests(ns, { path: 'DisassociateAlert' })).to.have.length(0);
  });

  it("a failed list shows the server's message and Try again, never the empty state; Try again asks again", async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'alerts', status: 500, body: { error: 'Boom', message: 'The alerts could not be read.' } }] });
    const { screen } = await openSubscriptions(ns);
    expect(await screen.findByText('The alerts could not be read.')).to.exist;
    expect(screen.queryByText('No data available')).to.equal(null);
    await setOptions(ns, { faults: [] });
    await clearRequests(ns);
    screen.getByRole('button', { name: 'Try again' }).click();
    await screen.findByRole('table', { name: 'Alert subscriptions' });
    expect(await requests(ns, { method: 'GET', path: 'alerts' })).to.have.length(1);
  });

  it('no alert: No data available', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'alerts', status: 200, body: [] }] });
    const { screen } = await openSubscriptions(ns);
    expect(await screen.findByText('No data available')).to.exist;
  });

  it('labels, descriptions and tags the server sends show as text, whatever they hold', async () => {
    const alerts = HOSTILE.map((hostile, index) => ({
      id: index + 1,
      alert_type: `Hostile${index}Alert`,
      label: hostile.value,
      description: hostile.value,
      scope: 'computer',
      status: 'OK',
      subscribed: index % 2 === 0,
      all_computers: false,
      tags: [hostile.value],
    }));
    const tags = { count: HOSTILE.length, next: null, previous: null, results: HOSTILE.map((hostile) => hostile.value) };
    await setOptions(ns, {
      faults: [
        { method: 'GET', path: 'alerts', status: 200, body: alerts },
        { method: 'GET', path: 'tags', status: 200, body: tags },
      ],
    });
    const { screen, portal } = await openSubscriptions(ns);
    const table = await screen.findByRole('table', { name: 'Alert subscriptions' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).to.have.length(HOSTILE.length));
    within(table)
      .getAllByRole('rowheader')
      .forEach((header, index) => {
        const hostile = HOSTILE[index]!;
        const row = header.closest('tr')!;
        if (!hostile.blank) {
          expect(header.textContent, hostile.label).to.contain(hostile.value);
          expect(row.textContent).to.contain(hostile.value);
        } else expect(header.textContent, hostile.label).to.contain(`Hostile${index}Alert`);
      });
    expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
    expectInert();
  });
});
