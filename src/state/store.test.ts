import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Atom } from 'jotai/vanilla';
import { createSimulator, type SimulatorOptions } from '../../demo/server/index.ts';
import { signInOptionsQueryAtom } from '../features/auth/queries.ts';
import { authStatusAtom, authUserAtom, currentToken, endSession, retryAuth, sessionEndAtom, signIn, signOut } from './auth.ts';
import { notificationAtom } from './notifications.ts';
import { aboutQueryAtom, deploymentModeAtom, featuresAtom, isFeatureEnabled } from './environment.ts';
import { createPortalStore } from './index.ts';
import type { PortalStore } from './store.ts';

let server: Server;
let origin: string;

before(async () => {
  const simulator = createSimulator();
  server = createServer((req, res) => {
    void simulator.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => server.close());

const namespaces = new WeakMap<PortalStore, string>();

async function storeFor(options: SimulatorOptions): Promise<PortalStore> {
  const response = await fetch(`${origin}/__sim/namespaces`, { method: 'POST', body: JSON.stringify(options) });
  const ns = (await response.json()) as { id: string; apiBase: string; legacyApiBase: string };
  const store = createPortalStore({ apiBase: origin + ns.apiBase, legacyApiBase: origin + ns.legacyApiBase });
  namespaces.set(store, ns.id);
  return store;
}

/** The simulator namespace a store talks to. */
const namespaceOf = (store: PortalStore): string => namespaces.get(store) ?? '';

/** Subscribes (as a mounted component would) and resolves once the atom's value passes the check. */
function until<T>(store: PortalStore, atom: Atom<T>, check: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; last value ${JSON.stringify(store.jotai.get(atom))}`)), 5000);
    const test = () => {
      const value = store.jotai.get(atom);
      if (!check(value)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const unsubscribe = store.jotai.sub(atom, test);
    test();
  });
}

describe('store state against the simulator', () => {
  it('reads the deployment mode from about: self-hosted', async () => {
    const store = await storeFor({ selfHosted: true });
    const unsubscribe = store.jotai.sub(aboutQueryAtom, () => undefined);
    assert.equal(store.jotai.get(deploymentModeAtom), 'loading');
    assert.equal(await until(store, deploymentModeAtom, (mode) => mode !== 'loading'), 'self-hosted');
    unsubscribe();
  });

  it('reads the deployment mode from about: SaaS', async () => {
    const store = await storeFor({ selfHosted: false });
    const unsubscribe = store.jotai.sub(aboutQueryAtom, () => undefined);
    assert.equal(await until(store, deploymentModeAtom, (mode) => mode !== 'loading'), 'saas');
    unsubscribe();
  });

  it('reports an unknown mode when about fails, instead of guessing', async () => {
    const store = await storeFor({ faults: [{ path: 'about', status: 500 }] });
    const unsubscribe = store.jotai.sub(aboutQueryAtom, () => undefined);
    assert.equal(await until(store, deploymentModeAtom, (mode) => mode !== 'loading'), 'unknown');
    unsubscribe();
  });

  it('is signed out when me answers {}, signed in after login', async () => {
    const store = await storeFor({});
    // Mounted screens subscribe; query atoms only follow the cache while someone does.
    const unsubscribe = store.jotai.sub(authStatusAtom, () => undefined);
    assert.equal(await until(store, authStatusAtom, (status) => status !== 'loading'), 'signed-out');
    await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
    // Query results reach atoms on the query cache's next notification, not synchronously.
    await until(store, authStatusAtom, (status) => status === 'signed-in');
    assert.equal(store.jotai.get(authUserAtom)?.current_account, 'acme');
    unsubscribe();
  });

  it('reads feature flags from the user; a disabled or missing feature counts as disabled', async () => {
    const store = await storeFor({ features: { 'usg-profiles': true, 'employee-management': false } });
    const unsubscribe = store.jotai.sub(featuresAtom, () => undefined);
    assert.deepEqual(store.jotai.get(featuresAtom), {});
    await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
    const features = await until(store, featuresAtom, (flags) => Object.keys(flags).length > 0);
    assert.equal(isFeatureEnabled(features, 'usg-profiles'), true);
    assert.equal(isFeatureEnabled(features, 'employee-management'), false);
    assert.equal(isFeatureEnabled({ 'usg-profiles': true }, 'oidc-configuration'), false);
    unsubscribe();
  });

  it('a 401 on a signed-in call ends the session and keeps only the auth user', async () => {
    const store = await storeFor({ faults: [{ path: 'computers', status: 401 }] });
    let signedOut = 0;
    store.emit = (type) => {
      if (type === 'landscape-signed-out') signedOut += 1;
      return true;
    };
    const unsubscribe = store.jotai.sub(authStatusAtom, () => undefined);
    await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
    await until(store, authStatusAtom, (status) => status === 'signed-in');
    store.queryClient.setQueryData(['activities', { limit: 20 }], { count: 0, results: [] });
    await assert.rejects(store.api.request('GET', 'computers'), { status: 401 });
    await until(store, authStatusAtom, (status) => status === 'signed-out');
    assert.deepEqual(store.queryClient.getQueryCache().getAll().map((query) => query.queryKey), [['auth', 'me']]);
    assert.equal(signedOut, 1);
    // With no session left, a signed-in call is refused without a request, and announces nothing.
    await assert.rejects(store.api.request('GET', 'computers'), { code: 'NotSignedIn' });
    assert.equal(signedOut, 1);
    unsubscribe();
  });

  for (const moment of ['read, not yet subscribed', 'subscribed, fetch in flight', 'subscribed, fetched']) {
    it(`a query still observed when the session ends fetches again (${moment})`, async () => {
      const store = await storeFor({ latencyMs: 50 });
      await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
      let unsubscribe = () => undefined as void;
      if (moment === 'read, not yet subscribed') store.jotai.get(signInOptionsQueryAtom);
      else unsubscribe = store.jotai.sub(signInOptionsQueryAtom, () => undefined);
      if (moment === 'subscribed, fetched') await until(store, signInOptionsQueryAtom, (query) => query.isSuccess);
      const ended = Date.now();
      endSession(store);
      const result = await until(store, signInOptionsQueryAtom, (query) => query.isSuccess && query.dataUpdatedAt >= ended);
      assert.equal(result.data?.password, true);
      unsubscribe();
    });
  }

  it("a 401 leaves the server's message as a notification and an 'expired' session; a sign-out a 'signed-out' one", async () => {
    const store = await storeFor({
      faults: [{ path: 'computers', status: 401, body: { error: 'Unauthorized', message: 'Your session has expired.' } }],
    });
    await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
    assert.equal(store.jotai.get(sessionEndAtom), null);
    await assert.rejects(store.api.request('GET', 'computers'), { status: 401 });
    assert.equal(store.jotai.get(sessionEndAtom), 'expired');
    assert.deepEqual(
      [store.jotai.get(notificationAtom)?.type, store.jotai.get(notificationAtom)?.message],
      ['negative', 'Your session has expired.'],
    );
    await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
    assert.equal(store.jotai.get(sessionEndAtom), null);
    await signOut(store);
    assert.equal(store.jotai.get(sessionEndAtom), 'signed-out');
  });

  it('a late 401 for a token no longer in use leaves the current session alone', async () => {
    const store = await storeFor({ latencyMs: 100, faults: [{ path: 'computers', status: 401 }] });
    await signIn(store, { email: 'admin@example.com', password: 'landscape-demo' });
    const late = store.api.request('GET', 'computers');
    // Meanwhile, another session began (a sign-in while the call was in flight).
    store.queryClient.setQueryData<Record<string, unknown>>(['auth', 'me'], (state) => ({ ...state, token: 'next-session' }));
    await assert.rejects(late, { status: 401 });
    assert.equal(store.jotai.get(sessionEndAtom), null);
    assert.equal(currentToken(store), 'next-session');
    assert.equal(store.jotai.get(notificationAtom), null);
  });

  for (const fault of [{ status: 500 }, { malformed: true }, { drop: true }]) {
    it(`is 'error', not signed out, when me fails (${JSON.stringify(fault)}), until me answers again`, async () => {
      const store = await storeFor({ faults: [{ path: 'me', ...fault }] });
      const unsubscribe = store.jotai.sub(authStatusAtom, () => undefined);
      assert.equal(await until(store, authStatusAtom, (status) => status !== 'loading'), 'error');
      await fetch(`${origin}/__sim/${namespaceOf(store)}/options`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ faults: [] }),
      });
      retryAuth(store);
      assert.equal(await until(store, authStatusAtom, (status) => status !== 'loading' && status !== 'error'), 'signed-out');
      unsubscribe();
    });
  }

  it('configure() changes the API base at once, and an empty value restores the default', async () => {
    const store = createPortalStore({ apiBase: `${origin}/nowhere/` });
    assert.equal(store.config().apiBase, `${origin}/nowhere/`);
    store.configure({ apiBase: '' });
    assert.equal(store.config().apiBase, '/api/v2/');
    store.configure({ portalUrl: '/portal/' });
    assert.deepEqual(store.config(), { apiBase: '/api/v2/', legacyApiBase: '/api/', portalUrl: '/portal/' });
  });
});
