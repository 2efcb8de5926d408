import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSecurityProfile } from './security-profiles.ts';

const valid = {
  id: 1,
  name: 'nightly',
  title: 'Nightly',
  status: 'active',
  mode: 'audit',
  benchmark: 'disa_stig',
  schedule: 'FREQ=DAILY;INTERVAL=7',
  all_computers: false,
  tags: ['web'],
  associated_instances: 3,
  last_run_results: { passing: 1, failing: 1, in_progress: 0, not_started: 1, timestamp: null, report_uri: null },
};

describe('isSecurityProfile', () => {
  it('accepts a profile with everything the screen reads', () => {
    assert.equal(isSecurityProfile(valid), true);
  });

  for (const [field, value] of [
    ['id', '1'],
    ['name', null],
    ['title', undefined],
    ['mode', 3],
    ['benchmark', null],
    ['schedule', undefined],
    ['all_computers', 'yes'],
    ['tags', 'web'],
    ['tags', [1]],
    ['associated_instances', Number.NaN],
    ['last_run_results', null],
    ['last_run_results', { passing: 1, failing: 1, in_progress: 0 }],
  ] as const) {
    it(`refuses ${field} = ${JSON.stringify(value)}`, () => {
      assert.equal(isSecurityProfile({ ...valid, [field]: value }), false);
    });
  }

  it('refuses what is not an object', () => {
    for (const value of [null, 1, 'profile', []]) assert.equal(isSecurityProfile(value), false);
  });
});
