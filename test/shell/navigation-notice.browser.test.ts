/**
 * The notice below the side navigation: a failed call the navigation is built from (about, login/methods,
 * the Security badge's profiles) is said there with the server's message and Try again, once per
 * page (left to the screen that reports it itself), and nothing shows while nothing failed.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, type SimulatorOptions } from '../helpers/simulator.ts';
import { expandAllGroups, openShellIn, settled, WELCOME_KEY } from './shell.ts';

const BOOM = (path: string) => ({ method: 'GET', path, status: 500, body: { error: 'Boom', message: `Server exploded: ${path}` } });
const SECURITY_BADGE_NAME = 'Security, 1 profile over the instance limit';

async function openWithFault(path: string, faultPath: string, options: SimulatorOptions = {}) {
  const ns = await createNamespace(options);
  await signIn(ns);
  await setOptions(ns, { faults: [BOOM(faultPath)] });
  return { ns, ...(await openShellIn(ns, path)) };
}

/** The banner landmark: the sidebar with the navigation and its notice. */
const sidebarOf = (screen: Awaited<ReturnType<typeof openShellIn>>['screen']) => within(screen.getByRole('banner'));

describe('shell: navigation notice', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => restoreLocation());

  it('says nothing while every call answered', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const { root, screen, navigation } = await openShellIn(ns, '/activities');
    await settled(root);
    expandAllGroups(navigation);
    await within(navigation).findByRole('link', { name: SECURITY_BADGE_NAME });
    expect(sidebarOf(screen).queryAllByRole('alert')).to.deep.equal([]);
    expect(sidebarOf(screen).queryByRole('button', { name: 'Try again' })).to.equal(null);
  });

  it('says the Security badge could not be counted, with the server message; Try again brings the badge', async () => {
    const { ns, screen, navigation, portal } = await openWithFault('/activities', 'security-profiles');
    const sidebar = sidebarOf(screen);
    const alert = await sidebar.findByRole('alert');
    expect(alert.textContent).to.include('The security profiles over the instance limit could not be counted.');
    expect(alert.textContent).to.include('Server exploded: security-profiles');
    await expect(portal).to.be.accessible();
    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expandAllGroups(navigation);
    await within(navigation).findByRole('link', { name: SECURITY_BADGE_NAME });
    await waitFor(() => expect(sidebar.queryAllByRole('alert')).to.deep.equal([]));
  });

  it("says the server's details could not be loaded when about fails as the Profiles group opens, and WSL stays reachable", async () => {
    const { screen, navigation } = await openWithFault('/activities', 'about');
    within(navigation).getByRole('button', { name: 'Profiles' }).click();
    const alert = await sidebarOf(screen).findByRole('alert');
    expect(alert.textContent).to.include("The server's details could not be loaded.");
    expect(alert.textContent).to.include('Server exploded: about');
    expect(await within(navigation).findByRole('link', { name: 'WSL' })).to.exist;
  });

  it('says the sign-in methods could not be loaded when login/methods fails as the Org. settings group opens', async () => {
    const { screen, navigation } = await openWithFault('/activities', 'login/methods', { oidcAvailable: false });
    within(navigation).getByRole('button', { name: 'Org. settings' }).click();
    const alert = await sidebarOf(screen).findByRole('alert');
    expect(alert.textContent).to.include('The sign-in methods could not be loaded.');
    expect(alert.textContent).to.include('Server exploded: login/methods');
  });

  it('on a page whose groups are closed, asks for about and login/methods only when a group needing them is about to open', async () => {
    const ns = await createNamespace({ oidcAvailable: false });
    await signIn(ns);
    const { root, navigation } = await openShellIn(ns, '/activities');
    await settled(root);
    const asked = async (path: string) => (await requests(ns, { method: 'GET', path })).length;
    expect(await asked('about'), 'about, groups closed').to.equal(0);
    expect(await asked('login/methods'), 'login/methods, groups closed').to.equal(0);
    expect(within(navigation).queryByRole('link', { name: 'WSL' })).to.equal(null);

    // Pointing at a group (or focusing its toggle) asks for what its entries depend on, once.
    const profiles = within(navigation).getByRole('button', { name: 'Profiles' }).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(profiles.x + profiles.width / 2), Math.round(profiles.y + profiles.height / 2)] });
    await waitFor(async () => expect(await asked('about')).to.equal(1));
    expect(await asked('login/methods')).to.equal(0);
    within(navigation).getByRole('button', { name: 'Org. settings' }).focus();
    await waitFor(async () => expect(await asked('login/methods')).to.equal(1));

    // Opening them shows the entries those answers allow, without asking again.
    expandAllGroups(navigation);
    expect(await within(navigation).findByRole('link', { name: 'WSL' })).to.exist;
    expect(await within(navigation).findByRole('link', { name: 'Identity providers' })).to.exist;
    await settled(root);
    expect(await asked('about')).to.equal(1);
    expect(await asked('login/methods')).to.equal(1);
  });

  it('stands above the screen on a narrow screen, where the navigation is behind the closed menu', async () => {
    await setViewport({ width: 500, height: 800 });
    try {
      const ns = await createNamespace();
      await signIn(ns);
      await setOptions(ns, { faults: [BOOM('about')] });
      // The Profiles group opens by itself on one of its pages, and WSL depends on `about`.
      const { screen, portal } = await renderPortal(ns, '/profiles/package');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.include('Server exploded: about');
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).to.equal('false');
      const box = alert.getBoundingClientRect();
      expect(box.width, 'the notice is shown').to.be.greaterThan(0);
      expect(box.right, 'within the screen').to.be.at.most(500);
      await expect(portal).to.be.accessible();
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  for (const [path, faultPath, options] of [
    ['/profiles/security', 'security-profiles', {}],
    ['/settings/identity-providers', 'login/methods', { oidcAvailable: false }],
    ['/profiles/wsl', 'about', {}],
    ['/settings/general', 'about', {}],
  ] as const) {
    it(`leaves a failed ${faultPath} to ${path}, which says it itself: the message shows once`, async () => {
      const { screen, root } = await openWithFault(path, faultPath, options);
      const message = `Server exploded: ${faultPath}`;
      await screen.findByText(message);
      await settled(root);
      expect(screen.getAllByText(message)).to.have.length(1);
      expect(sidebarOf(screen).queryAllByRole('alert')).to.deep.equal([]);
    });
  }
});
