/**
 * Account › API credentials (`/account/api-credentials`, screens admin-account.md §7) and
 * `landscape-account`, against the simulator over HTTP: a card per organisation of the person, the
 * secret key masked until shown (not in the page at all), both keys copied without being shown,
 * Generate and Regenerate asked first with what stops working, one request however fast confirmed,
 * the notice once the server said yes (never a key), a refusal kept in the modal; a failed list; the
 * element's tabs by keyboard.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../elements/index.ts';
import { findNotification, mount, screenOf, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, renderPortal } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

interface ServerCredentials {
  readonly account_name: string;
  readonly access_key: string;
  readonly secret_key: string;
}

async function serverCredentials(ns: SimNamespace, account: string): Promise<ServerCredentials> {
  const token = await tokenFor(ns);
  const response = await fetch(`${ns.apiBase}credentials`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(200);
  const { credentials } = (await response.json()) as { credentials: ServerCredentials[] };
  return credentials.find((entry) => entry.account_name === account)!;
}

async function openCredentials(ns: SimNamespace) {
  const rendered = await renderPortal(ns, '/account/api-credentials');
  await rendered.screen.findByRole('heading', { level: 1, name: 'API credentials' });
  return rendered;
}

/** What the clipboard was given, instead of the browser's (which a headless page may refuse). */
function recordClipboard(): { readonly written: string[]; restore(): void } {
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
  });
  return {
    written,
    restore: () => {
      delete (navigator as unknown as Record<string, unknown>)['clipboard'];
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    },
  };
}

