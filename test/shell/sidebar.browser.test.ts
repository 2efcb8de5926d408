import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { announcedAs, findNotification, recordEvents, waitFor } from '../helpers/dom.ts';
import { restoreLocation, TEST_BASE, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn } from '../helpers/simulator.ts';
import { expectSameBoxes, LONG_TITLE, measureSelector, renameOrganisation } from '../helpers/organisation-selector.ts';
import { captureNavigation, openShell, openShellIn, settled, WELCOME_KEY } from './shell.ts';

const WELCOME_TITLE = 'Landscape web portal (Preview)';

describe('shell: sidebar extras (1280px)', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => restoreLocation());

  describe('account links', () => {
    it("link the user's name to account settings, and Alerts", async () => {
      const { screen } = await openShell('/overview');
      const user = screen.getByRole('navigation', { name: 'User' });
      const links = within(user).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
        ['Ada Admin', `${TEST_BASE}account/general`],
        ['Alerts', `${TEST_BASE}alerts`],
      ]);
      expect(within(user).getByRole('button', { name: 'Sign out' })).to.exist;
      expect(screen.queryByRole('button', { name: 'Menu' })).to.equal(null);
      expect(screen.queryByRole('button', { name: 'Account' })).to.equal(null);
    });

    it('say Unknown user when the user has no name', async () => {
      const ns = await createNamespace();
      const state = (await signIn(ns)) as Record<string, unknown>;
      await setOptions(ns, { faults: [{ method: 'GET', path: 'me', status: 200, body: { ...state, name: '' } }] });
      const { screen } = await openShellIn(ns, '/overview');
      const user = screen.getByRole('navigation', { name: 'User' });
      expect(within(user).getByRole('link', { name: 'Unknown user' }).getAttribute('href')).to.equal(
        `${TEST_BASE}account/general`,
      );
    });

    it('show a secondary account navigation under /account/*', async () => {
      const { screen } = await openShell('/account/alerts');
      const account = await screen.findByRole('navigation', { name: 'Account' });
      const links = within(account).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
        ['General', `${TEST_BASE}account/general`],
        ['Alerts', `${TEST_BASE}account/alerts`],
        ['API credentials', `${TEST_BASE}account/api-credentials`],
      ]);
      expect(links.map((link) => link.getAttribute('aria-current'))).to.deep.equal([null, 'page', null]);
      within(account).getByRole('link', { name: 'API credentials' }).click();
      await waitForPath('/account/api-credentials');
      await screen.findByRole('heading', { level: 1, name: 'API credentials' });
    });

    it('show no account navigation elsewhere', async () => {
      const { screen } = await openShell('/alerts');
      await screen.findByRole('heading', { level: 1, name: 'Alerts' });
      expect(screen.queryByRole('navigation', { name: 'Account' })).to.equal(null);
    });

    it('sign out with POST logout, then the portal shows /login', async () => {
      const { ns, root, screen } = await openShell('/activities');
      await settled(root);
      const signedOut = recordEvents(root, 'landscape-signed-out');
      screen.getByRole('button', { name: 'Sign out' }).click();
      await waitForPath('/login');
      await screen.findByLabelText('Email');
      const [logout, ...more] = await requests(ns, { path: 'logout' });
      expect(more).to.have.length(0);
      expect(logout?.method).to.equal('POST');
      expect(logout?.authorization).to.equal(true);
      expect(signedOut).to.have.length(1);
    });

    it("show the server's message when signing out fails, and stay", async () => {
      const { ns, screen } = await openShell('/activities', {
        faults: [{ method: 'POST', path: 'logout', status: 500, body: { error: 'Boom', message: 'Logout is broken today.' } }],
      });
      const button = screen.getByRole('button', { name: 'Sign out' });
      button.click();
      expect(announcedAs(await findNotification(screen, 'Logout is broken today.'))).to.equal('assertive');
      await waitFor(() => expect(button.hasAttribute('disabled')).to.equal(false));
      await waitForPath('/activities');
      expect(await requests(ns, { path: 'logout' })).to.have.length(1);
    });
  });

  describe('footer', () => {
    it('shows the version, the preview note and a feedback link in a new tab', async () => {
      const { screen } = await openShell('/overview');
      expect(screen.getByText('Version 1.14.0')).to.exist;
      expect(screen.getByText(/preview of the new Landscape web portal/)).to.exist;
      const feedback = screen.getByRole('link', { name: 'Share your feedback' });
      expect(feedback.getAttribute('href')).to.equal('https://discourse.ubuntu.com/c/project/landscape/');
      expect(feedback.getAttribute('target')).to.equal('_blank');
      expect(feedback.getAttribute('rel')?.split(' ')).to.include.members(['noopener', 'noreferrer']);
    });

    it('switches to the classic dashboard where the server says', async () => {
      const { ns, root, screen } = await openShell('/overview');
      const visited = captureNavigation(root);
      screen.getByRole('button', { name: 'Switch to classic dashboard' }).click();
      await waitFor(() => expect(visited).to.deep.equal(['/classic/']));
      const [request] = await requests(ns, { path: 'classic_dashboard_url' });
      expect(request?.method).to.equal('GET');
      expect(request?.authorization).to.equal(true);
    });

    it('refuses a javascript: classic dashboard address', async () => {
      const { root, screen } = await openShell('/overview', {
        faults: [{ path: 'classic_dashboard_url', status: 200, body: { url: 'javascript:alert(1)' } }],
      });
      const visited = captureNavigation(root);
      screen.getByRole('button', { name: 'Switch to classic dashboard' }).click();
      expect(announcedAs(await findNotification(screen, 'invalid classic dashboard address'))).to.equal('assertive');
      expect(visited).to.deep.equal([]);
    });

    it("shows the server's message when the classic dashboard address cannot be had", async () => {
      const { root, screen } = await openShell('/overview', {
        faults: [{ path: 'classic_dashboard_url', status: 503, body: { error: 'Down', message: 'Classic is resting.' } }],
      });
      const visited = captureNavigation(root);
      screen.getByRole('button', { name: 'Switch to classic dashboard' }).click();
      expect(announcedAs(await findNotification(screen, 'Classic is resting.'))).to.equal('assertive');
      expect(visited).to.deep.equal([]);
    });
  });

  describe('organisation selector', () => {
    it('keeps its width and its options theirs with a long organisation title, cut short with the whole title in `title`', async () => {
      const inSidebar = async (portal: HTMLElement) =>
        measureSelector(portal.shadowRoot!.querySelector<HTMLElement>('[part="navigation"]')!);
      const ordinary = await inSidebar((await openShell('/overview')).portal);
      const ns = await createNamespace();
      await signIn(ns);
      await renameOrganisation(ns, LONG_TITLE);
      expectSameBoxes(await inSidebar((await openShellIn(ns, '/overview')).portal), ordinary);
    });
  });

  describe('layout', () => {
    it('has the parts base and navigation, and the screen inside main', async () => {
      const { portal, screen } = await openShell('/activities');
      const base = portal.shadowRoot!.querySelector('[part="base"]')!;
      const sidebar = base.querySelector('[part="navigation"]')!;
      expect(sidebar.contains(screen.getByRole('navigation', { name: 'Main' }))).to.equal(true);
      const main = screen.getByRole('main');
      expect(base.contains(main)).to.equal(true);
      expect(within(main).getByRole('heading', { level: 1, name: 'Activities' })).to.exist;
    });

    it('is accessible', async () => {
      const { portal, screen, navigation } = await openShell('/profiles/security', { oidcAvailable: false });
      await within(navigation).findByRole('link', { name: /^Security, / });
      await screen.findByRole('heading', { level: 1 });
      await expect(portal).to.be.accessible();
    });

    it('is accessible under /account/*', async () => {
      const { portal, screen } = await openShell('/account/general');
      await screen.findByRole('navigation', { name: 'Account' });
      await screen.findByRole('heading', { level: 1, name: 'General' });
      await expect(portal).to.be.accessible();
    });
  });
});

