import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import '../../elements/landscape-root.ts';
import '../../elements/landscape-identity-providers.ts';
import { recordEvents, waitFor, wholeText } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import {
  HOSTILE,
  expect,
  findPanel,
  loginMethodsFault,
  openRowMenu,
  renderIdentityProviders,
  rowOf,
  shownRows,
  table,
  type ProvidersScreen,
} from './helpers.ts';

function menuItems(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => ({
      name: computeAccessibleName(item),
      disabled: item.getAttribute('aria-disabled') === 'true',
    }));
}

/** The icon shown in a row's Name cell: its title, what a pointer's tooltip says. */
function iconOf(row: HTMLElement): string | null {
  return row.querySelector('td svg title')?.textContent ?? null;
}

const EMPTY_TITLE = 'No identity providers';

async function emptyState(screen: ProvidersScreen): Promise<HTMLElement> {
  return screen.findByRole('heading', { name: EMPTY_TITLE });
}

describe('landscape-identity-providers: the list', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('lists Ubuntu One, then the organisation’s OIDC providers, with every column', async () => {
    const { screen } = await renderIdentityProviders(ns);
    expect(await shownRows(screen)).to.deep.equal([
      ['Ubuntu One', 'Enabled', 'ubuntu-one'],
      ['Okta', 'Enabled', 'okta'],
      ['Google', 'Enabled', 'google'],
      ['Azure AD (pilot)', 'Disabled', 'azure'],
    ]);
    expect([...(await table(screen)).querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal(['Name', 'Status', 'Provider', 'Actions']);
    // One request for the list: login/methods, read by the sign-in screen too.
    expect((await requests(ns)).filter((request) => request.path === 'login/methods')).to.have.length(1);
  });

  it('shows each provider with its icon, and any other provider with the default one', async () => {
    await setOptions(ns, {
      faults: [
        loginMethodsFault([
          { id: 1, name: 'Corporate Okta', provider: 'okta', enabled: true },
          { id: 2, name: 'Standalone', provider: 'standalone', enabled: false },
          { id: 3, name: 'Workspace', provider: 'google', enabled: true },
          { id: 4, name: 'Entra', provider: 'azure', enabled: true },
        ]),
      ],
    });
    const { screen } = await renderIdentityProviders(ns);
    const icons = await Promise.all(['Ubuntu One', 'Corporate Okta', 'Standalone', 'Workspace', 'Entra'].map(async (name) => iconOf(await rowOf(screen, name))));
    expect(icons).to.deep.equal(['Ubuntu One', 'Okta', 'Standalone OIDC', 'Google', 'Identity provider']);
    // Decorative: the name beside it is what assistive technology reads.
    const cell = (await rowOf(screen, 'Entra')).querySelector('td')!;
    expect(cell.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(computeAccessibleName(cell)).to.equal('Entra');
  });

  it('offers Edit and Delete named after the provider; Delete is unavailable for Ubuntu One, with its reason', async () => {
    const { screen } = await renderIdentityProviders(ns);
    const oktaMenu = await openRowMenu(screen, 'Okta');
    expect(menuItems(oktaMenu)).to.deep.equal([
      { name: 'Edit Okta provider', disabled: false },
      { name: 'Delete Okta provider', disabled: false },
    ]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));

    const ubuntuMenu = await openRowMenu(screen, 'Ubuntu One');
    const [edit, remove] = menuItems(ubuntuMenu);
    expect(edit).to.include({ name: 'Edit Ubuntu One provider', disabled: false });
    expect(remove).to.include({ name: 'Delete Ubuntu One provider', disabled: true });
    expect(within(ubuntuMenu).getByText('Ubuntu One cannot be deleted. Edit it to disable it instead.')).to.exist;
    // Pressing it does nothing: no modal.
    within(ubuntuMenu).getByRole('menuitem', { name: 'Delete Ubuntu One provider' }).click();
    expect(screen.queryByRole('dialog', { name: 'Delete identity provider' })).to.equal(null);
  });

  it('opens the edit panel from the keyboard', async () => {
    const { screen } = await renderIdentityProviders(ns);
    within(await rowOf(screen, 'Google')).getByRole('button', { name: 'Google provider actions' }).focus();
    await sendKeys({ press: 'Enter' });
    await screen.findByRole('menu');
    await sendKeys({ press: 'Enter' });
    const panel = await findPanel(screen, 'Edit Google provider');
    expect(await within(panel).findByRole('textbox', { name: 'Name' })).to.have.property('value', 'Google');
  });

  it('shows the empty state when there is no provider at all, with the docs link and Add', async () => {
    await setOptions(ns, { faults: [loginMethodsFault([], { available: false, enabled: false })] });
    const { element, screen } = await renderIdentityProviders(ns);
    await emptyState(screen);
    expect(screen.getByText('You haven’t added any identity providers yet.')).to.exist;
    const link = screen.getByRole('link', { name: /^How to manage computers in Landscape/ }) as HTMLAnchorElement;
    expect(link.href).to.equal('https://ubuntu.com/landscape/docs/manage-computers');
    expect(link.target).to.equal('_blank');
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(element).to.be.accessible();
    screen.getByRole('button', { name: 'Add identity provider' }).click();
    await findPanel(screen, 'Choose an identity provider');
  });

  it('a failed login/methods shows the server’s message and Try again, never an endless Loading...', async () => {
    await setOptions(ns, {
      latencyMs: 300,
      faults: [{ method: 'GET', path: 'login/methods', status: 503, body: { error: 'Unavailable', message: 'Sign-in methods are unavailable.' }, times: 1 }],
    });
    const { element, screen } = await renderIdentityProviders(ns);
    // The frame's own 'Loading...' (the session) comes first; the list's follows while it is asked.
    await waitFor(async () => expect((await requests(ns, { path: 'login/methods' })).length).to.equal(1));
    expect(screen.getByRole('status').textContent).to.equal('Loading...');
    const alert = await screen.findByRole('alert');
    await setOptions(ns, { latencyMs: 0 });
    expect(alert.textContent).to.contain('Could not load the identity providers.');
    expect(alert.textContent).to.contain('Sign-in methods are unavailable.');
    expect(screen.queryByText('Loading...')).to.equal(null);
    expect(screen.queryByRole('heading', { name: EMPTY_TITLE })).to.equal(null);
    await expect(element).to.be.accessible();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await shownRows(screen)).to.have.length(4);
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('an answer in another shape is an error too, as is invalid JSON', async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'login/methods', status: 200, body: { oidc: { available: true, configurations: [{ id: '1', name: 'Okta' }] } }, times: 1 }],
    });
    const { screen } = await renderIdentityProviders(ns);
    expect((await screen.findByRole('alert')).textContent).to.contain('The server sent a response that could not be read.');
    expect(screen.queryByRole('table')).to.equal(null);

    await setOptions(ns, { faults: [{ method: 'GET', path: 'login/methods', malformed: true, times: 1 }] });
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(async () => expect((await requests(ns, { path: 'login/methods' })).length).to.equal(2));
    // The retry has failed once it may be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-busy')).to.equal(null));
    expect(screen.getByRole('alert').textContent).to.contain('The server sent a response that could not be read.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await shownRows(screen)).to.have.length(4);
  });

  it('shows hostile provider names as text, in the row, its menu and its panels', async () => {
    await setOptions(ns, { faults: [loginMethodsFault([{ id: 1, name: HOSTILE, provider: HOSTILE, enabled: true }])] });
    const { element, screen } = await renderIdentityProviders(ns);
    expect(await shownRows(screen)).to.deep.equal([
      ['Ubuntu One', 'Enabled', 'ubuntu-one'],
      [HOSTILE, 'Enabled', HOSTILE],
    ]);
    expect(iconOf(await rowOf(screen, HOSTILE))).to.equal('Identity provider');
    const menu = await openRowMenu(screen, HOSTILE);
    within(menu).getByRole('menuitem', { name: `Delete ${HOSTILE} provider` }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Delete identity provider' });
    expect(within(dialog).getByText(wholeText(`This will delete the ${HOSTILE} provider.`))).to.exist;
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    within(await openRowMenu(screen, HOSTILE)).getByRole('menuitem', { name: `Edit ${HOSTILE} provider` }).click();
    expect(await findPanel(screen, `Edit ${HOSTILE} provider`)).to.exist;
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('is accessible with the list shown; fires no event while only read', async () => {
    const { element, screen } = await renderIdentityProviders(ns);
    const seen = (['landscape-navigate', 'landscape-notify', 'landscape-signed-in', 'landscape-signed-out', 'landscape-account-switched'] as const).map(
      (type) => recordEvents(element, type),
    );
    await shownRows(screen);
    await expect(element).to.be.accessible();
    await openRowMenu(screen, 'Ubuntu One');
    await expect(element).to.be.accessible();
    expect(seen.flat()).to.deep.equal([]);
  });

  it('says the feature is off in an organisation without oidc-configuration, and asks nothing', async () => {
    await setOptions(ns, { features: { 'oidc-configuration': false } });
    const { screen } = await renderIdentityProviders(ns);
    expect(await screen.findByText('Identity providers are not enabled for this organisation.')).to.exist;
    expect(await requests(ns, { path: 'login/methods' })).to.deep.equal([]);
  });
});
