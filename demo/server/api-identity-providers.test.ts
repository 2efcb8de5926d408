import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestNamespace, passwordSignIn, startServer, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const newProvider = {
  enabled: true,
  configuration: {
    provider: 'keycloak',
    name: 'Staff Keycloak',
    issuer: 'https://sso.example.com/realms/staff',
    client_id: 'landscape',
    client_secret: 's3cret',
  },
};

describe('identity providers', () => {
  it('lists supported providers for a cookie session, 401 without one', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await call(ns.rest('auth/supported-providers'))).status, 401);
    const { cookie } = await passwordSignIn(ns);
    const supported = (await call(ns.rest('auth/supported-providers'), { cookie })).body.results;
    const slugs = supported.map((provider: { provider_slug: string }) => provider.provider_slug);
    for (const slug of ['okta', 'google', 'ubuntu-one']) assert.ok(slugs.includes(slug), slug);
    assert.deepEqual(Object.keys(supported[0]), ['provider_slug', 'provider_label', 'redirect_uri', 'supported_features']);
    assert.equal(supported[0].redirect_uri, `${server.origin}/new_dashboard/handle-auth/oidc`);
  });

  it('shows one provider with its configuration', async () => {
    const ns = await createTestNamespace(server);
    const okta = await call(ns.rest('auth/oidc-providers/1'), { token: ns.token });
    assert.equal(okta.status, 200);
    assert.equal(okta.body.id, 1);
    assert.equal(okta.body.enabled, true);
    assert.deepEqual(Object.keys(okta.body.configuration).sort(), ['client_id', 'client_secret', 'issuer', 'name', 'provider', 'scopes']);
    assert.equal(okta.body.configuration.provider, 'okta');
    assert.equal((await call(ns.rest('auth/oidc-providers/99'), { token: ns.token })).status, 404);
  });

  it('creates, edits and deletes providers, visible in the login methods', async () => {
    const ns = await createTestNamespace(server, { oidcAvailable: false });
    const { cookie } = await passwordSignIn(ns);
    const created = await call(ns.rest('auth/oidc-providers'), { method: 'POST', cookie, body: newProvider });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body.configuration.scopes, ['openid', 'email', 'profile']);
    const id = created.body.id as number;
    const configurations = async () => (await call(ns.rest('login/methods'), { cookie })).body.oidc.configurations;
    assert.deepEqual(await configurations(), [{ id, name: 'Staff Keycloak', provider: 'keycloak', enabled: true }]);

    const edited = await call(ns.rest(`auth/oidc-providers/${id}`), {
      method: 'PATCH',
      cookie,
      body: { enabled: false, configuration: { name: 'Keycloak (old)' } },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.configuration.issuer, newProvider.configuration.issuer);
    assert.deepEqual(await configurations(), [{ id, name: 'Keycloak (old)', provider: 'keycloak', enabled: false }]);

    const deleted = await call(ns.rest(`auth/oidc-providers/${id}`), { method: 'DELETE', cookie });
    assert.equal(deleted.status, 204);
    assert.equal(deleted.body, '');
    assert.deepEqual(await configurations(), []);
    assert.equal((await call(ns.rest(`auth/oidc-providers/${id}`), { method: 'DELETE', cookie })).status, 404);
  });

  it('refuses bad bodies with a 400 naming the field, and adds nothing', async () => {
    const ns = await createTestNamespace(server, { oidcAvailable: false });
    const post = (body: object) => call(ns.rest('auth/oidc-providers'), { method: 'POST', token: ns.token, body });
    const configured = (configuration: object) => post({ enabled: true, configuration: { ...newProvider.configuration, ...configuration } });
    const cases: [Promise<Awaited<ReturnType<typeof post>>>, string][] = [
      [configured({ issuer: 'not a url' }), 'issuer must be a valid URL'],
      [configured({ issuer: 'ftp://sso.example.com' }), 'issuer must be a valid URL'],
      [configured({ issuer: undefined }), 'issuer is a required field'],
      [configured({ name: '' }), 'name is a required field'],
      [configured({ name: '   ' }), 'name is a required field'],
      [configured({ client_id: 7 }), 'client_id must be a string'],
      [configured({ client_secret: undefined }), 'client_secret is a required field'],
      [configured({ provider: undefined }), 'provider is a required field'],
      [configured({ provider: 'myspace' }), 'provider "myspace" is not a supported identity provider'],
      [configured({ provider: 'ubuntu-one' }), 'provider cannot be ubuntu-one: Ubuntu One is switched on and off in the organisation preferences'],
      [configured({ scopes: 'openid' }), 'scopes must be a list of strings'],
      [post({ enabled: true }), 'configuration is a required field'],
      [post({ enabled: 'yes', configuration: newProvider.configuration }), 'enabled must be true or false'],
    ];
    for (const [reply, message] of cases) {
      const { status, body } = await reply;
      assert.equal(status, 400, message);
      assert.deepEqual(body, { error: 'InvalidField', message });
    }
    const patched = await call(ns.rest('auth/oidc-providers/1'), { method: 'PATCH', token: ns.token, body: { configuration: { issuer: 'x' } } });
    assert.equal(patched.status, 404);
    assert.deepEqual((await call(ns.rest('login/methods'), { token: ns.token })).body.oidc.configurations, []);
  });

  it('an edit validates the fields it sends and keeps the others', async () => {
    const ns = await createTestNamespace(server);
    const patch = (body: object) => call(ns.rest('auth/oidc-providers/2'), { method: 'PATCH', token: ns.token, body });
    assert.deepEqual((await patch({ configuration: { issuer: 'google' } })).body, { error: 'InvalidField', message: 'issuer must be a valid URL' });
    assert.deepEqual((await patch({ configuration: { client_secret: '' } })).body, { error: 'InvalidField', message: 'client_secret is a required field' });
    const full = { enabled: false, configuration: { provider: 'google', name: 'Google Workspace', issuer: 'https://accounts.google.com', client_id: 'id-2', client_secret: ' spaced secret ' } };
    const saved = await patch(full);
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.configuration, { ...full.configuration, scopes: ['openid', 'email', 'profile'] });
    assert.equal(saved.body.enabled, false);
    assert.deepEqual((await call(ns.rest('auth/oidc-providers/2'), { token: ns.token })).body, saved.body);
  });

  it('keeps providers per organisation and per namespace, for the life of the server', async () => {
    const first = await createTestNamespace(server);
    const second = await createTestNamespace(server);
    const created = await call(first.rest('auth/oidc-providers'), { method: 'POST', token: first.token, body: newProvider });
    assert.equal(created.status, 201);
    const names = async (ns: typeof first) =>
      ((await call(ns.rest('login/methods'), { token: ns.token })).body.oidc.configurations as { name: string }[]).map((item) => item.name);
    assert.deepEqual(await names(first), ['Okta', 'Google', 'Azure AD (pilot)', 'Staff Keycloak']);
    assert.deepEqual(await names(second), ['Okta', 'Google', 'Azure AD (pilot)']);
    // Another organisation of the same user has its own providers.
    const switched = await call(first.rest('switch-account'), { method: 'POST', token: first.token, body: { account_name: 'globex' } });
    const globex = await call(first.rest('auth/oidc-providers'), { method: 'POST', token: switched.body.token, body: { ...newProvider, enabled: false } });
    assert.equal(globex.status, 201);
    const globexMethods = await call(first.rest('login/methods'), { token: switched.body.token });
    assert.deepEqual(globexMethods.body.oidc.configurations.map((item: { name: string }) => item.name), ['Globex Okta', 'Staff Keycloak']);
    assert.equal((await call(first.rest(`auth/oidc-providers/${created.body.id}`), { token: switched.body.token })).status, 404);
    assert.deepEqual(await names(first), ['Okta', 'Google', 'Azure AD (pilot)', 'Staff Keycloak']);
  });
});

