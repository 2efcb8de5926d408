import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestNamespace, passwordSignIn, startServer, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const UNAUTHORIZED = { error: 'Unauthorized', message: 'Your session has expired. Please sign in again.' };

describe('environment', () => {
  it('reports self-hosted or SaaS and the package version', async () => {
    const selfHosted = await createTestNamespace(server);
    const saas = await createTestNamespace(server, { selfHosted: false });
    assert.deepEqual((await call(selfHosted.rest('about'))).body, { self_hosted: true, package_version: '1.14.0', revision: 'sim-2b7e4c1' });
    assert.equal((await call(saas.rest('about'))).body.self_hosted, false);
  });

  it('lists the login methods, with or without OIDC', async () => {
    const ns = await createTestNamespace(server);
    const methods = (await call(ns.rest('login/methods'))).body;
    assert.equal(methods.oidc.available, true);
    assert.deepEqual(methods.oidc.configurations, [
      { id: 1, name: 'Okta', provider: 'okta', enabled: true },
      { id: 2, name: 'Google', provider: 'google', enabled: true },
      { id: 3, name: 'Azure AD (pilot)', provider: 'azure', enabled: false },
    ]);
    assert.deepEqual(methods.ubuntu_one, { available: true, enabled: true });
    assert.deepEqual(methods.password, { available: true, enabled: true });
    const withoutOidc = await createTestNamespace(server, { oidcAvailable: false });
    assert.deepEqual((await call(withoutOidc.rest('login/methods'))).body.oidc, { available: false, configurations: [] });
  });
});

describe('password sign-in', () => {
  it('refuses wrong credentials with 401 and malformed requests with 400', async () => {
    const ns = await createTestNamespace(server);
    const wrong = await passwordSignIn(ns, 'admin@example.com', 'nope');
    assert.equal(wrong.reply.status, 401);
    assert.deepEqual(wrong.reply.body, { error: 'InvalidCredentials', message: 'Invalid email or password.' });
    assert.equal(wrong.reply.headers.get('set-cookie'), null);
    assert.equal((await passwordSignIn(ns, 'nobody@example.com')).reply.status, 401);

    const missing = await call(ns.rest('login'), { method: 'POST', body: { password: 'x' } });
    assert.deepEqual(missing.body, { error: 'InvalidParameter', message: 'Enter your email address.' });
    const invalid = await call(ns.rest('login'), { method: 'POST', body: { email: 'not-an-email', password: 'x' } });
    assert.equal(invalid.status, 400);
    assert.match(invalid.body.message, /not a valid email address/);
    const wrongType = await call(ns.rest('login'), { method: 'POST', body: { email: 'admin@example.com', password: 42 } });
    assert.deepEqual(wrongType.body, { error: 'InvalidParameter', message: '"password" must be a string.' });
    const badJson = await call(ns.rest('login'), { method: 'POST', rawBody: '{"email":' });
    assert.deepEqual(badJson.body, { error: 'InvalidJson', message: 'The request body is not valid JSON.' });
  });

  it('sets a session cookie and returns the auth state', async () => {
    const ns = await createTestNamespace(server, { features: { 'employee-management': false } });
    const { reply } = await passwordSignIn(ns);
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('set-cookie') ?? '', new RegExp(`^landscape_session_${ns.id}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax$`));
    const user = reply.body;
    assert.equal(user.email, 'admin@example.com');
    assert.equal(user.name, 'Ada Admin');
    assert.equal(user.current_account, 'acme');
    assert.equal(typeof user.token, 'string');
    assert.deepEqual(user.accounts, [
      { name: 'acme', title: 'Acme Corporation', subdomain: null, classic_dashboard_url: '/classic/', default: true },
      { name: 'globex', title: 'Globex', subdomain: null, classic_dashboard_url: '/classic/', default: false },
      { name: 'initech', title: 'Initech', subdomain: 'initech', classic_dashboard_url: '/classic/', default: false },
    ]);
    assert.deepEqual(
      user.features.map((feature: { key: string; enabled: boolean }) => [feature.key, feature.enabled]),
      [
        ['usg-profiles', true],
        ['employee-management', false],
        ['oidc-configuration', true],
        ['script-profiles', true],
      ],
    );
  });

  it('answers me from the cookie, and {} without one', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual((await call(ns.rest('me'))).body, {});
    const { cookie, token } = await passwordSignIn(ns, 'auditor@example.com');
    const me = await call(ns.rest('me'), { cookie });
    assert.equal(me.status, 200);
    assert.equal(me.body.token, token);
    assert.equal(me.body.name, 'Alan Auditor');
    assert.deepEqual(me.body.accounts.map((account: { name: string }) => account.name), ['acme']);
    assert.deepEqual((await call(ns.rest('me'), { cookie: `landscape_session_${ns.id}=forged` })).body, {});
  });
});

