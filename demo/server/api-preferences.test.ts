import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const KEY_LENGTH = 'Registration key must be at least 3 characters';
const KEY_CHARACTERS = 'The key cannot contain trailing spaces or ; or # symbols';

const patch = (ns: TestNamespace, body: unknown) => call(ns.rest('preferences'), { method: 'PATCH', token: ns.token, body });
const read = async (ns: TestNamespace) => (await call(ns.rest('preferences'), { token: ns.token })).body;

describe('organisation preferences (General settings)', () => {
  it('answers API.md\'s shape; a SaaS server sends no audit retention period', async () => {
    const ns = await createTestNamespace(server);
    assert.deepEqual(await read(ns), {
      title: 'Acme Corporation',
      registration_password: 'acme-fleet-key',
      auto_register_new_computers: true,
      audit_retention_period: 365,
    });
    const saas = await createTestNamespace(server, { selfHosted: false });
    assert.deepEqual(await read(saas), {
      title: 'Acme Corporation',
      registration_password: 'acme-fleet-key',
      auto_register_new_computers: true,
    });
    assert.equal((await call(ns.rest('preferences'))).status, 401);
  });

  it('saves explicit values and answers the stored preferences', async () => {
    const ns = await createTestNamespace(server);
    const saved = await patch(ns, { title: '  Acme Ltd ', registration_password: ' new key', auto_register_new_computers: false });
    assert.equal(saved.status, 200);
    // The title is stored trimmed; a leading space is part of a key.
    assert.deepEqual(saved.body, {
      title: 'Acme Ltd',
      registration_password: ' new key',
      auto_register_new_computers: false,
      audit_retention_period: 365,
    });
    assert.deepEqual(await read(ns), saved.body);
  });

  it('clears the registration key with null or an empty string', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await patch(ns, { registration_password: null })).body.registration_password, null);
    assert.equal((await read(ns)).registration_password, null);
    await patch(ns, { registration_password: 'abc' });
    assert.equal((await read(ns)).registration_password, 'abc');
    assert.equal((await patch(ns, { registration_password: '' })).body.registration_password, null);
    // Absent: left as it is.
    await patch(ns, { registration_password: 'kept' });
    await patch(ns, { auto_register_new_computers: true });
    assert.equal((await read(ns)).registration_password, 'kept');
  });

  it('shows a new title as the account title in `me` (the organisation selector) and in invitations', async () => {
    const ns = await createTestNamespace(server);
    await patch(ns, { title: 'Acme <b>Renamed</b>' });
    const me = (await call(ns.rest('me'), { token: ns.token })).body;
    assert.deepEqual(
      me.accounts.map((account: { name: string; title: string }) => [account.name, account.title]),
      [
        ['acme', 'Acme <b>Renamed</b>'],
        ['globex', 'Globex'],
        ['initech', 'Initech'],
      ],
    );
    // Another namespace keeps the seeded title.
    const other = await createTestNamespace(server);
    assert.equal((await read(other)).title, 'Acme Corporation');
  });

  it('enforces the registration key rules of SPEC §5 with 400 error bodies', async () => {
    const ns = await createTestNamespace(server);
    const cases: [string, string | null][] = [
      ['ab', KEY_LENGTH],
      ['abc', null],
      ['a;bc', KEY_CHARACTERS],
      ['ab#c', KEY_CHARACTERS],
      ['abcd ', KEY_CHARACTERS],
      ['abcd\t', KEY_CHARACTERS],
      [' abcd', null],
      // Too short is said first.
      ['a;', KEY_LENGTH],
    ];
    for (const [key, message] of cases) {
      const answer = await patch(ns, { registration_password: key });
      if (message === null) {
        assert.equal(answer.status, 200, JSON.stringify(key));
        assert.equal(answer.body.registration_password, key);
      } else {
        assert.equal(answer.status, 400, JSON.stringify(key));
        assert.deepEqual(answer.body, { error: 'InvalidParameter', message }, JSON.stringify(key));
      }
    }
    assert.equal((await read(ns)).registration_password, ' abcd');
  });

  it('refuses a missing title and wrong types, naming the field, and changes nothing then', async () => {
    const ns = await createTestNamespace(server);
    const refusals: [unknown, string][] = [
      [{ title: '   ', auto_register_new_computers: false }, '"title" must not be empty.'],
      [{ title: null }, '"title" is required.'],
      [{ title: 7 }, '"title" must be a string.'],
      [{ registration_password: 123 }, '"registration_password" must be a string.'],
      [{ auto_register_new_computers: 'yes' }, '"auto_register_new_computers" must be true or false.'],
      [{ title: 'Valid', registration_password: 'x' }, KEY_LENGTH],
    ];
    for (const [body, message] of refusals) {
      const answer = await patch(ns, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.deepEqual(answer.body, { error: 'InvalidParameter', message }, JSON.stringify(body));
    }
    assert.deepEqual(await read(ns), {
      title: 'Acme Corporation',
      registration_password: 'acme-fleet-key',
      auto_register_new_computers: true,
      audit_retention_period: 365,
    });
  });
});
