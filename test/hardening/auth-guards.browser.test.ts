/**
 * Issue 11, points 1 and 2: a route guard that needs `login/methods` or `about` never waits for ever
 * and never claims something about the server when that call failed: it shows the failure with
 * 'Try again', and the navigation does not hide self-hosted pages as if the server were SaaS.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { currentPortalPath, renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

configure({ asyncUtilTimeout: 5000 });

const FAULTS = [
  ['answers 500', { status: 500, body: { error: 'Boom', message: 'The server broke.' } }],
  ['is malformed', { malformed: true }],
  ['is dropped', { drop: true }],
  ['answers 401', { status: 401 }],
] as const;

async function visitAs(options: SimulatorOptions, path: string) {
  const ns = await createNamespace(options);
  await signIn(ns);
  return { ns, ...(await renderPortal(ns, path)) };
}

/** Tried again until the fault is gone: the count of a call at the simulator grows by one each press. */
async function retryClears(ns: SimNamespace, alert: HTMLElement, path: string): Promise<void> {
  const before = (await requests(ns, { path })).length;
  await setOptions(ns, { faults: [] });
  within(alert).getByRole('button', { name: 'Try again' }).click();
  await waitForCount(ns, path, before + 1);
}

async function waitForCount(ns: SimNamespace, path: string, count: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await requests(ns, { path })).length >= count) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(`${path} was not asked again`);
}

describe('hardening: guards when login/methods or about fail', () => {
  beforeEach(() => localStorage.setItem(WELCOME_KEY, 'true'));
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  // A sign-in call: its 401 is its own failure, shown there, and the session goes on (issue 21).
  for (const [name, fault] of FAULTS) {
    it(`identity providers: login/methods ${name} shows why, with Try again, not 'Loading...' for ever`, async () => {
      const { ns, screen, portal } = await visitAs(
        { features: { 'oidc-configuration': true }, oidcAvailable: false, faults: [{ path: 'login/methods', ...fault }] },
        '/settings/identity-providers',
      );
      const alert = await screen.findByRole('alert');
      within(alert).getByText('The sign-in methods could not be loaded.');
      if (name === 'answers 500') within(alert).getByText('The server broke.');
      expect(screen.queryByText('Loading...')).to.equal(null);
      expect(currentPortalPath()).to.equal('/settings/identity-providers');
      await expect(portal).to.be.accessible();
      await retryClears(ns, alert, 'login/methods');
      await screen.findByRole('button', { name: 'Add identity provider' });
    });
  }

  it('identity providers: login/methods answers 401 with a message: the message shown, still signed in', async () => {
    const { ns, screen } = await visitAs(
      { features: { 'oidc-configuration': true }, oidcAvailable: false, faults: [{ path: 'login/methods', status: 401, body: { error: 'Unauthorized', message: 'Sign-in methods are not yours to read.' } }] },
      '/settings/identity-providers',
    );
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Sign-in methods are not yours to read.');
    expect(currentPortalPath()).to.equal('/settings/identity-providers');
    // The session is whole: a signed-in call of another screen still goes out with its token and succeeds.
    within(screen.getByRole('navigation', { name: /main|primary|side/i })).getByRole('link', { name: 'Activities', hidden: true }).click();
    await waitForPath('/activities');
    await screen.findByRole('checkbox', { name: 'Select all' });
    expect(currentPortalPath()).to.equal('/activities');
    expect((await requests(ns, { path: 'activities' })).every((request) => request.authorization)).to.equal(true);
  });

  for (const [name, fault] of FAULTS) {
    it(`self-hosted page: about ${name} shows why, with Try again, and no claim about the server`, async () => {
      const { ns, screen, portal } = await visitAs({ selfHosted: true, faults: [{ path: 'about', ...fault }] }, '/repositories/mirrors');
      const alert = await screen.findByRole('alert');
      within(alert).getByText("The server's details could not be loaded.");
      if (name === 'answers 500') within(alert).getByText('The server broke.');
      expect(screen.queryByText(/only available on self-hosted/)).to.equal(null);
      expect(currentPortalPath()).to.equal('/repositories/mirrors');
      // Not hidden as if the server were SaaS: the navigation still offers the self-hosted pages.
      const nav = screen.getByRole('navigation', { name: /main|primary|side/i });
      expect(within(nav).getByRole('link', { name: 'Mirrors', hidden: true })).to.exist;
      expect(within(nav).getByRole('link', { name: 'WSL', hidden: true })).to.exist;
      await expect(portal).to.be.accessible();
      await retryClears(ns, alert, 'about');
      await screen.findByRole('heading', { level: 1, name: 'Mirrors' });
      expect(screen.queryByRole('alert')).to.equal(null);
    });
  }
});
