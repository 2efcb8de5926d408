import { within } from '@testing-library/dom';
import '../../elements/landscape-root.ts';
import '../../elements/landscape-identity-providers.ts';
import { signInOptions } from '../../src/features/auth/login-methods.ts';
import { findNotification, queryNotification, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import {
  ariaDisabled,
  bodiesOf,
  expect,
  field,
  findPanel,
  loginMethodsFault,
  openRowMenu,
  renderIdentityProviders,
  retype,
  rowOf,
  shownRows,
  type ProvidersScreen,
} from './helpers.ts';

const LAST = 'At least one identity provider must be active on the Landscape account.';

async function openEdit(screen: ProvidersScreen, name: string): Promise<HTMLElement> {
  within(await openRowMenu(screen, name)).getByRole('menuitem', { name: `Edit ${name} provider` }).click();
  return findPanel(screen, `Edit ${name} provider`);
}

/** The edit form, once the provider has loaded into it. */
async function loadedForm(panel: HTMLElement): Promise<HTMLElement> {
  return within(panel).findByRole('form');
}

function enabledBox(panel: HTMLElement): HTMLInputElement {
  return within(panel).getByRole('checkbox', { name: 'Enabled' }) as HTMLInputElement;
}

describe('landscape-identity-providers: editing a provider', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('fills the form from the server, loading first, and PATCHes the whole body but the secret nobody typed', async () => {
    const { root, element, screen } = await renderIdentityProviders(ns);
    await shownRows(screen);
    await setOptions(ns, { latencyMs: 400 });
    const panel = await openEdit(screen, 'Okta');
    expect(within(panel).getByRole('status').textContent).to.equal('Loading...');
    const form = await loadedForm(panel);
    await setOptions(ns, { latencyMs: 0 });
    expect(form.getAttribute('aria-label')).to.equal('Edit Okta provider');
    expect(field(form, 'Redirect URL').value).to.equal(`${location.origin}/new_dashboard/handle-auth/oidc`);
    expect(enabledBox(form).checked).to.equal(true);
    // Another provider is enabled too: this one may be switched off.
    expect(ariaDisabled(enabledBox(form))).to.equal(false);
    expect(within(form).getByText('If checked, the identity provider will be enabled for logging in.')).to.exist;
    expect(field(form, 'Name').value).to.equal('Okta');
    expect(field(form, 'Client ID').value).to.equal('landscape-okta-1');
    // Write-only: never filled in, so Show has nothing stored to reveal; said to be kept.
    expect(field(form, 'Client Secret').value).to.equal('');
    expect(field(form, 'Client Secret').type).to.equal('password');
    expect(field(form, 'Client Secret').getAttribute('aria-required')).to.not.equal('true');
    within(form).getByRole('button', { name: 'Show password' }).click();
    expect(field(form, 'Client Secret').value).to.equal('');
    expect(within(form).getByText('A secret is stored and stays hidden. Leave this empty to keep it, or type a new one to replace it.')).to.exist;
    // Nor is it kept: the provider the cache holds has no secret.
    const cached = JSON.stringify(root.store.queryClient.getQueryCache().getAll().map((query) => query.state.data));
    expect(cached).to.include('landscape-okta-1');
    expect(cached).to.not.include('demo-secret-okta-1');
    expect(field(form, 'Issuer').value).to.equal('https://acme.okta.com');
    expect(within(form).queryByRole('button', { name: 'Back' })).to.equal(null);
    await expect(element).to.be.accessible();

    await retype(field(form, 'Name'), 'Acme Okta');
    await retype(field(form, 'Issuer'), 'https://login.acme.com');
    enabledBox(form).click();
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You have successfully saved changes for Acme Okta identity provider.');
    expect(await bodiesOf(ns, 'PATCH', 'auth/oidc-providers/1')).to.deep.equal([
      {
        enabled: false,
        configuration: { provider: 'okta', name: 'Acme Okta', issuer: 'https://login.acme.com', client_id: 'landscape-okta-1' },
      },
    ]);
    const stored = (await (await fetch(`${ns.apiBase}auth/oidc-providers/1`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } })).json()) as {
      configuration: { client_secret: string };
    };
    expect(stored.configuration.client_secret, 'the server kept its secret').to.equal('demo-secret-okta-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await waitFor(async () => expect((await shownRows(screen))[1]).to.deep.equal(['Acme Okta', 'Disabled', 'okta']));
    expect((await requests(ns)).map((request) => `${request.method} ${request.path}`).slice(0, 2)).to.deep.equal(['PATCH auth/oidc-providers/1', 'GET login/methods']);
  });

  it('each edit reads the provider afresh', async () => {
    const { screen } = await renderIdentityProviders(ns);
    let form = await loadedForm(await openEdit(screen, 'Google'));
    within(form).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    form = await loadedForm(await openEdit(screen, 'Google'));
    expect(field(form, 'Name').value).to.equal('Google');
    expect(await requests(ns, { method: 'GET', path: 'auth/oidc-providers/2' })).to.have.length(2);
  });

  it('a provider that cannot be read says why, with Try again', async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'auth/oidc-providers/2', status: 500, body: { error: 'Boom', message: 'The provider store is down.' }, times: 1 }],
    });
    const { element, screen } = await renderIdentityProviders(ns);
    const panel = await openEdit(screen, 'Google');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).to.contain('Could not load the identity provider.');
    expect(alert.textContent).to.contain('The provider store is down.');
    expect(within(panel).queryByRole('form')).to.equal(null);
    await expect(element).to.be.accessible();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(field(await loadedForm(panel), 'Name').value).to.equal('Google');
  });

  it('a refused edit shows the server’s message and keeps every value, the changed secret included', async () => {
    await setOptions(ns, {
      faults: [{ method: 'PATCH', path: 'auth/oidc-providers/2', status: 400, body: { error: 'InvalidField', message: 'client_secret was rejected by Google' }, times: 1 }],
    });
    const { screen } = await renderIdentityProviders(ns);
    const form = await loadedForm(await openEdit(screen, 'Google'));
    await retype(field(form, 'Client Secret'), 'new secret');
    await retype(field(form, 'Name'), 'Workspace');
    within(form).getByRole('button', { name: 'Save changes' }).click();
    expect(await within(form).findByText('client_secret was rejected by Google')).to.exist;
    expect(queryNotification(screen, 'You have successfully')).to.equal(null);
    expect(field(form, 'Client Secret').value).to.equal('new secret');
    expect(field(form, 'Name').value).to.equal('Workspace');
    expect(field(form, 'Issuer').value).to.equal('https://accounts.google.com');
    expect((await shownRows(screen))[2]).to.deep.equal(['Google', 'Enabled', 'google']);
  });

  it('validates an edit as it does an add', async () => {
    const { screen } = await renderIdentityProviders(ns);
    const form = await loadedForm(await openEdit(screen, 'Google'));
    await retype(field(form, 'Issuer'), 'accounts.google');
    await retype(field(form, 'Client ID'), ' ');
    expect(field(form, 'Client ID').value).to.equal(' ');
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Save changes' }).click();
    expect(await within(form).findByText('Client ID is a required field')).to.exist;
    expect(within(form).getByText('Issuer must be a valid URL')).to.exist;
    expect(await requests(ns, { method: 'PATCH' })).to.deep.equal([]);
  });

  it('Ubuntu One’s edit shows only Enabled and switches it in the preferences; the sign-in methods follow', async () => {
    const { root, element, screen } = await renderIdentityProviders(ns);
    const panel = await openEdit(screen, 'Ubuntu One');
    const form = await loadedForm(panel);
    expect(within(form).getAllByRole('checkbox')).to.have.length(1);
    expect(form.querySelectorAll('input')).to.have.length(1);
    expect(enabledBox(form).checked).to.equal(true);
    await expect(element).to.be.accessible();
    enabledBox(form).click();
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You have successfully saved changes for Ubuntu One identity provider.');
    expect(await bodiesOf(ns, 'PATCH', 'preferences')).to.deep.equal([{ ubuntu_one: false }]);
    expect(await requests(ns, { path: 'auth/oidc-providers/-1' })).to.deep.equal([]);
    await waitFor(async () => expect((await shownRows(screen))[0]).to.deep.equal(['Ubuntu One', 'Disabled', 'ubuntu-one']));
    // The sign-in screen reads the same cached answer: it no longer offers Ubuntu One.
    expect(signInOptions(root.store.queryClient.getQueryData(['login', 'methods'])).ubuntuOne).to.equal(false);
  });

  it('a refused Ubuntu One switch keeps the form open with the server’s message', async () => {
    await setOptions(ns, { faults: [{ method: 'PATCH', path: 'preferences', status: 403, body: { error: 'Forbidden', message: 'Only owners can change sign-in.' }, times: 1 }] });
    const { screen } = await renderIdentityProviders(ns);
    const form = await loadedForm(await openEdit(screen, 'Ubuntu One'));
    enabledBox(form).click();
    within(form).getByRole('button', { name: 'Save changes' }).click();
    expect(await within(form).findByText('Only owners can change sign-in.')).to.exist;
    expect(enabledBox(form).checked).to.equal(false);
    expect((await shownRows(screen))[0]).to.deep.equal(['Ubuntu One', 'Enabled', 'ubuntu-one']);
  });
});

