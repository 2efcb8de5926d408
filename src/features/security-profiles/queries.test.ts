import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryClient, hashKey } from '@tanstack/query-core';
import { ACCOUNT_SCOPE } from '../../state/account-scope.ts';
import { OVER_LIMIT_PARAMS } from './over-limit.ts';
import { profileListRequest, securityProfileListParams } from './profile-list.ts';
import { decode } from '../../lib/list-params.ts';
import { securityProfileKeys } from './queries.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('securityProfileKeys', () => {
  it('puts every list, the active profiles check and a profile\'s details under one family', () => {
    const list = securityProfileKeys.list({ status: 'active', limit: 20, offset: 0 });
    assert.deepEqual(list, ['security-profiles', 'list', { status: 'active', limit: 20, offset: 0 }]);
    assert.ok(startsWith(list, securityProfileKeys.lists));
    assert.ok(startsWith(securityProfileKeys.lists, securityProfileKeys.all));
    assert.ok(startsWith(securityProfileKeys.detail(3), securityProfileKeys.all));
  });

  it("the active profiles check is the default list page's own query (one request for both)", () => {
    const defaultPage = profileListRequest(decode(securityProfileListParams, ''));
    assert.equal(hashKey(securityProfileKeys.list(OVER_LIMIT_PARAMS)), hashKey(securityProfileKeys.list(defaultPage)));
  });
});

describe('invalidating the family', () => {
  it('marks the lists and the details of that organisation stale, not another one', async () => {
    const client = new QueryClient();
    const scoped = (account: string, key: readonly unknown[]) => [ACCOUNT_SCOPE, account, ...key];
    const list = scoped('acme', securityProfileKeys.list({ limit: 20, offset: 0 }));
    const detail = scoped('acme', securityProfileKeys.detail(1));
    const other = scoped('globex', securityProfileKeys.list(OVER_LIMIT_PARAMS));
    for (const key of [list, detail, other]) client.setQueryData(key, { count: 0, results: [] });
    await client.invalidateQueries({ queryKey: scoped('acme', securityProfileKeys.all) });
    assert.deepEqual(
      [list, detail, other].map((key) => client.getQueryState(key)?.isInvalidated),
      [true, true, false],
    );
  });
});
