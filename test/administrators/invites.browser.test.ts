/**
 * Settings › Administrators, the Invites tab and the invite form (screens admin-account.md §1.3,
 * §1.4) against the simulator over HTTP: the invitations newest first with when they were sent and
 * expire (the zone shown), Resend and Revoke (one request each, the notice, the list asked again),
 * refusals kept in their dialog, failed and empty lists; the invite form's messages, the duplicate
 * naming the invitee already invited, a refusal keeping the values, one request per double click,
 * the notice after the panel closed; the element; hostile strings; axe.
 */
import { html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { formatDateTime } from '../../src/lib/dates.ts';
import { findNotification, mount, queryNotification, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { expectInert, HOSTILE } from '../hardening/hostile.ts';
import {
  administratorsTable,
  cells,
  changeCalls,
  chooseOption,
  expect,
  inviteRow,
  invitationsTable,
  listedNames,
  openAdministrators,
  plain,
  serverInvitations,
  type Screen,
} from './helpers.ts';

const LONG = 'Maximiliana Alexandra Konstantina von Hohenberg-Schwarzenfeld und Liechtenstein-Ravensburg, Head of Infrastructure Operations (EMEA)';
const SEEDED_HOSTILE = '<img src=x onerror=alert(document.domain)> "><script>alert(1)</script> invoice\u202Egpj.exe\u200B\u200C\u200D';
/** Newest first: Chris 30 minutes ago, Margaret 3 days, the long name 6, the hostile name 9, Katherine 13 days 22 hours. */
const NEWEST_FIRST = ['Chris Jones', 'Margaret Hamilton', LONG, SEEDED_HOSTILE, 'Katherine Johnson'];
const DAY = 24 * 3600 * 1000;

const closed = (screen: Screen) => waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

/** The `<time>` elements of a row: their machine values and their text. */
const timesOf = (row: HTMLElement) => [...row.querySelectorAll('time')].map((time) => ({ at: Date.parse(time.dateTime), text: time.textContent ?? '' }));

async function openInvites(ns: SimNamespace) {
  const rendered = await openAdministrators(ns, '?tab=invites');
  await invitationsTable(rendered.screen);
  return rendered;
}

async function openInviteForm(screen: Screen): Promise<HTMLElement> {
  screen.getByRole('button', { name: 'Invite administrator' }).click();
  const panel = await screen.findByRole('dialog', { name: 'Invite administrator' });
  await within(panel).findByRole('combobox', { name: 'Roles' });
  return panel;
}

const field = (panel: HTMLElement, name: string) => within(panel).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('Settings › Administrators: invites', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 800, height: 600 });
  });

  it('lists the pending invitations newest first, when each was sent and expires (the zone shown); axe holds', async () => {
    await setViewport({ width: 1400, height: 900 });
    const { screen, portal } = await openInvites(ns);
    const table = await invitationsTable(screen);
    for (const header of ['Name', 'Email', 'Invited', 'Expires', 'Actions']) expect(within(table).getByRole('columnheader', { name: header })).to.exist;
    expect(screen.getByText('Unclaimed invitations expire after 14 days.')).to.exist;
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(NEWEST_FIRST));
    const server = await serverInvitations(ns);
    const katherine = server.find((item) => item.name === 'Katherine Johnson')!;
    const row = await inviteRow(screen, 'Katherine Johnson');
    expect(cells(row)[1]).to.equal('katherine.johnson@example.com');
    const [invited, expires] = timesOf(row);
    expect(invited!.at).to.equal(Date.parse(katherine.creation_time));
    // The server's expiry: a few hours from now.
    expect(expires!.at).to.equal(Date.parse(katherine.expiry));
    expect(expires!.at - Date.now()).to.be.below(3 * 3600 * 1000);
    const display = { locale: navigator.language };
    expect(invited!.text).to.equal(formatDateTime(katherine.creation_time, display));
    expect(expires!.text).to.equal(formatDateTime(katherine.expiry, display));
    // The zone is part of the time, as everywhere in the product.
    expect(expires!.text).to.match(/\d{2}:\d{2} \S+/);
    expect(within(row).getByRole('button', { name: 'Revoke invitation for Katherine Johnson' })).to.exist;
    expect(within(row).getByRole('button', { name: 'Resend invitation for Katherine Johnson' })).to.exist;
    await expect(portal).to.be.accessible();
  });

  it('without an expiry from the server, an invitation expires 14 days after it was sent', async () => {
    const sent = new Date(Date.now() - 2 * DAY).toISOString();
    await setOptions(ns, {
      faults: [
        {
          path: 'invitations',
          status: 200,
          body: { count: 1, next: null, previous: null, results: [{ id: 9, secure_id: 'x', account: 'Acme', name: 'Ben Junior', email: 'ben@example.com', creation_time: sent }] },
        },
      ],
    });
    const { screen } = await openInvites(ns);
    const [invited, expires] = timesOf(await inviteRow(screen, 'Ben Junior'));
    expect(invited!.at).to.equal(Date.parse(sent));
    expect(expires!.at).to.equal(Date.parse(sent) + 14 * DAY);
  });

  it('resends an invitation: one request however fast it is pressed, the notice, the list asked again (newest first)', async () => {
    const { screen, portal } = await openInvites(ns);
    within(await inviteRow(screen, 'Katherine Johnson')).getByRole('button', { name: 'Resend invitation for Katherine Johnson' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Resend invitation for Katherine Johnson' });
    expect(plain(dialog.textContent)).to.contain('Katherine Johnson will receive a new invitation email.');
    await expect(portal).to.be.accessible();
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(dialog).getByRole('button', { name: 'Resend invitation' });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, 'You resent an administrator invite');
    expect(plain(notice.textContent)).to.contain('Katherine Johnson will receive a new invitation email');
    await setOptions(ns, { latencyMs: 0 });
    await closed(screen);
    await waitFor(async () => expect(await changeCalls(ns)).to.deep.equal(['POST invitations/2']));
    expect(await requests(ns, { method: 'GET', path: 'invitations' })).to.have.length(1);
    // Sent again now: first in the list, and 14 days from now.
    const table = await invitationsTable(screen);
    await waitFor(async () => expect((await listedNames(table))[0]).to.equal('Katherine Johnson'));
    const [, expires] = timesOf(await inviteRow(screen, 'Katherine Johnson'));
    expect(expires!.at - Date.now()).to.be.above(13 * DAY);
  });

  it('revokes an invitation: one request, the notice (the possessive of a name in s), the list without it', async () => {
    const { screen } = await openInvites(ns);
    within(await inviteRow(screen, 'Chris Jones')).getByRole('button', { name: 'Revoke invitation for Chris Jones' }).click();
    let dialog = await screen.findByRole('dialog', { name: 'Revoke invitation for Chris Jones' });
    expect(plain(dialog.textContent)).to.contain('This action will prevent Chris Jones from joining your Landscape organization.');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke invitation' });
    confirm.click();
    confirm.click();
    let notice = await findNotification(screen, 'You revoked an administrator invite');
    expect(plain(notice.textContent)).to.contain('Chris Jones\u2019 invitation has been revoked');
    await setOptions(ns, { latencyMs: 0 });
    await closed(screen);
    await waitFor(async () => expect(await listedNames(await invitationsTable(screen))).to.deep.equal(NEWEST_FIRST.slice(1)));
    expect(await changeCalls(ns)).to.deep.equal(['DELETE invitations/5']);
    expect(await requests(ns, { method: 'GET', path: 'invitations' })).to.have.length(1);
    expect((await serverInvitations(ns)).map((item) => item.name)).to.not.include('Chris Jones');

    within(await inviteRow(screen, 'Margaret Hamilton')).getByRole('button', { name: 'Revoke invitation for Margaret Hamilton' }).click();
    dialog = await screen.findByRole('dialog', { name: 'Revoke invitation for Margaret Hamilton' });
    within(dialog).getByRole('button', { name: 'Revoke invitation' }).click();
    notice = await findNotification(screen, 'Margaret Hamilton');
    expect(plain(notice.textContent)).to.contain('Margaret Hamilton\u2019s invitation has been revoked');
  });

  it("a refused revoke stays in its dialog with the server's message; no notice, the invitation kept", async () => {
    await setOptions(ns, { faults: [{ path: 'invitations/1', method: 'DELETE', status: 403, times: 1, body: { error: 'Forbidden', message: 'You may not revoke invitations.' } }] });
    const { screen } = await openInvites(ns);
    within(await inviteRow(screen, 'Margaret Hamilton')).getByRole('button', { name: 'Revoke invitation for Margaret Hamilton' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation for Margaret Hamilton' });
    within(dialog).getByRole('button', { name: 'Revoke invitation' }).click();
    expect(await within(dialog).findByText('You may not revoke invitations.')).to.exist;
    expect(queryNotification(screen, 'You revoked an administrator invite')).to.equal(null);
    expect((await serverInvitations(ns)).map((item) => item.name)).to.include('Margaret Hamilton');
  });

  it("a failed list shows the server's message and Try again, never 'no invitations'; none pending says so", async () => {
    await setOptions(ns, { faults: [{ path: 'invitations', status: 500, times: 1, body: { error: 'Boom', message: 'The invitations could not be read.' } }] });
    const { screen } = await openAdministrators(ns, '?tab=invites');
    expect(await screen.findByText('The invitations could not be read.')).to.exist;
    expect(screen.queryByText('You have no unclaimed invitations.')).to.equal(null);
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(async () => expect(await listedNames(await invitationsTable(screen))).to.deep.equal(NEWEST_FIRST));

    await setOptions(ns, { faults: [{ path: 'invitations', status: 200, body: { count: 0, next: null, previous: null, results: [] } }] });
    leavePortal();
    const again = await openAdministrators(ns, '?tab=invites');
    expect(await within(await invitationsTable(again.screen)).findByText('You have no unclaimed invitations.')).to.exist;
  });

  it('the invite form: its messages, the explicit GlobalAdmin default, a duplicate naming the invitee already invited; axe holds', async () => {
    const { screen, portal } = await openInvites(ns);
    const panel = await openInviteForm(screen);
    expect(within(panel).getByText('An invitation, sent by email, contains a link a prospective administrator can use to join this account.')).to.exist;
    expect(within(panel).getByText('With no role chosen, the invitee gets the GlobalAdmin role: every permission, on every instance.')).to.exist;
    await expect(portal).to.be.accessible();
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Send invite' }).click();
    await waitFor(() => expect(within(panel).getAllByText('This field is required.')).to.have.length(2));
    await typeInto(field(panel, 'Name'), 'Someone Else');
    await typeInto(field(panel, 'Email address'), 'not-an-email');
    within(panel).getByRole('button', { name: 'Send invite' }).click();
    expect(await within(panel).findByText('Please provide a valid email address')).to.exist;
    const email = field(panel, 'Email address');
    email.select();
    await typeInto(email, 'Margaret.Hamilton@example.com');
    within(panel).getByRole('button', { name: 'Send invite' }).click();
    // The invitee already invited, not the name typed (upstream's bug 1).
    expect(await within(panel).findByText('Margaret Hamilton is already invited to this account')).to.exist;
    expect(within(panel).queryByText('Someone Else is already invited to this account')).to.equal(null);
    expect(await changeCalls(ns)).to.deep.equal([]);
    await expect(portal).to.be.accessible();
  });

  it("a refusal shows the server's message in the form and keeps every value; then one request per double click, the notice after the panel closed, the list asked again", async () => {
    const { screen } = await openInvites(ns);
    const panel = await openInviteForm(screen);
    await typeInto(field(panel, 'Name'), 'Zoe Again');
    await typeInto(field(panel, 'Email address'), 'zoe.muller@example.com');
    await chooseOption(screen, within(panel).getByRole('combobox', { name: 'Roles' }), 'Auditor');
    await waitFor(() => expect(panel.querySelector('ul')?.textContent).to.equal('Auditor'));
    within(panel).getByRole('button', { name: 'Send invite' }).click();
    expect(await within(panel).findByText('Zoë Müller (zoe.muller@example.com) is already an administrator of this account.')).to.exist;
    expect(field(panel, 'Name').value).to.equal('Zoe Again');
    expect(field(panel, 'Email address').value).to.equal('zoe.muller@example.com');
    expect(panel.querySelector('ul')?.textContent).to.equal('Auditor');
    expect(screen.getByRole('dialog', { name: 'Invite administrator' })).to.exist;

    const email = field(panel, 'Email address');
    email.select();
    await typeInto(email, 'ben@example.com');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const send = within(panel).getByRole('button', { name: 'Send invite' });
    send.click();
    send.click();
    await closed(screen);
    // Shown once the server said yes, and still there with the panel closed.
    const notice = await findNotification(screen, 'You sent an administrator invite');
    expect(plain(notice.textContent)).to.contain('Zoe Again will receive an invitation email');
    await setOptions(ns, { latencyMs: 0 });
    const invites = await requests(ns, { path: 'InviteAdministrator' });
    expect(invites.map(({ query }) => ({ name: query['name'], email: query['email'], role: query['roles.1'], more: query['roles.2'] }))).to.deep.equal([
      { name: 'Zoe Again', email: 'ben@example.com', role: 'Auditor', more: undefined },
    ]);
    expect(await requests(ns, { method: 'GET', path: 'invitations' })).to.have.length(1);
    await waitFor(async () => expect((await listedNames(await invitationsTable(screen)))[0]).to.equal('Zoe Again'));
  });

  it('no role chosen: none is sent, and the server gives GlobalAdmin', async () => {
    const { screen } = await openAdministrators(ns);
    await administratorsTable(screen);
    const panel = await openInviteForm(screen);
    await typeInto(field(panel, 'Name'), 'Cleo');
    await typeInto(field(panel, 'Email address'), 'cleo@example.com');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Send invite' }).click();
    await findNotification(screen, 'You sent an administrator invite');
    const [sent] = await requests(ns, { path: 'InviteAdministrator' });
    expect(Object.keys(sent!.query).sort()).to.deep.equal(['action', 'email', 'name', 'version']);
    expect((await serverInvitations(ns)).map((item) => item.email)).to.include('cleo@example.com');
  });

  it('the seeded hostile name and any name the server sends show as text, in the row, the dialog and the notice', async () => {
    const hostile = HOSTILE.map((item, index) => ({
      id: 100 + index,
      secure_id: 's',
      account: 'Acme',
      name: item.value,
      email: `h${index}@example.com`,
      creation_time: new Date(Date.now() - index * 60_000).toISOString(),
    }));
    const { screen, portal } = await openInvites(ns);
    const row = await inviteRow(screen, SEEDED_HOSTILE);
    within(row).getByRole('button', { name: `Revoke invitation for ${SEEDED_HOSTILE}` }).click();
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).to.contain(SEEDED_HOSTILE);
    within(dialog).getByRole('button', { name: 'Revoke invitation' }).click();
    const notice = await findNotification(screen, 'You revoked an administrator invite');
    expect(plain(notice.textContent)).to.contain(`${SEEDED_HOSTILE}\u2019s invitation has been revoked`);
    expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);

    await setOptions(ns, { faults: [{ path: 'invitations', status: 200, body: { count: hostile.length, next: null, previous: null, results: hostile } }] });
    leavePortal();
    const again = await openInvites(ns);
    const table = await invitationsTable(again.screen);
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).to.have.length(HOSTILE.length));
    HOSTILE.forEach((item, index) => {
      const cell = cells(table.querySelectorAll<HTMLElement>('tbody tr')[index]!)[0];
      // A name that shows nothing is named by its email.
      expect(cell, item.label).to.equal(item.blank ? `h${index}@example.com` : item.value);
    });
    expect(again.portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
    expectInert();
  });
});