describe('landscape-identity-providers: the last enabled provider', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('Ubuntu One alone enabled: Enabled stays checked, says why, and is saved as it is', async () => {
    await setOptions(ns, {
      faults: [
        loginMethodsFault([
          { id: 1, name: 'Okta', provider: 'okta', enabled: false },
          { id: 2, name: 'Google', provider: 'google', enabled: false },
        ]),
      ],
    });
    const { element, screen } = await renderIdentityProviders(ns);
    const form = await loadedForm(await openEdit(screen, 'Ubuntu One'));
    const box = enabledBox(form);
    expect(ariaDisabled(box)).to.equal(true);
    expect(within(form).getByText(LAST)).to.exist;
    expect(box.getAttribute('aria-describedby')).to.not.equal(null);
    box.click();
    expect(box.checked).to.equal(true);
    await expect(element).to.be.accessible();
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You have successfully saved changes for Ubuntu One identity provider.');
    expect(await bodiesOf(ns, 'PATCH', 'preferences')).to.deep.equal([{ ubuntu_one: true }]);
  });

  it('an OIDC provider alone enabled (Ubuntu One off) cannot be switched off; the disabled ones can be switched on', async () => {
    await setOptions(ns, {
      faults: [
        loginMethodsFault(
          [
            { id: 1, name: 'Okta', provider: 'okta', enabled: true },
            { id: 3, name: 'Azure AD (pilot)', provider: 'azure', enabled: false },
          ],
          { available: true, enabled: false },
        ),
      ],
    });
    const { screen } = await renderIdentityProviders(ns);
    let form = await loadedForm(await openEdit(screen, 'Okta'));
    expect(ariaDisabled(enabledBox(form))).to.equal(true);
    expect(within(form).getByText(LAST)).to.exist;
    enabledBox(form).click();
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You have successfully saved changes for Okta identity provider.');
    expect((await bodiesOf(ns, 'PATCH', 'auth/oidc-providers/1')).map((body) => (body as { enabled: boolean }).enabled)).to.deep.equal([true]);

    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    form = await loadedForm(await openEdit(screen, 'Azure AD (pilot)'));
    expect(ariaDisabled(enabledBox(form))).to.equal(false);
    expect(within(form).queryByText(LAST)).to.equal(null);
    within(form).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    form = await loadedForm(await openEdit(screen, 'Ubuntu One'));
    // Ubuntu One is off: switching it on is always allowed.
    expect(ariaDisabled(enabledBox(form))).to.equal(false);
    expect(await rowOf(screen, 'Okta')).to.exist;
  });
});
