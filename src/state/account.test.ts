import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountOfKey, pinnedToAccount } from './account.ts';

describe('accountOfKey', () => {
  it('names the organisation of a scoped key, and nothing for other keys', () => {
    assert.equal(accountOfKey(['account', 'acme', 'activities', 'list', { limit: 20 }]), 'acme');
    assert.equal(accountOfKey(['account', null, 'activity-types']), null);
    assert.equal(accountOfKey(['auth', 'me']), undefined);
    assert.equal(accountOfKey(['activities', 'account']), undefined);
  });
});

describe('pinnedToAccount', () => {
  it('allows only the first organisation it sees, once one is known', () => {
    const allowed = pinnedToAccount();
    assert.equal(allowed(null), false);
    assert.equal(allowed('acme'), true);
    assert.equal(allowed('globex'), false);
    assert.equal(allowed(null), false);
    assert.equal(allowed('acme'), true);
  });
});
