import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { restoreLocation, TEST_BASE, waitForPath } from '../helpers/portal.ts';
import { requests } from '../helpers/simulator.ts';
import { expandAllGroups, group, linkNames, openShell, WELCOME_KEY } from './shell.ts';
import { OVER_LIMIT_PARAMS } from '../../src/features/security-profiles/over-limit.ts';
import { securityProfileKeys } from '../../src/features/security-profiles/queries.ts';
import { profile } from '../security-profiles/fixtures.ts';

const afterFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const SECURITY_BADGE_NAME = 'Security, 1 profile over the instance limit';

describe('shell: side navigation (1280px)', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => restoreLocation());

  it('lists every item in SPEC order, with the groups', async () => {
    const { navigation, nav } = await openShell('/overview', { oidcAvailable: false });
    expandAllGroups(navigation);
    await waitFor(() => expect(linkNames(navigation)).to.include('Identity providers'));
    expect(nav.getAllByRole('button').map((button) => button.textContent)).to.deep.equal([
      'Profiles',
      'Repositories',
      'Org. settings',
      'Help',
    ]);
    await waitFor(() =>
      expect(linkNames(navigation)).to.deep.equal([
        'Overview',
        'Instances',
        'Activities',
        'Scripts',
        'Events log',
        'Repository',
        'Package',
        'Upgrade',
        'Reboot',
        'Removal',
        'WSL',
        SECURITY_BADGE_NAME,
        'Mirrors',
        'GPG keys',
        'APT sources',
        'General',
        'Administrators',
        'Employees',
        'Roles',
        'Access groups',
        'Identity providers',
        'Legal',
        'Documentation',
        'Support',
      ]),
    );
  });

  it('links to portal paths below the base path and marks the current page', async () => {
    const { nav } = await openShell('/activities');
    const activities = nav.getByRole('link', { name: 'Activities' });
    expect(activities.getAttribute('href')).to.equal(`${TEST_BASE}activities`);
    expect(activities.getAttribute('aria-current')).to.equal('page');
    expect(nav.getByRole('link', { name: 'Overview' }).hasAttribute('aria-current')).to.equal(false);
    nav.getByRole('link', { name: 'Scripts' }).click();
    await waitForPath('/scripts');
    await waitFor(() => expect(nav.getByRole('link', { name: 'Scripts' }).getAttribute('aria-current')).to.equal('page'));
    expect(activities.hasAttribute('aria-current')).to.equal(false);
  });

  it('marks Instances current on an instance page', async () => {
    const { nav } = await openShell('/instances/6');
    expect(nav.getByRole('link', { name: 'Instances' }).getAttribute('aria-current')).to.equal('page');
  });

  it('opens the group of the current path and keeps the others closed until toggled', async () => {
    const { navigation, nav } = await openShell('/profiles/package');
    expect(group(navigation, 'Profiles').getAttribute('aria-expanded')).to.equal('true');
    for (const closed of ['Repositories', 'Org. settings', 'Help']) {
      expect(group(navigation, closed).getAttribute('aria-expanded'), closed).to.equal('false');
    }
    expect(nav.getByRole('link', { name: 'Package' }).getAttribute('aria-current')).to.equal('page');
    expect(nav.queryByRole('link', { name: 'GPG keys' })).to.equal(null);

    const repositories = group(navigation, 'Repositories');
    const list = navigation.getRootNode() as ShadowRoot;
    expect(list.getElementById(repositories.getAttribute('aria-controls')!)?.hidden).to.equal(true);
    repositories.click();
    await waitFor(() => expect(repositories.getAttribute('aria-expanded')).to.equal('true'));
    expect(list.getElementById(repositories.getAttribute('aria-controls')!)?.hidden).to.equal(false);
    nav.getByRole('link', { name: 'GPG keys' }).click();
    await waitForPath('/repositories/gpg-keys');
    await waitFor(() => expect(nav.getByRole('link', { name: 'GPG keys' }).getAttribute('aria-current')).to.equal('page'));

    group(navigation, 'Repositories').click();
    await waitFor(() => expect(nav.queryByRole('link', { name: 'GPG keys' })).to.equal(null));
  });

  it('opens and closes a group from the keyboard', async () => {
    const { navigation, nav } = await openShell('/overview');
    const help = group(navigation, 'Help');
    help.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(help.getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'Tab' });
    const legal = nav.getByRole('link', { name: 'Legal' });
    expect((navigation.getRootNode() as ShadowRoot).activeElement).to.equal(legal);
    help.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(help.getAttribute('aria-expanded')).to.equal('false'));
  });

  it('opens the Help links in a new tab without an opener', async () => {
    const { navigation, nav } = await openShell('/overview');
    group(navigation, 'Help').click();
    for (const name of ['Legal', 'Documentation', 'Support']) {
      const link = await nav.findByRole('link', { name });
      expect(link.getAttribute('target'), name).to.equal('_blank');
      expect(link.getAttribute('rel')?.split(' ')).to.include.members(['noopener', 'noreferrer']);
      expect(link.getAttribute('href')).to.match(/^https:\/\//);
    }
  });

  it('shows WSL and Mirrors self-hosted', async () => {
    const { navigation, nav } = await openShell('/repositories/mirrors', { selfHosted: true });
    expect((await nav.findByRole('link', { name: 'Mirrors' })).getAttribute('aria-current')).to.equal('page');
    group(navigation, 'Profiles').click();
    await nav.findByRole('link', { name: 'WSL' });
  });

  it('hides WSL and Mirrors on SaaS', async () => {
    // env-error proves the deployment mode is known, so the items are not merely still loading.
    const { navigation, nav } = await openShell('/repositories/mirrors', { selfHosted: false });
    await waitForPath('/env-error');
    expandAllGroups(navigation);
    await nav.findByRole('link', { name: 'GPG keys' });
    expect(nav.getByRole('link', { name: 'Removal' })).to.exist;
    expect(nav.queryByRole('link', { name: 'Mirrors' })).to.equal(null);
    expect(nav.queryByRole('link', { name: 'WSL' })).to.equal(null);
  });

  it('shows Security with usg-profiles, with the count of profiles over the instance limit', async () => {
    const { ns, nav } = await openShell('/profiles/security');
    const security = await nav.findByRole('link', { name: SECURITY_BADGE_NAME });
    expect(security.textContent).to.equal('Security 1');
    expect(security.getAttribute('aria-current')).to.equal('page');
    const [request, ...more] = await requests(ns, { method: 'GET', path: 'security-profiles' });
    expect(more).to.have.length(0);
    expect(request?.query).to.deep.include({ status: 'active', limit: '20', offset: '0' });
  });

  it('shows no badge when no profile is over the limit', async () => {
    const page = {
      count: 2,
      next: null,
      previous: null,
      results: [
        profile(1, 'CIS workstations', { associated_instances: 5000 }),
        profile(2, 'Old servers', { status: 'archived', associated_instances: 9000 }),
      ],
    };
    const { root, nav } = await openShell('/profiles/security', {
      faults: [{ method: 'GET', path: 'security-profiles', status: 200, body: page }],
    });
    const security = await nav.findByRole('link', { name: 'Security' });
    // The answer has arrived, and React has rendered it (a task queued then, run before two frames pass).
    await waitFor(() =>
      expect(root.store.queryClient.getQueryState(['account', 'acme', ...securityProfileKeys.list(OVER_LIMIT_PARAMS)])?.status).to.equal('success'),
    );
    await afterFrames();
    expect(security.getAttribute('aria-label')).to.equal(null);
    expect(security.textContent).to.equal('Security');
  });

  it('hides Security without usg-profiles and never asks for security profiles', async () => {
    const { ns, navigation, nav } = await openShell('/profiles/removal', { features: { 'usg-profiles': false } });
    group(navigation, 'Org. settings').click();
    await nav.findByRole('link', { name: 'Employees' });
    await nav.findByRole('link', { name: 'WSL' });
    expect(nav.queryByRole('link', { name: /^Security/ })).to.equal(null);
    expect(await requests(ns, { path: 'security-profiles' })).to.deep.equal([]);
  });

  it('shows Employees only with employee-management', async () => {
    const on = await openShell('/settings/general', { features: { 'employee-management': true } });
    await on.nav.findByRole('link', { name: 'Employees' });
    restoreLocation();
    const off = await openShell('/settings/general', { features: { 'employee-management': false } });
    await off.nav.findByRole('link', { name: 'Administrators' });
    expect(off.nav.getByRole('link', { name: 'Access groups' })).to.exist;
    expect(off.nav.queryByRole('link', { name: 'Employees' })).to.equal(null);
  });

  it('shows Identity providers only with oidc-configuration while OIDC is not available', async () => {
    const shown = await openShell('/settings/general', { features: { 'oidc-configuration': true }, oidcAvailable: false });
    await shown.nav.findByRole('link', { name: 'Identity providers' });

    // Visiting the page proves login/methods was read: the guard sends the user on to /overview.
    restoreLocation();
    const available = await openShell('/settings/identity-providers', { oidcAvailable: true });
    await waitForPath('/overview');
    group(available.navigation, 'Org. settings').click();
    await available.nav.findByRole('link', { name: 'Roles' });
    expect(available.nav.queryByRole('link', { name: 'Identity providers' })).to.equal(null);

    restoreLocation();
    const off = await openShell('/settings/general', { features: { 'oidc-configuration': false }, oidcAvailable: false });
    await off.nav.findByRole('link', { name: 'Roles' });
    // The screen's own call has arrived: the navigation's would have left before it (as the page loads).
    await waitFor(async () => expect(await requests(off.ns, { path: 'preferences' })).to.not.have.length(0));
    expect(off.nav.queryByRole('link', { name: 'Identity providers' })).to.equal(null);
    // Without the feature the entry is out whatever OIDC is: its call is not even asked for.
    expect(await requests(off.ns, { path: 'login/methods' })).to.deep.equal([]);
  });

  it('shows the organisation selector in the sidebar', async () => {
    const { portal } = await openShell('/overview');
    const sidebar = portal.shadowRoot!.querySelector<HTMLElement>('[part="navigation"]')!;
    const select = within(sidebar).getByRole('button', { name: 'Organisation: Acme Corporation' });
    select.click();
    const options = await within(sidebar).findAllByRole('option');
    expect(options.map((option) => option.textContent)).to.deep.equal(['Acme Corporation', 'Globex']);
    expect(portal.shadowRoot!.querySelector('[part="base"]')?.contains(sidebar)).to.equal(true);
  });
});
