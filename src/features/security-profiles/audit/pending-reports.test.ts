import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePendingReports, pendingReportsKey, withoutReport } from './pending-reports.ts';

describe('stored pending reports', () => {
  it('reads the stored list, with the path of ready ones', () => {
    const stored = JSON.stringify([
      { activityId: 12, profileId: 3, title: 'Web <b>tier</b>' },
      { activityId: 13, profileId: 4, title: 'Kiosk', path: 'audit-reports/4/a.csv' },
    ]);
    assert.deepEqual(parsePendingReports(stored), [
      { activityId: 12, profileId: 3, title: 'Web <b>tier</b>' },
      { activityId: 13, profileId: 4, title: 'Kiosk', path: 'audit-reports/4/a.csv' },
    ]);
  });

  it('ignores malformed content: nothing, not JSON, not a list', () => {
    assert.deepEqual(parsePendingReports(null), []);
    assert.deepEqual(parsePendingReports('not json'), []);
    assert.deepEqual(parsePendingReports('{"activityId":1,"profileId":2,"title":"x"}'), []);
    assert.deepEqual(parsePendingReports('null'), []);
  });

  it('leaves out malformed items and repeats, keeping the rest', () => {
    const stored = JSON.stringify([
      null,
      'report',
      { activityId: '12', profileId: 3, title: 'x' },
      { activityId: 12, profileId: -3, title: 'x' },
      { activityId: 12.5, profileId: 3, title: 'x' },
      { activityId: 12, profileId: 3 },
      { activityId: 12, profileId: 3, title: 'x', path: 42 },
      { activityId: 12, profileId: 3, title: 'x', path: '' },
      { activityId: 14, profileId: 3, title: 'kept', extra: true },
      { activityId: 14, profileId: 3, title: 'repeat' },
    ]);
    assert.deepEqual(parsePendingReports(stored), [{ activityId: 14, profileId: 3, title: 'kept' }]);
  });

  it('keeps one list per organisation', () => {
    assert.notEqual(pendingReportsKey('acme'), pendingReportsKey('globex'));
    assert.match(pendingReportsKey('acme'), /^_landscape_pendingSecurityProfileReports/);
  });

  it('removes one report by its activity', () => {
    const reports = [
      { activityId: 1, profileId: 3, title: 'a' },
      { activityId: 2, profileId: 3, title: 'b' },
    ];
    assert.deepEqual(withoutReport(1)(reports), [{ activityId: 2, profileId: 3, title: 'b' }]);
  });
});
