/**
 * Session ends and the auth state, against the simulator over HTTP: what a 401 and a sign-out leave
 * behind (the page, the message, and the requests that still go out), and a failing `me` on load.
 */
import { expect } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { announcedAs, findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, setOptions, signIn, type RecordedRequest, type SimNamespace } from '../helpers/simulator.ts';
import { landmarkViolations } from '../shell/landmarks.ts';

configure({ asyncUtilTimeout: 5000 });

const WELCOME_KEY = '_landscape_isWelcomePopupClosed';
const LIST = '/activities?query=status%3Afailed&pageSize=50';
/** The simulator's own answer to a token it no longer knows. */
const EXPIRED = 'Your session has expired. Please sign in again.';
/** Calls that need no session: the sign-in form and the auth state. */
const PUBLIC_CALLS = ['login/methods', 'me', 'about'];

/** Requests after the first one matching `path`, e.g. everything the page asked for after `logout`. */
function after(log: readonly RecordedRequest[], path: string): RecordedRequest[] {
  const index = log.findIndex((request) => request.path === path);
  if (index < 0) throw new Error(`no ${path} request in ${log.map((request) => request.path).join(', ')}`);
  return log.slice(index + 1);
}

/** Ends the session on the server, as an expiry would: the portal's token is no longer known. */
async function expireSession(ns: SimNamespace, root: LandscapeRoot): Promise<void> {
  const state = root.store.queryClient.getQueryData<{ token?: string }>(['auth', 'me']);
  const response = await fetch(`${ns.apiBase}logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${state?.token ?? ''}` },
  });
  expect(response.status).to.equal(200);
}

async function signInWithForm(screen: Awaited<ReturnType<typeof renderPortal>>['screen']): Promise<void> {
  await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
  await typeInto(screen.getByLabelText('Password'), 'landscape-demo');
  screen.getByRole('button', { name: 'Sign in' }).click();
}

describe('portal session', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  it("a 401 shows the server's message on the login page, and signing in returns to the same list", async () => {
    await signIn(ns);
    const { root, screen } = await renderPortal(ns, LIST);
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    await screen.findAllByRole('checkbox', { name: /^Select / });
    // As the address bar holds it (the list writes its parameters in its own order).
    const where = currentPortalPath();
    expect(where).to.contain('query=status%3Afailed');
    await expireSession(ns, root);
    // The next signed-in calls (here: everything the screen shows, fetched again) answer 401. The
    // auth state is left alone: read again, it would tell of the ended session without a 401.
    void root.store.queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await waitForPath(`/login?redirect-to=${encodeURIComponent(where)}`);
    expect(announcedAs(await findNotification(screen, EXPIRED))).to.equal('assertive');
    await screen.findByLabelText('Email');
    expect(await landmarkViolations()).to.deep.equal([]);

    await signInWithForm(screen);
    await waitForPath(where);
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    await waitFor(() => expect(screen.queryByText(EXPIRED)).to.equal(null));
  });

  it('makes no signed-in call after a 401 until someone signs in', async () => {
    await signIn(ns);
    const { root, screen } = await renderPortal(ns, LIST);
    await screen.findAllByRole('checkbox', { name: /^Select / });
    // The page's instances by name have been asked for: nothing of the page is still on its way.
    await waitFor(async () => expect(await requests(ns, { path: 'computers' })).to.have.length(1));
    const where = currentPortalPath();
    await expireSession(ns, root);
    // One signed-in call meets the expired session (a call no screen makes, to find it in the log);
    // every query the screen still observes is then dropped, and before the fix fetched again at once
    // (security-profiles, activities).
    await root.store.api.request('GET', 'computers/0').catch(() => undefined);
    await screen.findByLabelText('Email');
    const afterExpiry = after(await requests(ns), 'computers/0');
    expect(afterExpiry.filter((request) => request.authorization).map((r) => r.path)).to.deep.equal([]);
    expect(afterExpiry.filter((request) => !PUBLIC_CALLS.includes(request.path)).map((r) => r.path)).to.deep.equal([]);

    // Signing in again brings the calls back.
    await signInWithForm(screen);
    await waitForPath(where);
    await waitFor(async () =>
      expect(after(await requests(ns), 'login').filter((r) => r.path === 'activities')).to.have.length.greaterThan(0),
    );
  });

  it('makes no API call after signing out but those of the sign-in form', async () => {
    await signIn(ns);
    const { screen } = await renderPortal(ns, LIST);
    await screen.findAllByRole('checkbox', { name: /^Select / });
    // The page's instances by name have been asked for: nothing of the page is still on its way.
    await waitFor(async () => expect(await requests(ns, { path: 'computers' })).to.have.length(1));
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await waitForPath('/login');
    await screen.findByLabelText('Email');
    const afterLogout = after(await requests(ns), 'logout');
    expect(afterLogout.filter((request) => !PUBLIC_CALLS.includes(request.path)).map((r) => r.path)).to.deep.equal([]);
    expect(afterLogout.filter((request) => request.authorization)).to.deep.equal([]);
    // No message: an explicit sign-out is not an error.
    expect(queryNotification(screen)).to.equal(null);
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  for (const [name, fault] of [
    ['answers 500', { status: 500 }],
    ['is malformed', { malformed: true }],
    ['is dropped', { drop: true }],
  ] as const) {
    it(`shows the error screen, not the sign-in form, when me ${name}; Try again fetches it again`, async () => {
      await signIn(ns);
      await setOptions(ns, { faults: [{ method: 'GET', path: 'me', ...fault }] });
      const { screen } = await renderPortal(ns, LIST);
      await screen.findByRole('heading', { name: 'Unexpected error occured' });
      expect(screen.getByText('Please try again or contact our support team.')).to.exist;
      expect(screen.queryByLabelText('Email')).to.equal(null);
      expect(currentPortalPath()).to.equal(LIST);
      expect(await landmarkViolations()).to.deep.equal([]);
      // The browser itself may retry a dropped request: count from what reached the server.
      const before = (await requests(ns, { path: 'me' })).length;
      await setOptions(ns, { faults: [] });
      screen.getByRole('button', { name: 'Try again' }).click();
      await screen.findByRole('heading', { level: 1, name: 'Activities' });
      expect(await requests(ns, { path: 'me' })).to.have.length(before + 1);
    });
  }

  it('shows the error screen on /login too when me fails', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'me', status: 500 }] });
    const { screen } = await renderPortal(ns, '/login');
    await screen.findByRole('heading', { name: 'Unexpected error occured' });
    expect(screen.queryByLabelText('Email')).to.equal(null);
    await setOptions(ns, { faults: [] });
    screen.getByRole('button', { name: 'Try again' }).click();
    await screen.findByLabelText('Email');
  });
});
