import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';
import { cellText, fill, loginMethodsFault } from './helpers.ts';

const PATH = '/settings/identity-providers';

function rowNames(table: HTMLElement): string[] {
  return [...table.querySelectorAll('tbody tr')].map((row) => cellText(row.querySelector('td')!));
}

describe('portal identity providers screen', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    localStorage.setItem(WELCOME_KEY, 'true');
    // The route exists only while OIDC is not configured on the server (SPEC §2).
    ns = await createNamespace({ oidcAvailable: false });
    await signIn(ns);
  });
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  it('shows the providers under the route’s title, Add in the page header; an added provider joins the list', async () => {
    const { portal, screen } = await renderPortal(ns, PATH);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Identity providers' });
    const table = await screen.findByRole('table', { name: 'Identity providers' });
    expect(rowNames(table)).to.deep.equal(['Ubuntu One']);
    // The header's button, beside the title (the list has no toolbar of its own in the portal).
    const add = within(heading.parentElement!).getByRole('button', { name: 'Add identity provider' });
    expect(screen.getAllByRole('button', { name: 'Add identity provider' })).to.have.length(1);
    await expect(portal).to.be.accessible();

    add.click();
    const choice = await screen.findByRole('dialog', { name: 'Choose an identity provider' });
    (await within(choice).findByRole('button', { name: 'Google' })).click();
    const panel = await screen.findByRole('dialog', { name: 'Add Google identity provider' });
    await fill(panel, { Name: 'Workspace', 'Client ID': 'ws-client', 'Client Secret': 'ws-secret', Issuer: 'https://accounts.google.com' });
    within(panel).getByRole('button', { name: 'Add ID provider' }).click();
    await findNotification(screen, 'You have successfully added Workspace identity provider.');
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Identity providers' }))).to.deep.equal(['Ubuntu One', 'Workspace']));
    await waitForPath(PATH);
  });

  it('an organisation without any provider gets the empty state', async () => {
    await setOptions(ns, { faults: [loginMethodsFault([], { available: false, enabled: false })] });
    const { portal, screen } = await renderPortal(ns, PATH);
    await screen.findByRole('heading', { level: 2, name: 'No identity providers' });
    expect(screen.getByText('You haven’t added any identity providers yet.')).to.exist;
    expect(screen.getByRole('link', { name: /^How to manage computers in Landscape/ })).to.exist;
    await expect(portal).to.be.accessible();
    screen.getAllByRole('button', { name: 'Add identity provider' }).at(-1)!.click();
    await screen.findByRole('dialog', { name: 'Choose an identity provider' });
  });

  async function editUbuntuOne(screen: Awaited<ReturnType<typeof renderPortal>>['screen']): Promise<HTMLElement> {
    const table = await screen.findByRole('table', { name: 'Identity providers' });
    within(table).getByRole('button', { name: 'Ubuntu One provider actions' }).click();
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit Ubuntu One provider' }).click();
    return screen.findByRole('dialog', { name: 'Edit Ubuntu One provider' });
  }

  it('Ubuntu One, the only provider, cannot be switched off', async () => {
    const { screen } = await renderPortal(ns, PATH);
    const panel = await editUbuntuOne(screen);
    expect(within(panel).getByRole('checkbox', { name: 'Enabled' }).getAttribute('aria-disabled')).to.equal('true');
    expect(within(panel).getByText('At least one identity provider must be active on the Landscape account.')).to.exist;
  });

  it('with another provider enabled, switching Ubuntu One off takes it off the sign-in screen', async () => {
    const added = await fetch(`${ns.apiBase}auth/oidc-providers`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, configuration: { provider: 'okta', name: 'Staff Okta', issuer: 'https://staff.okta.com', client_id: 'c', client_secret: 's' } }),
    });
    expect(added.status).to.equal(201);
    const { screen } = await renderPortal(ns, PATH);
    const panel = await editUbuntuOne(screen);
    const enabled = within(panel).getByRole('checkbox', { name: 'Enabled' });
    expect(enabled.getAttribute('aria-disabled')).to.equal(null);
    enabled.click();
    within(panel).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You have successfully saved changes for Ubuntu One identity provider.');
    expect((await requests(ns, { method: 'PATCH', path: 'preferences' })).map((request) => request.body)).to.deep.equal([{ ubuntu_one: false }]);

    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await waitForPath('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Sign in with Ubuntu One' })).to.equal(null);
  });
});