describe('Account › API credentials', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows a card per organisation; the secret key is masked until Show, and Copy copies either key without showing it', async () => {
    await setViewport({ width: 1280, height: 900 });
    const acmeKeys = await serverCredentials(ns, 'acme');
    const { screen, portal } = await openCredentials(ns);
    const acme = within(await screen.findByRole('region', { name: 'Acme Corporation' }));
    expect(screen.getByRole('region', { name: 'Globex' })).to.exist;
    expect(screen.getByRole('region', { name: 'Initech' })).to.exist;
    expect(acme.getByRole('button', { name: 'Regenerate API credentials' })).to.exist;
    expect(within(screen.getByRole('region', { name: 'Globex' })).getByRole('button', { name: 'Generate API credentials' })).to.exist;
    const rows = acme.getAllByRole('row').slice(1).map((row) => row.querySelector('th')!.textContent);
    expect(rows).to.deep.equal(['Name', 'Title', 'Identity', 'Endpoint', 'Access Key', 'Secret Key', 'Roles']);
    expect(acme.getByRole('rowheader', { name: 'Identity' }).closest('tr')!.textContent).to.contain('ada-admin');
    expect(acme.getByRole('rowheader', { name: 'Roles' }).closest('tr')!.textContent).to.contain('GlobalAdmin');
    expect(acme.getByRole('rowheader', { name: 'Access Key' }).closest('tr')!.textContent).to.contain(acmeKeys.access_key);
    // Masked: the secret is nowhere in the page, nor in what a screen reader reads.
    const secretRow = acme.getByRole('rowheader', { name: 'Secret Key' }).closest('tr')!;
    expect(await within(secretRow).findByRole('button', { name: 'Show the secret key of Acme Corporation' })).to.exist;
    expect(portal.shadowRoot!.innerHTML).not.to.contain(acmeKeys.secret_key);
    expect(secretRow.textContent).to.contain('Secret key hidden');
    await expect(portal).to.be.accessible();

    const clipboard = recordClipboard();
    try {
      within(secretRow).getByRole('button', { name: 'Copy the secret key of Acme Corporation' }).click();
      await waitFor(() => expect(within(secretRow).getByRole('status').textContent).to.equal('Copied to the clipboard.'));
      expect(clipboard.written).to.deep.equal([acmeKeys.secret_key]);
      expect(portal.shadowRoot!.innerHTML).not.to.contain(acmeKeys.secret_key);
      acme.getByRole('button', { name: 'Copy the access key of Acme Corporation' }).click();
      await waitFor(() => expect(clipboard.written).to.deep.equal([acmeKeys.secret_key, acmeKeys.access_key]));
    } finally {
      clipboard.restore();
    }

    within(secretRow).getByRole('button', { name: 'Show the secret key of Acme Corporation' }).click();
    await waitFor(() => expect(secretRow.textContent).to.contain(acmeKeys.secret_key));
    within(secretRow).getByRole('button', { name: 'Hide the secret key of Acme Corporation' }).click();
    await waitFor(() => expect(secretRow.textContent).not.to.contain(acmeKeys.secret_key));
    // An organisation without credentials: N/A.
    const globexRow = within(screen.getByRole('region', { name: 'Globex' })).getByRole('rowheader', { name: 'Secret Key' }).closest('tr')!;
    expect(globexRow.textContent).to.contain('N/A');

    // Narrow: each row's label above its value, no column headers.
    await setViewport({ width: 500, height: 900 });
    await waitFor(() => expect(acme.queryAllByRole('columnheader')).to.have.length(0));
    await expect(portal).to.be.accessible();
  });

  it('regenerates after asking, saying what stops working: one request, the notice names no key, the new keys show', async () => {
    const before = await serverCredentials(ns, 'acme');
    const { screen } = await openCredentials(ns);
    const acme = within(await screen.findByRole('region', { name: 'Acme Corporation' }));
    acme.getByRole('button', { name: 'Regenerate API credentials' }).click();
    let dialog = await screen.findByRole('dialog', { name: 'Regenerate API credentials for Acme Corporation' });
    expect(dialog.textContent).to.contain(
      'Regenerating your API credentials will make your previously used credentials obsolete and deauthenticate any clients using them. This action will create new credentials for integrating with the Acme Corporation organization',
    );
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /API credentials/ })).to.equal(null));
    expect(await requests(ns, { method: 'POST', path: 'credentials' })).to.have.length(0);

    // Refused: the modal stays with the server's message; nothing changed.
    await setOptions(ns, { faults: [{ method: 'POST', path: 'credentials', status: 403, body: { error: 'Forbidden', message: 'Not today.' }, times: 1 }] });
    acme.getByRole('button', { name: 'Regenerate API credentials' }).click();
    dialog = await screen.findByRole('dialog', { name: 'Regenerate API credentials for Acme Corporation' });
    within(dialog).getByRole('button', { name: 'Regenerate API credentials' }).click();
    expect(await within(dialog).findByText('Not today.')).to.exist;
    expect((await serverCredentials(ns, 'acme')).secret_key).to.equal(before.secret_key);

    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(dialog).getByRole('button', { name: 'Regenerate API credentials' });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, 'The previous ones no longer work.');
    await setOptions(ns, { latencyMs: 0 });
    expect(notice.textContent).to.contain('API credentials regenerated');
    const after = await serverCredentials(ns, 'acme');
    expect(after.secret_key).not.to.equal(before.secret_key);
    expect(notice.textContent).not.to.contain(after.secret_key);
    expect(notice.textContent).not.to.contain(after.access_key);
    expect(await requests(ns, { method: 'POST', path: 'credentials' })).to.have.length(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /API credentials/ })).to.equal(null));
    await waitFor(() => expect(acme.getByRole('rowheader', { name: 'Access Key' }).closest('tr')!.textContent).to.contain(after.access_key));
    expect(location.href).not.to.contain(after.secret_key);
    expect(currentPortalPath()).to.equal('/account/api-credentials');
  });

  it('generates the first credentials of an organisation without warning of old ones', async () => {
    const { screen } = await openCredentials(ns);
    const globex = within(await screen.findByRole('region', { name: 'Globex' }));
    globex.getByRole('button', { name: 'Generate API credentials' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Generate API credentials for Globex' });
    expect(dialog.textContent).not.to.contain('obsolete');
    expect(dialog.textContent).to.contain('This action will create new credentials for integrating with the Globex organization');
    within(dialog).getByRole('button', { name: 'Generate API credentials' }).click();
    await findNotification(screen, 'API credentials generated');
    const keys = await serverCredentials(ns, 'globex');
    expect(keys.access_key).to.match(/^[A-Z0-9]{20}$/);
    await waitFor(() => expect(globex.getByRole('button', { name: 'Regenerate API credentials' })).to.exist);
    await waitFor(() => expect(globex.getByRole('rowheader', { name: 'Access Key' }).closest('tr')!.textContent).to.contain(keys.access_key));
  });

  it('shows a failed list with Try again, which loads it', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'credentials', status: 500, body: { error: 'Boom', message: 'Keys are on holiday.' }, times: 1 }] });
    const { screen } = await openCredentials(ns);
    expect(await screen.findByText('Keys are on holiday.')).to.exist;
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findByRole('region', { name: 'Acme Corporation' })).to.exist;
  });
});

describe('landscape-account', () => {
  it('shows General, Alerts and API credentials as tabs, chosen by arrow keys or its tab attribute, the address untouched', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const address = location.href;
    const root = await mount(
      html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}><landscape-account></landscape-account></landscape-root>`,
      'landscape-root',
    );
    const element = root.querySelector('landscape-account')!;
    const screen = screenOf(element);
    const region = await screen.findByRole('region', { name: 'Account' });
    const tabs = await within(region).findByRole('tablist', { name: 'Account settings' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(['General', 'Alerts', 'API credentials']);
    expect(await screen.findByRole('form', { name: 'Your details' })).to.exist;
    await expect(element).to.be.accessible();

    within(tabs).getByRole('tab', { name: 'General' }).focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(await screen.findByRole('table', { name: 'Alert subscriptions' })).to.exist;
    await sendKeys({ press: 'ArrowRight' });
    expect(await screen.findByRole('region', { name: 'Acme Corporation' })).to.exist;
    expect(within(tabs).getByRole('tab', { name: 'API credentials' }).getAttribute('aria-selected')).to.equal('true');
    await expect(element).to.be.accessible();

    element.setAttribute('tab', 'alerts');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Alerts' }).getAttribute('aria-selected')).to.equal('true'));
    expect(location.href).to.equal(address);
  });
});
