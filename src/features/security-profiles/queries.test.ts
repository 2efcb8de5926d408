import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryClient } from '@tanstack/query-core';
import { ACCOUNT_SCOPE } from '../../state/account-scope.ts';
import { securityProfileKeys } from './queries.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('securityProfileKeys', () => {
  it('puts every list and the over-limit badge under one family', () => {
    const list = securityProfileKeys.list({ status: 'active', limit: 20, offset: 0 });
    assert.deepEqual(list, ['security-profiles', 'list', { status: 'active', limit: 20, offset: 0 }]);
    assert.ok(startsWith(list, securityProfileKeys.lists));
    assert.ok(startsWith(securityProfileKeys.lists, securityProfileKeys.all));
    assert.deepEqual(securityProfileKeys.overLimit, ['security-profiles', 'over-limit']);
    assert.ok(startsWith(securityProfileKeys.overLimit, securityProfileKeys.all));
  });

  it('keeps the over-limit badge out of the lists (a list refetch does not refetch the badge)', () => {
    assert.ok(!startsWith(securityProfileKeys.overLimit, securityProfileKeys.lists));
  });
});

describe('invalidating the family', () => {
  it('marks the lists and the over-limit badge of that organisation stale, not another one', async () => {
    const client = new QueryClient();
    const scoped = (account: string, key: readonly unknown[]) => [ACCOUNT_SCOPE, account, ...key];
    const list = scoped('acme', securityProfileKeys.list({ limit: 20, offset: 0 }));
    const badge = scoped('acme', securityProfileKeys.overLimit);
    const other = scoped('globex', securityProfileKeys.overLimit);
    for (const key of [list, badge, other]) client.setQueryData(key, { count: 0, results: [] });
    await client.invalidateQueries({ queryKey: scoped('acme', securityProfileKeys.all) });
    assert.deepEqual(
      [list, badge, other].map((key) => client.getQueryState(key)?.isInvalidated),
      [true, true, false],
    );
  });
});
