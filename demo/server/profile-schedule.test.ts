import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextHourlyRun, nextWeeklyRun, rebootScheduleText, weekdayOf } from './profile-schedule.ts';
import { slugOf } from './profiles.ts';
import { iso } from './time.ts';

// Wednesday 2026-06-03, 10:20 UTC.
const now = Date.UTC(2026, 5, 3, 10, 20);

describe('profile schedules', () => {
  it('runs weekly on the next listed day at the time (UTC), strictly after now', () => {
    assert.equal(weekdayOf(now), 'we');
    assert.equal(iso(nextWeeklyRun(['we'], 10, 30, now)), '2026-06-03T10:30:00Z');
    assert.equal(iso(nextWeeklyRun(['we'], 10, 20, now)), '2026-06-10T10:20:00Z');
    assert.equal(iso(nextWeeklyRun(['we'], 9, 0, now)), '2026-06-10T09:00:00Z');
    assert.equal(iso(nextWeeklyRun(['mo', 'fr'], 2, 30, now)), '2026-06-05T02:30:00Z');
    assert.equal(iso(nextWeeklyRun(['su'], 23, 59, now)), '2026-06-07T23:59:00Z');
    assert.equal(iso(nextWeeklyRun(['tu'], 0, 0, now)), '2026-06-09T00:00:00Z');
  });

  it('runs hourly at the minute, on the listed days only when there are some', () => {
    assert.equal(iso(nextHourlyRun([], 30, now)), '2026-06-03T10:30:00Z');
    assert.equal(iso(nextHourlyRun([], 20, now)), '2026-06-03T11:20:00Z');
    assert.equal(iso(nextHourlyRun([], 5, now)), '2026-06-03T11:05:00Z');
    assert.equal(iso(nextHourlyRun(['we'], 45, now)), '2026-06-03T10:45:00Z');
    assert.equal(iso(nextHourlyRun(['fr', 'mo'], 15, now)), '2026-06-05T00:15:00Z');
  });

  it('writes the reboot schedule as upstream reads it', () => {
    assert.equal(rebootScheduleText(['mo', 'tu'], 15, 30), 'FREQ=WEEKLY;BYDAY=mo,tu;BYHOUR=15;BYMINUTE=30');
  });

  it('makes names from titles', () => {
    assert.equal(slugOf('Nightly Security Upgrades!'), 'nightly-security-upgrades');
    assert.equal(slugOf('Équipe de Montréal: C++ builds'), 'equipe-de-montreal-c++-builds');
    assert.equal(slugOf('<img src=x onerror=alert(1)>'), 'img-src-x-onerror-alert-1');
    assert.equal(slugOf('🔥💾🚀'), '');
  });
});
