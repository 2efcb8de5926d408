import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSecurityProfile, readProfile } from './security-profiles.ts';

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
    ['last_run_results', 'never'],
    ['last_run_results', { passing: '1', failing: 1, in_progress: 0, not_started: 0 }],
    ['last_run_results', { passing: 1, failing: 1, in_progress: 0, not_started: 0, timestamp: 5 }],
  ] as const) {
    it(`refuses ${field} = ${JSON.stringify(value)}`, () => {
      assert.equal(isSecurityProfile({ ...valid, [field]: value }), false);
    });
  }

  it('refuses what is not an object', () => {
    for (const value of [null, 1, 'profile', []]) assert.equal(isSecurityProfile(value), false);
  });
});

describe('readProfile: the last run as a server may send it', () => {
  const nothing = { passing: 0, failing: 0, in_progress: 0, not_started: 0, timestamp: null, report_uri: null };
  /** The last run of an answer the guard accepts. */
  const lastRun = (answer: unknown) => {
    if (!isSecurityProfile(answer)) throw new Error('refused');
    return readProfile(answer).last_run_results;
  };

  it('reads a profile never run (no last run, or null) as nothing counted, at no time', () => {
    const { last_run_results: _run, ...never } = valid;
    assert.deepEqual(lastRun(never), nothing);
    assert.deepEqual(lastRun({ ...valid, last_run_results: null }), nothing);
  });

  it('counts a count left out as 0, and keeps what was sent', () => {
    assert.deepEqual(lastRun({ ...valid, last_run_results: { passing: 4, failing: 1, timestamp: '2026-11-20T03:00:00Z' } }), {
      ...nothing,
      passing: 4,
      failing: 1,
      timestamp: '2026-11-20T03:00:00Z',
    });
  });
});
