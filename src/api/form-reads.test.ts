import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessGroupsApi } from './access-groups.ts';
import type { ApiClient } from './client.ts';
import { MALFORMED_RESPONSE } from './errors.ts';
import { instancesApi } from './instances.ts';
import { preferencesApi } from './preferences.ts';

/** An API client answering `answer` and recording what it was asked. */
function fakeApi(answer: unknown) {
  const calls: unknown[][] = [];
  const api: ApiClient = {
    request: async <T>(...args: unknown[]) => {
      calls.push(['rest', ...args]);
      return answer as T;
    },
    legacy: async <T>(...args: unknown[]) => {
      calls.push(['legacy', ...args]);
      return answer as T;
    },
    legacyPost: async <T>(...args: unknown[]) => {
      calls.push(['legacyPost', ...args]);
      return answer as T;
    },
  };
  return { api, calls };
}

const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

describe('what the security profile form reads', () => {
  it('counts matching instances with one instance asked for; every instance without a query', async () => {
    const tagged = fakeApi(page([{ id: 1 }], 5466));
    assert.equal(await instancesApi.count(tagged.api, 'tag:web OR tag:db'), 5466);
    assert.deepEqual(tagged.calls, [['rest', 'GET', 'computers', { query: 'tag:web OR tag:db', limit: 1 }]]);
    const all = fakeApi(page([], 0));
    assert.equal(await instancesApi.count(all.api, ''), 0);
    assert.deepEqual(all.calls, [['rest', 'GET', 'computers', { query: undefined, limit: 1 }]]);
    await assert.rejects(instancesApi.count(fakeApi({ results: [] }).api, ''), { message: MALFORMED_RESPONSE });
  });

  it('reads the tags as strings', async () => {
    assert.deepEqual(await instancesApi.tags(fakeApi(page(['db', 'web'])).api), ['db', 'web']);
    await assert.rejects(instancesApi.tags(fakeApi(page([3])).api), { message: MALFORMED_RESPONSE });
  });

  it('reads access groups through the legacy action', async () => {
    const groups = [{ name: 'global', title: 'Global access', parent: '', children: 'servers' }];
    const { api, calls } = fakeApi(groups);
    assert.deepEqual(await accessGroupsApi.list(api), groups);
    assert.deepEqual(calls, [['legacy', 'GetAccessGroups']]);
    await assert.rejects(accessGroupsApi.list(fakeApi([{ name: 'x' }]).api), { message: MALFORMED_RESPONSE });
  });

  it('reads the preferences, refusing a malformed answer (see preferences.test.ts)', async () => {
    const preferences = { title: 'Acme', registration_password: null, auto_register_new_computers: true, audit_retention_period: 365 };
    assert.deepEqual(await preferencesApi.get(fakeApi(preferences).api), preferences);
    await assert.rejects(preferencesApi.get(fakeApi({ title: 'Acme' }).api), { message: MALFORMED_RESPONSE });
  });
});
