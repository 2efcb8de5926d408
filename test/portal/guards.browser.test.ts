import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, signIn } from '../helpers/simulator.ts';
import type { SimulatorOptions } from '../../demo/server/index.ts';
import { WELCOME_KEY } from '../shell/shell.ts';


async function visitAs(options: SimulatorOptions, path: string) {
  const ns = await createNamespace(options);
  await signIn(ns);
  return renderPortal(ns, path);
}

describe('portal route guards', () => {
  beforeEach(() => localStorage.setItem(WELCOME_KEY, 'true'));
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  for (const path of ['/repositories/mirrors', '/profiles/wsl']) {
    it(`${path}: shown self-hosted`, async () => {
      const { screen } = await visitAs({ selfHosted: true }, path);
      await screen.findByRole('heading', { level: 1, name: path === '/profiles/wsl' ? 'WSL profiles' : 'Mirrors' });
      await waitForPath(path);
    });

    it(`${path}: env-error on SaaS`, async () => {
      const { screen } = await visitAs({ selfHosted: false }, path);
      await waitForPath('/env-error');
      await screen.findByRole('heading', { level: 1 });
    });
  }

  it('security profiles need usg-profiles, else the default route', async () => {
    const on = await visitAs({ features: { 'usg-profiles': true } }, '/profiles/security');
    await on.screen.findByRole('heading', { level: 1, name: 'Security profiles' });
    restoreLocation();
    await visitAs({ features: { 'usg-profiles': false } }, '/profiles/security');
    await waitForPath('/overview');
  });

  it('employees need employee-management, else the default route', async () => {
    const on = await visitAs({ features: { 'employee-management': true } }, '/settings/employees');
    await on.screen.findByRole('heading', { level: 1, name: 'Employees' });
    restoreLocation();
    await visitAs({ features: { 'employee-management': false } }, '/settings/employees');
    await waitForPath('/overview');
  });

  it('identity providers need oidc-configuration and OIDC not already available', async () => {
    const shown = await visitAs({ features: { 'oidc-configuration': true }, oidcAvailable: false }, '/settings/identity-providers');
    await shown.screen.findByRole('heading', { level: 1, name: 'Identity providers' });
    restoreLocation();
    await visitAs({ features: { 'oidc-configuration': true }, oidcAvailable: true }, '/settings/identity-providers');
    await waitForPath('/overview');
    restoreLocation();
    await visitAs({ features: { 'oidc-configuration': false }, oidcAvailable: false }, '/settings/identity-providers');
    await waitForPath('/overview');
  });

  it('every signed-in route renders a page with its title inside the layout', async () => {
    const ns = await createNamespace({ oidcAvailable: false });
    await signIn(ns);
    for (const [path, title] of [
      ['/instances/6', 'Instance 6'],
      ['/scripts', 'Scripts'],
      ['/events-log', 'Events log'],
      ['/alerts', 'Alerts'],
      ['/profiles/package', 'Package profiles'],
      ['/repositories/gpg-keys', 'GPG keys'],
      ['/settings/roles', 'Roles'],
      ['/account/api-credentials', 'API credentials'],
    ] as const) {
      restoreLocation();
      const { screen } = await renderPortal(ns, path);
      await screen.findByRole('heading', { level: 1, name: title });
      expect(screen.getByRole('navigation', { name: 'Main' })).to.exist;
    }
  });
});