describe('preferences', () => {
  it('reads and updates preferences, switching Ubuntu One sign-in', async () => {
    const ns = await createTestNamespace(server);
    const preferences = await call(ns.rest('preferences'), { token: ns.token });
    assert.deepEqual(preferences.body, {
      title: 'Acme Corporation',
      registration_password: 'acme-fleet-key',
      auto_register_new_computers: true,
      audit_retention_period: 365,
    });
    const patched = await call(ns.rest('preferences'), {
      method: 'PATCH',
      token: ns.token,
      body: { ubuntu_one: false, registration_password: null, audit_retention_period: -1 },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.registration_password, null);
    assert.equal(patched.body.audit_retention_period, -1);
    assert.deepEqual((await call(ns.rest('login/methods'))).body.ubuntu_one, { available: true, enabled: false });
  });

  it('enforces the registration key rules', async () => {
    const ns = await createTestNamespace(server);
    const patch = (registration_password: string) =>
      call(ns.rest('preferences'), { method: 'PATCH', token: ns.token, body: { registration_password } });
    assert.equal((await patch('ab')).body.message, 'Registration key must be at least 3 characters');
    assert.equal((await patch('abc;d')).body.message, 'The key cannot contain trailing spaces or ; or # symbols');
    assert.equal((await patch('abcd ')).body.message, 'The key cannot contain trailing spaces or ; or # symbols');
    assert.equal((await patch('good-key')).status, 200);
    assert.equal((await call(ns.rest('preferences'), { method: 'PATCH', token: ns.token, body: { ubuntu_one: 'no' } })).status, 400);
  });
});
