import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeApi } from './fake-api.ts';
import { MALFORMED_RESPONSE } from './errors.ts';
import { preferencesApi } from './preferences.ts';

const selfHosted = { title: 'Acme', registration_password: 'key', auto_register_new_computers: true, audit_retention_period: 365 };
const saas = { title: 'Acme', registration_password: null, auto_register_new_computers: false };

const malformed: unknown[] = [
  null,
  'Acme',
  [],
  { ...saas, title: undefined },
  { ...saas, title: 3 },
  { ...saas, registration_password: undefined },
  { ...saas, registration_password: 7 },
  { ...saas, auto_register_new_computers: 'yes' },
  { ...saas, audit_retention_period: '365' },
  { ...saas, audit_retention_period: null },
];

describe('preferencesApi', () => {
  it('reads every field the General settings show; the retention period only when sent', async () => {
    for (const answer of [selfHosted, saas]) {
      const { api, calls } = fakeApi(answer);
      assert.deepEqual(await preferencesApi.get(api), answer);
      assert.deepEqual(calls, [['GET', 'preferences']]);
    }
    for (const answer of malformed) {
      await assert.rejects(preferencesApi.get(fakeApi(answer).api), { message: MALFORMED_RESPONSE }, JSON.stringify(answer));
    }
  });

  it('PATCHes explicit values, null included, and checks the answer', async () => {
    const { api, calls } = fakeApi(saas);
    const changes = { title: 'Acme', registration_password: null, auto_register_new_computers: false };
    assert.deepEqual(await preferencesApi.update(api, changes), saas);
    assert.deepEqual(calls, [['PATCH', 'preferences', changes]]);
    for (const answer of malformed) {
      await assert.rejects(preferencesApi.update(fakeApi(answer).api, changes), { message: MALFORMED_RESPONSE }, JSON.stringify(answer));
    }
  });
});