describe('shell: welcome modal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => restoreLocation());

  it('shows until dismissed with "Got it!", remembers that, and moves focus to the main heading', async () => {
    const { screen } = await openShell('/overview');
    const dialog = (await screen.findByRole('dialog', { name: WELCOME_TITLE })) as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-describedby')).to.not.equal(null);
    const gotIt = within(dialog).getByRole('button', { name: 'Got it!' });
    expect((dialog.getRootNode() as ShadowRoot).activeElement).to.equal(gotIt);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Overview' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(localStorage.getItem(WELCOME_KEY)).to.equal('true');
    await waitFor(() => expect((heading.getRootNode() as ShadowRoot).activeElement === heading, 'focus on the h1').to.equal(true));
  });

  it('is not shown once dismissed', async () => {
    localStorage.setItem(WELCOME_KEY, 'true');
    const { screen } = await openShell('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(screen.queryByText(WELCOME_TITLE)).to.equal(null);
  });

  it('is dismissed for good with Escape too, focus moving to the main heading', async () => {
    const { screen } = await openShell('/overview');
    await screen.findByRole('dialog', { name: WELCOME_TITLE });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Overview' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(localStorage.getItem(WELCOME_KEY)).to.equal('true');
    await waitFor(() => expect((heading.getRootNode() as ShadowRoot).activeElement === heading, 'focus on the h1').to.equal(true));
  });

  it('is accessible while open', async () => {
    const { portal, screen } = await openShell('/overview');
    await screen.findByRole('dialog', { name: WELCOME_TITLE });
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    await expect(portal).to.be.accessible();
  });
});
