import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import '../../elements/landscape-root.ts';
import '../../elements/landscape-identity-providers.ts';
import { signInOptions } from '../../src/features/auth/login-methods.ts';
import { findNotification, queryNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { bodiesOf, expect, field, fill, findPanel, renderIdentityProviders, rowOf, serverMethods, shownRows, type ProvidersScreen } from './helpers.ts';

const CHOOSE = 'Choose an identity provider';

async function openChoice(screen: ProvidersScreen): Promise<HTMLElement> {
  (await screen.findByRole('button', { name: 'Add identity provider' })).click();
  return findPanel(screen, CHOOSE);
}

/** Opens the add form of the provider kind labelled `label`. */
async function openAddForm(screen: ProvidersScreen, label: string): Promise<HTMLElement> {
  const choice = await openChoice(screen);
  (await within(choice).findByRole('button', { name: label })).click();
  return findPanel(screen, `Add ${label} identity provider`);
}

const STAFF = { Name: 'Staff Okta', 'Client ID': 'landscape-staff', 'Client Secret': 's3cret value', Issuer: 'https://staff.okta.com' };

describe('landscape-identity-providers: adding a provider', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('lists the supported providers but Ubuntu One, each with its icon, then says more will come', async () => {
    const { element, screen } = await renderIdentityProviders(ns);
    const panel = await openChoice(screen);
    const list = await within(panel).findByRole('list', { name: 'Identity providers you can add' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((button) => computeAccessibleName(button))).to.deep.equal([
      'Okta',
      'Google',
      'Microsoft Entra ID',
      'Keycloak',
      'Auth0',
      'Other OpenID Connect provider',
    ]);
    // The icon of each (its tooltip title): Okta's and Google's own, the default for the rest.
    expect(choices.map((button) => button.querySelector('svg title')?.textContent)).to.deep.equal([
      'Okta',
      'Google',
      'Identity provider',
      'Identity provider',
      'Identity provider',
      'Identity provider',
    ]);
    expect(within(panel).getByText('More identity providers will be integrated in the future.')).to.exist;
    await expect(element).to.be.accessible();
  });

  it('a failed list of supported providers says so, with Try again', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'auth/supported-providers', status: 500, body: { error: 'Boom', message: 'Providers are unavailable.' }, times: 1 }] });
    const { screen } = await renderIdentityProviders(ns);
    const panel = await openChoice(screen);
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).to.contain('Providers are unavailable.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await within(panel).findByRole('button', { name: 'Okta' })).to.exist;
  });

  it('shows the form of the chosen provider: redirect URL to copy, Enabled, then the required fields', async () => {
    const { screen } = await renderIdentityProviders(ns);
    const panel = await openAddForm(screen, 'Okta');
    const redirect = field(panel, 'Redirect URL');
    expect(redirect.readOnly).to.equal(true);
    expect(redirect.value).to.equal(`${location.origin}/new_dashboard/handle-auth/oidc`);
    expect(within(panel).getByText('You will need to set this in the configuration of your identity provider.')).to.exist;
    const enabled = within(panel).getByRole('checkbox', { name: 'Enabled' }) as HTMLInputElement;
    expect(enabled.checked).to.equal(true);
    const secret = field(panel, 'Client Secret');
    expect(secret.type).to.equal('password');
    for (const name of ['Name', 'Client ID', 'Client Secret', 'Issuer']) expect(field(panel, name).getAttribute('aria-required'), name).to.equal('true');
    expect(within(panel).getAllByRole('button').map((button) => button.textContent)).to.include.members(['Back', 'Cancel', 'Add ID provider']);
    // The secret can be shown.
    within(panel).getByRole('button', { name: 'Show password' }).click();
    await waitFor(() => expect(secret.type).to.equal('text'));
  });

  it('copies the redirect URL to the clipboard and says so', async () => {
    const { screen } = await renderIdentityProviders(ns);
    const panel = await openAddForm(screen, 'Google');
    const copied: string[] = [];
    // The page's own clipboard, recorded: headless Chromium grants no reading back.
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      copied.push(text);
      return writeText(text).catch(() => undefined);
    };
    try {
      within(panel).getByRole('button', { name: 'Copy redirect URL' }).click();
      await waitFor(() => expect(within(panel).getByRole('status').textContent).to.equal('The redirect URL was copied to the clipboard.'));
      expect(copied).to.deep.equal([`${location.origin}/new_dashboard/handle-auth/oidc`]);
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      within(panel).getByRole('button', { name: 'Copy redirect URL' }).click();
      await waitFor(() => expect(within(panel).getByRole('status').textContent).to.equal('The redirect URL could not be copied. Select it and copy it yourself.'));
    } finally {
      delete (navigator.clipboard as { writeText?: unknown }).writeText;
    }
  });

  it('says what each empty or wrong field needs, and sends nothing', async () => {
    const { element, screen } = await renderIdentityProviders(ns);
    const panel = await openAddForm(screen, 'Okta');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Add ID provider' }).click();
    for (const [name, message] of [
      ['Name', 'Name is a required field'],
      ['Client ID', 'Client ID is a required field'],
      ['Client Secret', 'Client Secret is a required field'],
      ['Issuer', 'Issuer is a required field'],
    ]) {
      const input = field(panel, name!);
      await waitFor(() => expect(input.getAttribute('aria-invalid'), name).to.equal('true'));
      expect(within(panel).getByText(message!)).to.exist;
    }
    // The first invalid field takes focus.
    expect(element.shadowRoot!.activeElement).to.equal(field(panel, 'Name'));
    await expect(element).to.be.accessible();

    await fill(panel, { Name: '   ', 'Client ID': 'id', 'Client Secret': 'secret', Issuer: 'staff.okta.com' });
    within(panel).getByRole('button', { name: 'Add ID provider' }).click();
    expect(await within(panel).findByText('Issuer must be a valid URL')).to.exist;
    expect(within(panel).getByText('Name is a required field')).to.exist;
    expect(await requests(ns, { method: 'POST' })).to.deep.equal([]);
  });

  it('sends exactly the POST body of API.md, then shows the provider and a notice; login/methods follows', async () => {
    const { root, element, screen } = await renderIdentityProviders(ns);
    await shownRows(screen);
    const notices = recordEvents(element, 'landscape-notify');
    const panel = await openAddForm(screen, 'Okta');
    await fill(panel, { ...STAFF, Name: '  Staff Okta ', Issuer: ' https://staff.okta.com' });
    within(panel).getByRole('checkbox', { name: 'Enabled' }).click();
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Add ID provider' }).click();
    await findNotification(screen, 'You have successfully added Staff Okta identity provider.');
    expect(await bodiesOf(ns, 'POST', 'auth/oidc-providers')).to.deep.equal([
      {
        enabled: false,
        configuration: { provider: 'okta', name: 'Staff Okta', issuer: 'https://staff.okta.com', client_id: 'landscape-staff', client_secret: 's3cret value' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect((await shownRows(screen)).at(-1)).to.deep.equal(['Staff Okta', 'Disabled', 'okta']);
    expect(notices).to.deep.equal([
      { type: 'positive', title: `You have successfully added Staff Okta identity provider.`, message: 'It is disabled: it cannot be used to sign in until it is enabled.' },
    ]);
    // login/methods was asked again after the POST, and the sign-in screen's cache holds the answer.
    const order = (await requests(ns)).map((request) => `${request.method} ${request.path}`);
    expect(order.slice(0, 2)).to.deep.equal(['POST auth/oidc-providers', 'GET login/methods']);
    const cached = root.store.queryClient.getQueryData(['login', 'methods']);
    expect(cached).to.deep.equal(await serverMethods(ns));
    expect(signInOptions(cached).oidcAvailable).to.equal(true);
  });

  it('a refusal shows the server’s message in the form and keeps every value, the client secret included', async () => {
    await setOptions(ns, {
      faults: [{ method: 'POST', path: 'auth/oidc-providers', status: 400, body: { error: 'InvalidField', message: 'issuer must be reachable' }, times: 1 }],
    });
    const { screen } = await renderIdentityProviders(ns);
    const panel = await openAddForm(screen, 'Google');
    await fill(panel, STAFF);
    within(panel).getByRole('button', { name: 'Add ID provider' }).click();
    expect(await within(panel).findByText('issuer must be reachable')).to.exist;
    expect(queryNotification(screen, 'You have successfully added')).to.equal(null);
    for (const [name, value] of Object.entries(STAFF)) expect(field(panel, name).value, name).to.equal(value);
    expect((within(panel).getByRole('checkbox', { name: 'Enabled' }) as HTMLInputElement).checked).to.equal(true);
    // Another try with the same values goes through.
    within(panel).getByRole('button', { name: 'Add ID provider' }).click();
    await findNotification(screen, 'You have successfully added Staff Okta identity provider.');
    expect((await bodiesOf(ns, 'POST', 'auth/oidc-providers')).map((body) => (body as { configuration: { client_secret: string } }).configuration.client_secret)).to.deep.equal([
      's3cret value',
      's3cret value',
    ]);
    expect(await rowOf(screen, 'Staff Okta')).to.exist;
  });

  it('Back returns to the choice, and the form starts afresh; Cancel closes with nothing sent', async () => {
    const { screen } = await renderIdentityProviders(ns);
    let panel = await openAddForm(screen, 'Okta');
    await typeInto(field(panel, 'Name'), 'Half done');
    within(panel).getByRole('button', { name: 'Back' }).click();
    const choice = await findPanel(screen, CHOOSE);
    within(choice).getByRole('button', { name: 'Google' }).click();
    panel = await findPanel(screen, 'Add Google identity provider');
    expect(field(panel, 'Name').value).to.equal('');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await requests(ns, { method: 'POST' })).to.deep.equal([]);
  });

  it('can be done from the keyboard alone', async () => {
    const { screen } = await renderIdentityProviders(ns);
    (await screen.findByRole('button', { name: 'Add identity provider' })).focus();
    await sendKeys({ press: 'Enter' });
    const choice = await findPanel(screen, CHOOSE);
    (await within(choice).findByRole('button', { name: 'Okta' })).focus();
    await sendKeys({ press: 'Enter' });
    const panel = await findPanel(screen, 'Add Okta identity provider');
    field(panel, 'Name').focus();
    await sendKeys({ type: 'Keyboard Okta' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'kb-client' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'kb-secret' });
    // Past the show/hide button.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'https://kb.okta.com' });
    await sendKeys({ press: 'Enter' });
    await findNotification(screen, 'You have successfully added Keyboard Okta identity provider.');
    expect(await bodiesOf(ns, 'POST', 'auth/oidc-providers')).to.deep.equal([
      { enabled: true, configuration: { provider: 'okta', name: 'Keyboard Okta', issuer: 'https://kb.okta.com', client_id: 'kb-client', client_secret: 'kb-secret' } },
    ]);
  });
});