describe('bearer tokens', () => {
  it('guards signed-in calls with the 401 error body', async () => {
    const ns = await createTestNamespace(server);
    const none = await call(ns.rest('activities'));
    assert.equal(none.status, 401);
    assert.deepEqual(none.body, UNAUTHORIZED);
    assert.deepEqual((await call(ns.rest('activities'), { token: 'made-up' })).body, UNAUTHORIZED);
    const { token, cookie } = await passwordSignIn(ns);
    assert.equal((await call(ns.rest('activities'), { cookie })).status, 401, 'a cookie is not enough');
    assert.equal((await call(ns.rest('activities'), { token })).status, 200);
    assert.deepEqual((await call(ns.rest('classic_dashboard_url'), { token })).body, { url: '/classic/' });
  });

  it('are bound to their namespace', async () => {
    const first = await createTestNamespace(server);
    const second = await createTestNamespace(server);
    assert.equal((await call(second.rest('activities'), { token: first.token })).status, 401);
  });

  it('end with logout, together with the cookie session', async () => {
    const ns = await createTestNamespace(server);
    const { token, cookie } = await passwordSignIn(ns);
    assert.equal((await call(ns.rest('logout'), { method: 'POST' })).status, 401);
    const logout = await call(ns.rest('logout'), { method: 'POST', token, cookie });
    assert.equal(logout.status, 200);
    assert.match(logout.headers.get('set-cookie') ?? '', /Max-Age=0/);
    assert.deepEqual((await call(ns.rest('me'), { cookie })).body, {});
    assert.equal((await call(ns.rest('activities'), { token })).status, 401);
  });
});

describe('switch-account', () => {
  it('issues a token for the other organisation, whose data differs, and moves the session', async () => {
    const ns = await createTestNamespace(server);
    const { token, cookie } = await passwordSignIn(ns);
    const acmeProfiles = (await call(ns.rest('security-profiles'), { token })).body;
    const switched = await call(ns.rest('switch-account'), { method: 'POST', token, body: { account_name: 'globex' } });
    assert.equal(switched.status, 200);
    assert.deepEqual(Object.keys(switched.body), ['token']);
    const globexToken = switched.body.token as string;
    assert.notEqual(globexToken, token);

    const globexProfiles = (await call(ns.rest('security-profiles'), { token: globexToken })).body;
    assert.notDeepEqual(globexProfiles.results.map((p: { id: number }) => p.id), acmeProfiles.results.map((p: { id: number }) => p.id));
    const globexComputers = (await call(ns.rest('computers?limit=1'), { token: globexToken })).body;
    const acmeComputers = (await call(ns.rest('computers?limit=1'), { token })).body;
    assert.ok(globexComputers.count < acmeComputers.count);

    const me = (await call(ns.rest('me'), { cookie })).body;
    assert.equal(me.current_account, 'globex');
    assert.equal(me.token, globexToken);
  });

  it('refuses an organisation the user does not belong to, and a missing name', async () => {
    const ns = await createTestNamespace(server);
    const { token } = await passwordSignIn(ns, 'auditor@example.com');
    const refused = await call(ns.rest('switch-account'), { method: 'POST', token, body: { account_name: 'globex' } });
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { error: 'Forbidden', message: 'You are not a member of the organisation "globex".' });
    const missing = await call(ns.rest('switch-account'), { method: 'POST', token, body: {} });
    assert.deepEqual(missing.body, { error: 'InvalidParameter', message: '"account_name" is required.' });
  });
});

