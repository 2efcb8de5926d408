import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { announcedAs, findNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';

const WELCOME_KEY = '_landscape_isWelcomePopupClosed';

describe('portal sign-in flows', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  it('redirects / to /overview', async () => {
    await signIn(ns);
    const { screen } = await renderPortal(ns, '/');
    await waitForPath('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
  });

  it('sends a signed-out visit to login with redirect-to, then back after signing in', async () => {
    const { screen } = await renderPortal(ns, '/activities?query=status%3Afailed&pageSize=50');
    await waitForPath(`/login?redirect-to=${encodeURIComponent('/activities?query=status%3Afailed&pageSize=50')}`);
    await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), 'landscape-demo');
    screen.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath('/activities?query=status%3Afailed&pageSize=50');
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
  });

  it('drops cached queries except the auth user on a signed-out visit', async () => {
    const { root, screen } = await renderPortal(ns, '/login');
    await screen.findByLabelText('Email');
    root.store.queryClient.setQueryData(['activities', { limit: 20 }], { count: 0, results: [] });
    history.pushState(null, '', '/portal-test/scripts');
    await waitForPath('/login?redirect-to=%2Fscripts');
    expect(root.store.queryClient.getQueryData(['activities', { limit: 20 }])).to.equal(undefined);
    expect(root.store.queryClient.getQueryData(['auth', 'me'])).to.deep.equal({});
  });

  it('sends a signed-in visitor of /login to redirect-to, or to the default route', async () => {
    await signIn(ns);
    await renderPortal(ns, '/login?redirect-to=%2Finstances%2F6');
    await waitForPath('/instances/6');
    restoreLocation();
    await renderPortal(ns, '/login');
    await waitForPath('/overview');
  });

  for (const hostile of [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'http://127.0.0.1:1/overview',
  ]) {
    it(`ends on the default route for redirect-to=${hostile}`, async () => {
      await signIn(ns);
      const { visited } = await renderPortal(ns, `/login?redirect-to=${encodeURIComponent(hostile)}`);
      await waitForPath('/overview');
      expect(visited).to.deep.equal([]);
    });
  }

  it('honours the external flag only for same-origin absolute URLs', async () => {
    await signIn(ns);
    const inside = `${location.origin}/portal-test/scripts?from=external`;
    await renderPortal(ns, `/login?external=true&redirect-to=${encodeURIComponent(inside)}`);
    await waitForPath('/scripts?from=external');

    restoreLocation();
    const other = await renderPortal(ns, `/login?external=true&redirect-to=${encodeURIComponent(`${location.origin}/classic/`)}`);
    await waitFor(() => expect(other.visited).to.deep.equal([`${location.origin}/classic/`]));

    restoreLocation();
    const hostile = await renderPortal(ns, `/login?external=true&redirect-to=${encodeURIComponent('https://evil.example/')}`);
    await waitForPath('/overview');
    expect(hostile.visited).to.deep.equal([]);
  });

  it('completes an OIDC sign-in on /handle-auth/oidc without fetching the auth state first', async () => {
    const start = await fetch(`${ns.apiBase}auth/start?id=1&return_to=${encodeURIComponent('/portal-test/scripts')}`);
    const { location: target } = (await start.json()) as { location: string };
    const query = new URL(target, location.origin).search;
    await clearRequests(ns);
    // The sign-in may complete before renderPortal returns: listen first (the event is composed).
    const signedIn = recordEvents(document, 'landscape-signed-in');
    const { screen } = await renderPortal(ns, `/handle-auth/oidc${query}`);
    await waitForPath('/scripts');
    await screen.findByRole('heading', { level: 1, name: 'Scripts' });
    expect(signedIn).to.have.length(1);
    const log = await requests(ns);
    const handleCode = log.findIndex((request) => request.path === 'auth/handle-code');
    const me = log.findIndex((request) => request.path === 'me');
    expect(handleCode).to.be.greaterThan(-1);
    expect(me === -1 || me > handleCode, 'me is not requested before the sign-in completes').to.equal(true);
  });

  it('completes an Ubuntu One sign-in on /handle-auth/ubuntu-one', async () => {
    const start = await fetch(`${ns.apiBase}auth/ubuntu-one/start`);
    const { location: target } = (await start.json()) as { location: string };
    const { screen } = await renderPortal(ns, `/handle-auth/ubuntu-one${new URL(target, location.origin).search}`);
    await waitForPath('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const [complete] = await requests(ns, { path: 'auth/ubuntu-one/complete' });
    expect(complete?.query.url).to.contain('/portal-test/handle-auth/ubuntu-one');
  });

  it('sends a signed-in user who comes back to /handle-auth/* on, without completing anything', async () => {
    await signIn(ns);
    const { screen } = await renderPortal(ns, '/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    await clearRequests(ns);
    history.pushState(null, '', '/portal-test/handle-auth/oidc?code=old&state=old&redirect-to=%2Fscripts');
    await waitForPath('/scripts');
    history.pushState(null, '', '/portal-test/handle-auth/ubuntu-one');
    await waitForPath('/overview');
    const inside = encodeURIComponent(`${location.origin}/portal-test/alerts`);
    history.pushState(null, '', `/portal-test/handle-auth/oidc?external=true&redirect-to=${inside}`);
    await waitForPath('/alerts');
    expect(await requests(ns, { path: 'auth/handle-code' })).to.have.length(0);
    expect(await requests(ns, { path: 'auth/ubuntu-one/complete' })).to.have.length(0);
  });

  it('shows a failed OIDC sign-in clearly, with a way back to login', async () => {
    const { screen } = await renderPortal(ns, '/handle-auth/oidc?code=forged&state=forged');
    await screen.findByRole('heading', { name: 'Sign-in failed' });
    expect((await screen.findByRole('alert')).textContent).to.not.equal('');
    screen.getByRole('link', { name: 'Back to sign in' }).click();
    await waitForPath('/login');
    await screen.findByRole('heading', { name: 'Sign in to Landscape' });
  });

  it('says what is missing when the callback has no code', async () => {
    const { screen } = await renderPortal(ns, '/handle-auth/oidc');
    expect((await screen.findByRole('alert')).textContent).to.contain('no code or state');
  });

  it('signs out to plain /login', async () => {
    await signIn(ns);
    const { root, screen } = await renderPortal(ns, '/activities');
    const signedOut = recordEvents(root, 'landscape-signed-out');
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await waitForPath('/login');
    await screen.findByRole('heading', { name: 'Sign in to Landscape' });
    expect(signedOut).to.have.length(1);
    expect(await requests(ns, { path: 'logout' })).to.have.length(1);
  });

  it('a 401 anywhere ends the session and goes to /login, keeping redirect-to', async () => {
    await signIn(ns);
    await setOptions(ns, { faults: [{ path: 'security-profiles', status: 401 }] });
    const { root, screen } = await renderPortal(ns, '/overview');
    const signedOut = recordEvents(root, 'landscape-signed-out');
    await waitForPath('/login?redirect-to=%2Foverview');
    await screen.findByRole('heading', { name: 'Sign in to Landscape' });
    expect(announcedAs(await findNotification(screen, 'Injected fault'))).to.equal('assertive');
    expect(signedOut).to.have.length(1);
  });

  it("shows 'Loading...' while the auth state loads", async () => {
    await signIn(ns);
    await setOptions(ns, { latencyMs: 400 });
    const { screen } = await renderPortal(ns, '/overview');
    await screen.findByText('Loading...');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 4000 });
  });

  it('shows a not-found page with a way home', async () => {
    await signIn(ns);
    const { screen } = await renderPortal(ns, '/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    screen.getByRole('link', { name: 'Go to the overview' }).click();
    await waitForPath('/overview');
  });

  it("reads the invitation from /login's address: says whose it is, and Ubuntu One carries it", async () => {
    const { screen, visited } = await renderPortal(ns, '/login?invitation_id=5f0c1a9e3b7d4c28');
    const invited = await screen.findByText((_, element) => element?.localName === 'p' && element.textContent === "You've been invited to Initech");
    expect(invited.compareDocumentPosition(await screen.findByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    screen.getByRole('button', { name: 'Sign in with Ubuntu One' }).click();
    await waitFor(() => expect(visited).to.have.length(1));
    const [start] = await requests(ns, { path: 'auth/ubuntu-one/start' });
    expect(start?.query.invitation_id).to.equal('5f0c1a9e3b7d4c28');
    // The address is the portal's own: nothing was taken out of it.
    await waitForPath('/login?invitation_id=5f0c1a9e3b7d4c28');
  });

  it('the login page is accessible', async () => {
    const { portal, screen } = await renderPortal(ns, '/login');
    await screen.findByLabelText('Email');
    await expect(portal).to.be.accessible();
  });
});
