import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_EMAIL, DEMO_PASSWORD, SSO_EMAIL } from './seed.ts';
import { call, createTestNamespace, passwordSignIn, startServer, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const tokenOf = async (ns: Awaited<ReturnType<typeof createTestNamespace>>, email: string): Promise<string> =>
  (await call(ns.control('/tokens'), { method: 'POST', body: { email } })).body.token;

describe('GET/POST person', () => {
  it('answers the signed-in person with their organisations, roles and settings', async () => {
    const ns = await createTestNamespace(server);
    const { status, body } = await call(ns.rest('person'), { token: ns.token });
    assert.equal(status, 200);
    assert.equal(body.email, ADMIN_EMAIL);
    assert.equal(body.name, 'Ada Admin');
    assert.equal(body.timezone, 'Europe/London');
    assert.equal(body.preferred_account, 'acme');
    assert.deepEqual(body.accounts.map((account: { name: string }) => account.name), ['acme', 'globex', 'initech']);
    assert.deepEqual(body.accounts[0].roles, ['GlobalAdmin']);
    assert.ok(body.allowable_emails.length > 1);
    assert.equal(typeof body.identity, 'string');
  });

  it('changes the fields sent, which `me` and the next read show; an empty default organisation clears it', async () => {
    const ns = await createTestNamespace(server);
    const saved = await call(ns.rest('person'), {
      method: 'POST',
      token: ns.token,
      body: { name: 'Ada Lovelace', email: 'ada@acme.example', timezone: 'Asia/Tokyo', preferred_account: '' },
    });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.name, 'Ada Lovelace');
    assert.equal(saved.body.email, 'ada@acme.example');
    assert.equal(saved.body.timezone, 'Asia/Tokyo');
    assert.equal(saved.body.preferred_account, null);
    // Her roles follow her new address.
    assert.deepEqual(saved.body.accounts[0].roles, ['GlobalAdmin']);
    const me = await call(ns.rest('me'), { token: ns.token });
    assert.equal(me.body.name, 'Ada Lovelace');
    assert.equal(me.body.email, 'ada@acme.example');
    // Another namespace still has the seed's person.
    const other = await createTestNamespace(server);
    assert.equal((await call(other.rest('person'), { token: other.token })).body.name, 'Ada Admin');
  });

  it('refuses an empty name, an unknown zone, an address not among the allowed ones, a subdomain organisation', async () => {
    const ns = await createTestNamespace(server);
    const post = (body: Record<string, unknown>) => call(ns.rest('person'), { method: 'POST', token: ns.token, body });
    assert.equal((await post({ name: '  ' })).body.error, 'InvalidName');
    assert.equal((await post({ timezone: 'Mars/Olympus' })).body.error, 'InvalidTimezone');
    assert.equal((await post({ email: 'someone@else.example' })).body.error, 'EmailNotAllowed');
    assert.equal((await post({ preferred_account: 'initech' })).body.error, 'SubdomainAccount');
    assert.equal((await post({ preferred_account: 'umbrella' })).body.error, 'UnknownAccount');
    assert.equal((await call(ns.rest('person'), { token: ns.token })).body.name, 'Ada Admin');
  });

  it('on SaaS the email address cannot change', async () => {
    const ns = await createTestNamespace(server, { selfHosted: false });
    const reply = await call(ns.rest('person'), { method: 'POST', token: ns.token, body: { email: 'ada@acme.example' } });
    assert.equal(reply.status, 403);
  });
});

describe('PUT password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const ns = await createTestNamespace(server);
    const reply = await call(ns.rest('password'), { method: 'PUT', token: ns.token, body: { password: DEMO_PASSWORD, new_password: 'N3wPassword' } });
    assert.equal(reply.status, 200);
    assert.equal((await passwordSignIn(ns, ADMIN_EMAIL, 'N3wPassword')).reply.status, 200);
    assert.equal((await passwordSignIn(ns, ADMIN_EMAIL, DEMO_PASSWORD)).reply.status, 401);
  });

  it('refuses a wrong current password and a weak new one, each with its message', async () => {
    const ns = await createTestNamespace(server);
    const put = (password: string, next: string) => call(ns.rest('password'), { method: 'PUT', token: ns.token, body: { password, new_password: next } });
    const wrong = await put('not-it', 'N3wPassword');
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, 'The current password is incorrect.');
    assert.equal((await put(DEMO_PASSWORD, 'Short1')).body.message, 'Password must be at least 8 characters long.');
    assert.equal((await put(DEMO_PASSWORD, 'alllowercase1')).body.message, 'Password must contain at least one uppercase letter.');
    assert.equal((await put(DEMO_PASSWORD, 'NoNumbersHere')).body.message, 'Password must contain at least one number.');
    assert.equal((await passwordSignIn(ns, ADMIN_EMAIL, DEMO_PASSWORD)).reply.status, 200);
  });

  it('is refused on SaaS and to a person without a password', async () => {
    const saas = await createTestNamespace(server, { selfHosted: false });
    assert.equal((await call(saas.rest('password'), { method: 'PUT', token: saas.token, body: { password: DEMO_PASSWORD, new_password: 'N3wPassword' } })).status, 403);
    const ns = await createTestNamespace(server);
    const token = await tokenOf(ns, SSO_EMAIL);
    const reply = await call(ns.rest('password'), { method: 'PUT', token, body: { password: '', new_password: 'N3wPassword' } });
    assert.equal(reply.body.error, 'NoPassword');
    const me = await call(ns.rest('me'), { token });
    assert.equal(me.body.has_password, false);
    assert.equal((await call(ns.rest('me'), { token: ns.token })).body.has_password, true);
  });
});

describe('GET/POST credentials', () => {
  it('lists every organisation of the person, keys empty until generated', async () => {
    const ns = await createTestNamespace(server);
    const { body } = await call(ns.rest('credentials'), { token: ns.token });
    assert.deepEqual(body.credentials.map((entry: { account_name: string }) => entry.account_name), ['acme', 'globex', 'initech']);
    const [acme, globex] = body.credentials;
    assert.match(acme.access_key, /^[A-Z0-9]{20}$/);
    assert.equal(acme.secret_key.length, 40);
    assert.match(acme.endpoint, /\/api\/$/);
    assert.equal(globex.access_key, '');
    assert.equal(globex.secret_key, '');
  });

  it('generates a new pair for one organisation, replacing the old one', async () => {
    const ns = await createTestNamespace(server);
    const before = (await call(ns.rest('credentials'), { token: ns.token })).body.credentials[0];
    const generated = await call(ns.rest('credentials'), { method: 'POST', token: ns.token, body: { account: 'acme' } });
    assert.equal(generated.status, 200);
    assert.equal(generated.body.account_name, 'acme');
    assert.notEqual(generated.body.secret_key, before.secret_key);
    const after = (await call(ns.rest('credentials'), { token: ns.token })).body.credentials[0];
    assert.equal(after.access_key, generated.body.access_key);
    assert.equal(after.secret_key, generated.body.secret_key);
  });

  it('refuses an organisation the person is not in', async () => {
    const ns = await createTestNamespace(server);
    const token = await tokenOf(ns, SSO_EMAIL);
    const reply = await call(ns.rest('credentials'), { method: 'POST', token, body: { account: 'globex' } });
    assert.equal(reply.status, 403);
  });
});
