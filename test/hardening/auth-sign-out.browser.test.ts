/**
 * Issue 11, point 4: signing out while a list loads. After the logout completed no request leaves but
 * those of the sign-in form, and none without a token for a call that needs one.
 */
import { expect } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, type RecordedRequest, type SimNamespace } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

configure({ asyncUtilTimeout: 8000 });

/** Calls that need no session: the sign-in form and the auth state. */
const PUBLIC_CALLS = ['login/methods', 'me', 'about'];

function afterLogout(log: readonly RecordedRequest[]): RecordedRequest[] {
  const index = log.findIndex((request) => request.path === 'logout');
  if (index < 0) throw new Error(`no logout in ${log.map((request) => request.path).join(', ')}`);
  return log.slice(index + 1);
}

describe('hardening: signing out while a list loads', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace({ latencyMs: 400 });
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  for (const list of ['/activities', '/instances', '/profiles/security']) {
    it(`${list}: no protected call leaves after the logout`, async () => {
      await signIn(ns);
      const { root, screen } = await renderPortal(ns, list);
      // Signed in, the list's calls under way (each answers after the latency).
      (await screen.findByRole('button', { name: 'Sign out' })).click();
      await waitForPath('/login');
      await screen.findByLabelText('Email');
      // Everything the portal asked for has been answered: nothing more is on its way.
      await waitFor(() => expect(root.store.queryClient.isFetching()).to.equal(0));
      const after = afterLogout(await requests(ns));
      expect(after.filter((request) => !PUBLIC_CALLS.includes(request.path)).map((request) => request.path)).to.deep.equal([]);
      expect(after.filter((request) => request.authorization).map((request) => request.path)).to.deep.equal([]);
    });
  }

  it('a refused logout keeps the user signed in, and the held list loads', async () => {
    await signIn(ns);
    await setOptions(ns, { faults: [{ path: 'logout', status: 500, body: { error: 'Boom', message: 'Logout is broken.' } }] });
    const { screen } = await renderPortal(ns, '/activities');
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await screen.findByText('Logout is broken.');
    await screen.findAllByRole('checkbox', { name: /^Select / });
    expect(screen.queryByText('You are not signed in.')).to.equal(null);
    await waitForPath('/activities');
  });
});
