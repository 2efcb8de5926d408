/**
 * Issue 11, point 8: a signed-in fresh load of a handle-auth path without a sign-in response goes to
 * redirect-to (SPEC §2), same-origin only, instead of "Sign-in failed".
 */
import { expect } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

configure({ asyncUtilTimeout: 5000 });

describe('hardening: a signed-in fresh load of /handle-auth/*', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  for (const provider of ['oidc', 'ubuntu-one']) {
    it(`/handle-auth/${provider}?redirect-to=… goes to redirect-to`, async () => {
      await signIn(ns);
      const { screen } = await renderPortal(ns, `/handle-auth/${provider}?redirect-to=%2Fscripts`);
      await waitForPath('/scripts');
      await screen.findByRole('heading', { level: 1, name: 'Scripts' });
      expect(screen.queryByText('Sign-in failed')).to.equal(null);
      expect(await requests(ns, { path: 'auth/handle-code' })).to.have.length(0);
      expect(await requests(ns, { path: 'auth/ubuntu-one/complete' })).to.have.length(0);
    });
  }

  it('follows only same-origin targets: another origin goes to the default route', async () => {
    await signIn(ns);
    const { visited } = await renderPortal(ns, `/handle-auth/oidc?external=true&redirect-to=${encodeURIComponent('https://evil.example/x')}`);
    await waitForPath('/overview');
    expect(visited).to.deep.equal([]);
  });

  it('signed out, it still says what is missing', async () => {
    const { screen } = await renderPortal(ns, '/handle-auth/oidc?redirect-to=%2Fscripts');
    await screen.findByRole('heading', { name: 'Sign-in failed' });
    expect((await screen.findByRole('alert')).textContent).to.contain('no code or state');
  });
});
