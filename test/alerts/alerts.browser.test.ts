/**
 * The Alerts page (`/alerts`) and `landscape-alerts` (screens admin-account.md §8), against the
 * simulator over HTTP: the subscribed alerts firing now, each sentence leading to what it is about
 * (the instances carrying it, the unapproved activities, the review of pending instances), since
 * when; none firing; a failed or unreadable answer shown as such; hostile sentences as text.
 */
import { expect, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, recordEvents, screenOf, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, renderPortal, waitForPath } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { expectInert, HOSTILE } from '../hardening/hostile.ts';

interface Summary {
  readonly id: number;
  readonly alert_type: string;
  readonly summary: string;
  readonly activation_time: string;
}

async function serverGet<T>(ns: SimNamespace, path: string, account?: 'globex' | 'initech'): Promise<T> {
  let token = await tokenFor(ns);
  if (account) {
    const switched = await fetch(`${ns.apiBase}switch-account`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ account_name: account }) });
    token = ((await switched.json()) as { token: string }).token;
  }
  const response = await fetch(`${ns.apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).to.equal(200);
  return response.json() as Promise<T>;
}

const summaries = async (ns: SimNamespace) => (await serverGet<{ alerts_summary: Summary[] }>(ns, 'alerts/summary')).alerts_summary;

async function pendingCount(ns: SimNamespace): Promise<number> {
  const token = await tokenFor(ns);
  const response = await fetch(`${ns.legacyApiBase}?action=GetPendingComputers&version=2011-08-01`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as unknown[]).length;
}

async function openAlerts(ns: SimNamespace) {
  const rendered = await renderPortal(ns, '/alerts');
  await rendered.screen.findByRole('heading', { level: 1, name: 'Alerts' });
  return rendered;
}

describe('the Alerts page', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  afterEach(leavePortal);

  it("lists the server's firing alerts in its order, each leading where it is about, with since when", async () => {
    const expected = await summaries(ns);
    expect(expected.length, 'acme has alerts firing').to.be.greaterThan(2);
    const pending = await pendingCount(ns);
    const { screen, portal } = await openAlerts(ns);
    const list = await screen.findByRole('list', { name: 'Active alerts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).to.have.length(expected.length));
    const items = within(list).getAllByRole('listitem');
    for (const [index, alert] of expected.entries()) {
      const item = items[index]!;
      expect(item.querySelector('time'), `${alert.alert_type}: since when`).to.exist;
      expect(item.querySelector('time')!.getAttribute('datetime')).to.equal(new Date(alert.activation_time).toISOString());
      if (alert.alert_type === 'PendingComputersAlert') {
        // The pending list's count once it is in (the server's sentence until then).
        const button = await within(item).findByRole('button');
        await waitFor(() => expect(button.textContent).to.equal(pending === 1 ? '1 pending computer needs authorization' : `${pending} pending computers need authorization`));
        continue;
      }
      const link = within(item).getByRole('link', { name: alert.summary });
      const href = decodeURIComponent(link.getAttribute('href')!);
      if (alert.alert_type === 'UnapprovedActivitiesAlert') expect(href).to.match(/\/activities\?query=status:unapproved$/);
      else if (alert.alert_type === 'ComputerOfflineAlert') expect(href).to.match(/\/instances\?query=alert:computer-offline$/);
      else expect(href).to.match(/\/instances\?query=alert:[a-z-]+$/);
    }
    await expect(portal).to.be.accessible();
  });

  it('an alert leads to the instances list searched by it', async () => {
    const offline = (await summaries(ns)).find((alert) => alert.alert_type === 'ComputerOfflineAlert');
    expect(offline, 'the offline alert fires in acme').to.exist;
    const { screen } = await openAlerts(ns);
    (await screen.findByRole('link', { name: offline!.summary })).click();
    await waitForPath('/instances?query=alert%3Acomputer-offline');
    expect(currentPortalPath()).to.equal('/instances?query=alert%3Acomputer-offline');
  });

  it('the pending computers open their review in a large side panel', async () => {
    const alerts = await summaries(ns);
    expect(alerts.some((alert) => alert.alert_type === 'PendingComputersAlert'), 'acme has pending computers').to.equal(true);
    const { screen } = await openAlerts(ns);
    const button = await screen.findByRole('button', { name: /pending computers? needs? authorization$/ });
    button.click();
    const panel = await screen.findByRole('dialog', { name: 'Review Pending Instances' });
    expect(await within(panel).findByRole('table')).to.exist;
  });

  it("with no alert firing: says so, and 'Go to alerts' leads to the subscriptions", async () => {
    // No subscription fires: every subscribed alert's summary answered empty.
    await setOptions(ns, { faults: [{ method: 'GET', path: 'alerts/summary', status: 200, body: { alerts_summary: [] } }] });
    const { screen, portal } = await openAlerts(ns);
    expect(await screen.findByRole('heading', { name: 'No active alerts' })).to.exist;
    expect(screen.getByText('None of the alerts you are subscribed to is active right now.')).to.exist;
    await expect(portal).to.be.accessible();
    screen.getByRole('button', { name: 'Go to alerts' }).click();
    await waitForPath('/account/alerts');
  });

  it("a failed answer shows the server's message and Try again, never the empty state; Try again asks again", async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'alerts/summary', status: 500, body: { error: 'Boom', message: 'The alerts could not be read.' } }] });
    const { screen } = await openAlerts(ns);
    expect(await screen.findByText('The alerts could not be read.')).to.exist;
    expect(screen.queryByRole('heading', { name: 'No active alerts' })).to.equal(null);
    await setOptions(ns, { faults: [] });
    await clearRequests(ns);
    screen.getByRole('button', { name: 'Try again' }).click();
    await screen.findByRole('list', { name: 'Active alerts' });
    expect(await requests(ns, { method: 'GET', path: 'alerts/summary' })).to.have.length(1);
  });

  it('an unreadable answer is an error, not a blank page', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'alerts/summary', status: 200, body: { alerts_summary: [{ id: 'x' }] } }] });
    const { screen } = await openAlerts(ns);
    expect(await screen.findByRole('button', { name: 'Try again' })).to.exist;
    expect(screen.queryByRole('list', { name: 'Active alerts' })).to.equal(null);
  });

  it('a sentence the server sends is shown as text, whatever it holds; an alert of a type unknown here is not a link', async () => {
    const body = {
      alerts_summary: HOSTILE.map((hostile, index) => ({ id: index + 1, alert_type: index % 2 ? 'ComputerOfflineAlert' : 'SomeNewAlert', summary: hostile.value, activation_time: '2026-11-01T10:00:00Z' })),
    };
    await setOptions(ns, { faults: [{ method: 'GET', path: 'alerts/summary', status: 200, body }] });
    const { screen, portal } = await openAlerts(ns);
    const list = await screen.findByRole('list', { name: 'Active alerts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).to.have.length(HOSTILE.length));
    within(list)
      .getAllByRole('listitem')
      .forEach((item, index) => {
        const hostile = HOSTILE[index]!;
        expect(item.querySelector('a') !== null, hostile.label).to.equal(index % 2 === 1);
        if (!hostile.blank) expect(item.textContent).to.contain(hostile.value);
        expect(item.getBoundingClientRect().right, `${hostile.label}: within the page`).to.be.at.most(portal.getBoundingClientRect().right + 0.5);
      });
    expect(portal.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
    expectInert();
  });
});

describe('landscape-alerts', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it("lists the firing alerts in its frame; a link tells the host where it leads (landscape-navigate)", async () => {
    const expected = await summaries(ns);
    const root = await mount<LandscapeRoot>(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-alerts></landscape-alerts></landscape-root>`,
      'landscape-root',
    );
    const element = root.querySelector('landscape-alerts')!;
    const screen = screenOf(element);
    const region = await screen.findByRole('region', { name: 'Alerts' });
    const list = await within(region).findByRole('list', { name: 'Active alerts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).to.have.length(expected.length));
    const navigations = recordEvents(element, 'landscape-navigate');
    element.addEventListener('landscape-navigate', (event) => event.preventDefault());
    const offline = expected.find((alert) => alert.alert_type === 'ComputerOfflineAlert')!;
    within(list).getByRole('link', { name: offline.summary }).click();
    await waitFor(() => expect(navigations).to.deep.equal([{ path: '/instances?query=alert%3Acomputer-offline' }]));
    await expect(element).to.be.accessible();
  });
});