describe('OIDC and Ubuntu One sign-in', () => {
  it('completes the OIDC flow through a same-origin callback', async () => {
    const ns = await createTestNamespace(server);
    const start = await call(ns.rest('auth/start?id=2&return_to=%2Factivities'));
    assert.equal(start.status, 200);
    const location = new URL(start.body.location, server.origin);
    assert.equal(location.origin, server.origin);
    assert.equal(location.pathname, '/new_dashboard/handle-auth/oidc');
    const code = location.searchParams.get('code')!;
    const state = location.searchParams.get('state')!;
    assert.match(code, /^demo-/);

    const wrongCode = await call(ns.rest(`auth/handle-code?code=demo-x&state=${state}`));
    assert.equal(wrongCode.status, 400);
    assert.equal(wrongCode.body.error, 'InvalidAuthorizationCode');

    const done = await call(ns.rest(`auth/handle-code?code=${code}&state=${state}`));
    assert.equal(done.status, 200);
    assert.equal(done.body.email, 'admin@example.com');
    assert.deepEqual(done.body.return_to, { url: '/activities', external: false });
    const cookie = (done.headers.get('set-cookie') ?? '').split(';')[0]!;
    assert.equal((await call(ns.rest('me'), { cookie })).body.current_account, 'acme');
    assert.equal((await call(ns.rest(`auth/handle-code?code=${code}&state=${state}`))).status, 400, 'codes are single-use');
  });

  it('refuses a disabled or unknown provider and missing callback parameters', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.rest('auth/start?id=3'))).body.error, 'ProviderDisabled');
    assert.equal((await call(ns.rest('auth/start?id=99'))).body.error, 'UnknownProvider');
    const missing = await call(ns.rest('auth/handle-code?state=x'));
    assert.deepEqual(missing.body, { error: 'InvalidParameter', message: '"code" is required.' });
    const noOidc = await createTestNamespace(server, { oidcAvailable: false });
    assert.equal((await call(noOidc.rest('auth/start'))).body.error, 'OidcUnavailable');
  });

  it('completes the Ubuntu One flow and honours the preference switch', async () => {
    const ns = await createTestNamespace(server);
    const start = await call(ns.rest('auth/ubuntu-one/start?return_to=https%3A%2F%2Fexample.com%2F&external=true'));
    const location = start.body.location as string;
    assert.match(location, /^\/new_dashboard\/handle-auth\/ubuntu-one\?openid\.mode=id_res&/);
    const done = await call(ns.rest(`auth/ubuntu-one/complete?url=${encodeURIComponent(server.origin + location)}`));
    assert.equal(done.status, 200);
    assert.deepEqual(done.body.return_to, { url: 'https://example.com/', external: true });
    const replay = await call(ns.rest(`auth/ubuntu-one/complete?url=${encodeURIComponent(location)}`));
    assert.equal(replay.body.error, 'InvalidOpenIdResponse');
    assert.equal((await call(ns.rest('auth/ubuntu-one/complete'))).status, 400);

    await call(ns.rest('preferences'), { method: 'PATCH', token: ns.token, body: { ubuntu_one: false } });
    assert.equal((await call(ns.rest('auth/ubuntu-one/start'))).body.error, 'UbuntuOneDisabled');
  });
});

describe('invitations', () => {
  it('summarises the seeded invitation and 404s others', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual((await call(ns.rest('invitations/5f0c1a9e3b7d4c28/summary'))).body, {
      account_title: 'Initech',
      secure_id: 'a83d2f71e9c04b56',
    });
    const unknown = await call(ns.rest('invitations/nope/summary'));
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'InvitationNotFound');
  });

  it('opens an OIDC or Ubuntu One sign-in started with an invitation in its organisation; ignores an unknown one', async () => {
    const ns = await createTestNamespace(server);
    async function oidc(invitation: string) {
      const start = await call(ns.rest(`auth/start?id=1&invitation_id=${invitation}`));
      const location = new URL(start.body.location, server.origin);
      const done = await call(ns.rest(`auth/handle-code?${location.searchParams}`));
      assert.equal(done.status, 200);
      return done.body.current_account as string;
    }
    async function ubuntuOne(invitation: string) {
      const start = await call(ns.rest(`auth/ubuntu-one/start?invitation_id=${invitation}`));
      const done = await call(ns.rest(`auth/ubuntu-one/complete?url=${encodeURIComponent(server.origin + (start.body.location as string))}`));
      assert.equal(done.status, 200);
      return done.body.current_account as string;
    }
    assert.equal(await oidc('5f0c1a9e3b7d4c28'), 'initech');
    assert.equal(await ubuntuOne('5f0c1a9e3b7d4c28'), 'initech');
    assert.equal(await oidc('nope'), 'acme');
    assert.equal(await ubuntuOne('nope'), 'acme');
  });
});
