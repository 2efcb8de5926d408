import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { activityCounts, INSTANCE_COUNTS, recentSince } from './counts.ts';
import { combineCounts, overviewKeys, type CountResult } from './queries.ts';
import { formatCount } from '../../lib/numbers.ts';
import { countLabel, OVERVIEW_TEXTS } from './texts.ts';

describe('recentSince', () => {
  it('is the local date seven days before', () => {
    assert.equal(recentSince(new Date(2026, 10, 22, 9, 30)), '2026-11-15');
    assert.equal(recentSince(new Date(2026, 0, 3, 0, 0)), '2025-12-27');
    assert.equal(recentSince(new Date(2024, 2, 1, 23, 59)), '2024-02-23');
  });
});

describe('what the overview counts', () => {
  it('asks the instance searches of API.md', () => {
    assert.deepEqual(
      INSTANCE_COUNTS.map((spec) => spec.query),
      ['', 'alert:computer-offline', 'alert:security-upgrades', 'alert:package-upgrades', 'needs:reboot'],
    );
  });

  it('asks for unapproved, delivered and recently failed activities', () => {
    assert.deepEqual(activityCounts('2026-11-15'), [
      { key: 'unapproved', query: 'status:unapproved' },
      { key: 'inProgress', query: 'status:delivered' },
      { key: 'failedRecently', query: 'status:failed created-after:2026-11-15' },
    ]);
  });

  it('keys activity counts under the activity lists, which actions invalidate', () => {
    assert.deepEqual(overviewKeys.activityCount('status:unapproved'), ['activities', 'list', 'count', 'status:unapproved']);
    assert.deepEqual(overviewKeys.instanceCount(''), ['instances', 'count', '']);
  });
});

describe('count texts', () => {
  it('group thousands and agree with the number', () => {
    const offline = OVERVIEW_TEXTS.instances.counts.offline;
    assert.equal(formatCount(5466), '5,466');
    assert.equal(countLabel(5466, offline), 'offline instances');
    assert.equal(countLabel(1, offline), 'offline instance');
    assert.equal(countLabel(0, offline), 'offline instances');
    assert.equal(countLabel(1, OVERVIEW_TEXTS.activities.counts.inProgress), 'activity in progress');
  });
});

describe('combineCounts', () => {
  const specs = [
    { key: 'a', query: 'q:a' },
    { key: 'b', query: 'q:b' },
  ] as const;
  const loaded = (data: number): CountResult => ({ data, error: null, isError: false, isFetching: false, refetch: () => undefined });
  const pending: CountResult = { data: undefined, error: null, isError: false, isFetching: true, refetch: () => undefined };

  it('has data once every count is known, in the order asked', () => {
    const state = combineCounts(specs, [loaded(3), loaded(0)]);
    assert.deepEqual(state.data, [
      { key: 'a', query: 'q:a', count: 3 },
      { key: 'b', query: 'q:b', count: 0 },
    ]);
    assert.equal(state.isError, false);
    assert.equal(combineCounts(specs, [loaded(3), pending]).data, undefined);
  });

  it('shows the first failure, and Try again asks for the failed counts, not those already in', () => {
    const asked: string[] = [];
    const failed = (name: string, fetching = false): CountResult => ({
      data: undefined,
      error: new Error(`${name} failed`),
      isError: true,
      isFetching: fetching,
      refetch: () => asked.push(name),
    });
    const ok = { ...loaded(1), refetch: () => asked.push('ok') };
    const state = combineCounts([...specs, { key: 'c', query: 'q:c' }], [ok, failed('b'), failed('c')]);
    assert.equal(state.isError, true);
    assert.equal((state.error as Error).message, 'b failed');
    assert.equal(state.retrying, false);
    state.retry();
    assert.deepEqual(asked, ['b', 'c']);
    assert.equal(combineCounts(specs, [ok, failed('b', true)]).retrying, true);
  });

  it('Try again also asks again for counts still on their way when the first failure showed (they may fail just after)', () => {
    const asked: string[] = [];
    const failed: CountResult = { data: undefined, error: new Error('a failed'), isError: true, isFetching: false, refetch: () => asked.push('a') };
    const onItsWay: CountResult = { ...pending, refetch: () => asked.push('b') };
    const known: CountResult = { ...loaded(2), isFetching: true, refetch: () => asked.push('c') };
    combineCounts([...specs, { key: 'c', query: 'q:c' }], [failed, onItsWay, known]).retry();
    assert.deepEqual(asked, ['a', 'b']);
  });
});
