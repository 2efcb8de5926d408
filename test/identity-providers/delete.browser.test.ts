import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/landscape-root.ts';
import '../../elements/landscape-identity-providers.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { findNotification, queryNotification, recordEvents, waitFor, wholeText } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { ariaDisabled, expect, loginMethodsFault, openRowMenu, renderIdentityProviders, serverMethods, shownRows, type ProvidersScreen } from './helpers.ts';

async function openDelete(screen: ProvidersScreen, name: string): Promise<HTMLElement> {
  within(await openRowMenu(screen, name)).getByRole('menuitem', { name: `Delete ${name} provider` }).click();
  return screen.findByRole('dialog', { name: 'Delete identity provider' });
}

describe('landscape-identity-providers: deleting a provider', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('asks first; Delete is busy while the request runs; the row goes, with a notice', async () => {
    const { element, screen } = await renderIdentityProviders(ns);
    const notices = recordEvents(element, 'landscape-notify');
    const dialog = await openDelete(screen, 'Google');
    expect(within(dialog).getByText(wholeText('This will delete the Google provider.'))).to.exist;
    await expect(element).to.be.accessible();
    await setOptions(ns, { latencyMs: 400 });
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Delete' }).click();
    const busy = await within(dialog).findByRole('button', { name: 'Deleting...' });
    expect(ariaDisabled(busy)).to.equal(true);
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    // Pressed again while busy: still one request.
    busy.click();
    await findNotification(screen, 'You have successfully deleted Google identity provider.');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect((await requests(ns, { method: 'DELETE' })).map((request) => request.path)).to.deep.equal(['auth/oidc-providers/2']);
    expect((await shownRows(screen)).map(([name]) => name)).to.deep.equal(['Ubuntu One', 'Okta', 'Azure AD (pilot)']);
    expect((await serverMethods(ns)).oidc.configurations.map((item) => item.name)).to.deep.equal(['Okta', 'Azure AD (pilot)']);
    expect(notices).to.deep.equal([
      { type: 'positive', title: `You have successfully deleted Google identity provider.`, message: 'It can no longer be used to sign in to Landscape.' },
    ]);
    // Focus stays in the list rather than falling to the page.
    await waitFor(() => expect(element.shadowRoot!.contains(deepActiveElement())).to.equal(true));
  });

  it('Cancel and Escape close without a request', async () => {
    const { screen } = await renderIdentityProviders(ns);
    let dialog = await openDelete(screen, 'Okta');
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    dialog = await openDelete(screen, 'Okta');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await requests(ns, { method: 'DELETE' })).to.deep.equal([]);
    expect((await shownRows(screen)).map(([name]) => name)).to.include('Okta');
    expect(dialog.isConnected).to.equal(false);
  });

  it('a refusal shows the server’s message in the modal, which stays open; no notice', async () => {
    await setOptions(ns, {
      faults: [{ method: 'DELETE', path: 'auth/oidc-providers/1', status: 409, body: { error: 'Conflict', message: 'Okta is the sign-in of 3 administrators.' }, times: 1 }],
    });
    const { screen } = await renderIdentityProviders(ns);
    const dialog = await openDelete(screen, 'Okta');
    within(dialog).getByRole('button', { name: 'Delete' }).click();
    expect(await within(dialog).findByText('Okta is the sign-in of 3 administrators.')).to.exist;
    expect(within(dialog).getByRole('button', { name: 'Delete' })).to.exist;
    expect(queryNotification(screen, 'You have successfully deleted')).to.equal(null);
    expect((await shownRows(screen)).map(([name]) => name)).to.include('Okta');
    // Confirming again goes through.
    within(dialog).getByRole('button', { name: 'Delete' }).click();
    await findNotification(screen, 'You have successfully deleted Okta identity provider.');
  });

  it('Ubuntu One cannot be deleted: its Delete is unavailable and opens nothing', async () => {
    const { screen } = await renderIdentityProviders(ns);
    const menu = await openRowMenu(screen, 'Ubuntu One');
    const item = within(menu).getByRole('menuitem', { name: 'Delete Ubuntu One provider' });
    expect(ariaDisabled(item)).to.equal(true);
    item.focus();
    await sendKeys({ press: 'Enter' });
    expect(screen.queryByRole('dialog', { name: 'Delete identity provider' })).to.equal(null);
    expect(await requests(ns, { method: 'DELETE' })).to.deep.equal([]);
  });

  it('the only enabled provider cannot be deleted either, with the reason', async () => {
    await setOptions(ns, {
      faults: [
        loginMethodsFault(
          [
            { id: 1, name: 'Okta', provider: 'okta', enabled: true },
            { id: 2, name: 'Google', provider: 'google', enabled: false },
          ],
          { available: true, enabled: false },
        ),
      ],
    });
    const { screen } = await renderIdentityProviders(ns);
    const menu = await openRowMenu(screen, 'Okta');
    const item = within(menu).getByRole('menuitem', { name: 'Delete Okta provider' });
    expect(ariaDisabled(item)).to.equal(true);
    expect(within(menu).getByText('At least one identity provider must be active on the Landscape account.')).to.exist;
    item.click();
    expect(screen.queryByRole('dialog', { name: 'Delete identity provider' })).to.equal(null);
    await sendKeys({ press: 'Escape' });
    const google = within(await openRowMenu(screen, 'Google')).getByRole('menuitem', { name: 'Delete Google provider' });
    expect(ariaDisabled(google)).to.equal(false);
  });
});