describe('landscape-administrators', () => {
  afterEach(() => leavePortal());

  async function renderElement(ns: SimNamespace, tab?: string) {
    const root = await mount(
      tab === undefined
        ? html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-administrators></landscape-administrators></landscape-root>`
        : html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-administrators tab=${tab}></landscape-administrators></landscape-root>`,
      'landscape-root',
    );
    const element = root.querySelector('landscape-administrators')! as HTMLElement & { tab?: string };
    return { element, screen: screenOf(element) };
  }

  it('shows the tab its attribute names first; its own Invite administrator; axe holds', async () => {
    const ns = await signedInNamespace();
    const { element, screen } = await renderElement(ns, 'invites');
    expect(await screen.findByRole('region', { name: 'Administrators' })).to.exist;
    await waitFor(async () => expect(await listedNames(await invitationsTable(screen))).to.deep.equal(NEWEST_FIRST));
    await expect(element).to.be.accessible();
    within(screen.getByRole('toolbar', { name: 'Administrator actions' })).getByRole('button', { name: 'Invite administrator' }).click();
    expect(await screen.findByRole('dialog', { name: 'Invite administrator' })).to.exist;
    await expect(element).to.be.accessible();
  });

  it('keeps its tab and list state inside (the address untouched); the attribute changing shows its tab', async () => {
    const ns = await signedInNamespace();
    const before = currentPortalPath();
    const { element, screen } = await renderElement(ns);
    const table = await administratorsTable(screen);
    await waitFor(async () => expect(await listedNames(table)).to.have.length(9));
    await typeInto(screen.getByRole('searchbox', { name: 'Search administrators' }), 'auditor\n');
    // Alan's name and role, Grace's role.
    await waitFor(async () => expect(await listedNames(table)).to.deep.equal(['Alan Auditor', 'Grace Hopper']));
    element.tab = 'invites';
    await waitFor(async () => expect(await listedNames(await invitationsTable(screen))).to.deep.equal(NEWEST_FIRST));
    screen.getByRole('tab', { name: 'Administrators' }).click();
    // Back at its start, as the portal's address is when a tab is chosen.
    await waitFor(async () => expect(await listedNames(await administratorsTable(screen))).to.have.length(9));
    expect(currentPortalPath()).to.equal(before);
  });
});
