import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { overLimitCount, SECURITY_PROFILE_INSTANCE_LIMIT } from './over-limit.ts';

const profile = (status: 'active' | 'archived', associated_instances: number) => ({ status, associated_instances });

describe('overLimitCount', () => {
  it('is 5,000 instances per profile', () => {
    assert.equal(SECURITY_PROFILE_INSTANCE_LIMIT, 5000);
  });

  it('counts active profiles above the limit', () => {
    assert.equal(overLimitCount([profile('active', 5361), profile('active', 12), profile('active', 9000)]), 2);
  });

  it('does not count a profile exactly at the limit', () => {
    assert.equal(overLimitCount([profile('active', 5000)]), 0);
    assert.equal(overLimitCount([profile('active', 5001)]), 1);
  });

  it('does not count archived profiles', () => {
    assert.equal(overLimitCount([profile('archived', 8000), profile('active', 5001)]), 1);
  });

  it('is 0 for no profiles', () => {
    assert.equal(overLimitCount([]), 0);
  });
});
