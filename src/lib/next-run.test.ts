import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextRunTime } from './next-run.ts';
import { parseSchedule } from './schedule.ts';

describe('nextRunTime: the first run on a day the rule names, on or after the start (the server\'s rule)', () => {
  const at = (text: string) => Date.parse(text);
  const next = (schedule: string, start: string, after: string) => {
    const time = nextRunTime(parseSchedule(schedule), at(start), at(after));
    return time === null ? null : new Date(time).toISOString();
  };
  // From just before the start: what a new profile's confirmation says, and what the server saves.
  const first = (schedule: string, start: string) => next(schedule, start, new Date(at(start) - 1).toISOString());

  it('runs a one-off schedule once, on the start date', () => {
    assert.equal(first('FREQ=WEEKLY;COUNT=1', '2026-11-27T09:00:00Z'), '2026-11-27T09:00:00.000Z');
    assert.equal(next('FREQ=WEEKLY;COUNT=1', '2025-03-10T09:00:00Z', '2025-03-11T00:00:00Z'), null);
  });

  it('steps daily schedules by their interval from the start', () => {
    assert.equal(first('FREQ=DAILY;INTERVAL=7', '2025-01-01T02:00:00Z'), '2025-01-01T02:00:00.000Z');
    assert.equal(next('FREQ=DAILY;INTERVAL=7', '2025-01-01T02:00:00Z', '2025-01-09T00:00:00Z'), '2025-01-15T02:00:00.000Z');
  });

  it('weekly: the first named weekday on or after the start, then every interval weeks', () => {
    // 2026-11-27 is a Friday: weekly on Monday starting then first runs on Monday the 30th, not that Friday.
    assert.equal(first('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2026-11-27T10:00:00Z'), '2026-11-30T10:00:00.000Z');
    assert.equal(first('FREQ=WEEKLY;INTERVAL=1;BYDAY=FR', '2026-11-27T10:00:00Z'), '2026-11-27T10:00:00.000Z');
    // Without weekdays: the start's own.
    assert.equal(first('FREQ=WEEKLY;INTERVAL=1', '2026-11-27T10:00:00Z'), '2026-11-27T10:00:00.000Z');
    // 2025-01-06 is a Monday.
    assert.equal(next('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH', '2025-01-06T08:00:00Z', '2025-01-06T09:00:00Z'), '2025-01-09T08:00:00.000Z');
    assert.equal(next('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2025-01-06T08:00:00Z', '2025-01-07T00:00:00Z'), '2025-01-20T08:00:00.000Z');
    // Every two weeks on Monday from a Friday: the Monday of the start's week is past, the next is two weeks on.
    assert.equal(first('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2026-11-27T10:00:00Z'), '2026-12-07T10:00:00.000Z');
  });

  it('monthly on a day of the month: that day in the start\'s month, else the next month the interval allows', () => {
    assert.equal(first('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', '2026-01-10T03:00:00Z'), '2026-01-15T03:00:00.000Z');
    assert.equal(first('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', '2026-01-20T03:00:00Z'), '2026-02-15T03:00:00.000Z');
    assert.equal(first('FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15', '2026-01-20T03:00:00Z'), '2026-03-15T03:00:00.000Z');
  });

  it('monthly on the nth or last weekday', () => {
    // Second Friday of January 2025 is the 10th, of February the 14th; last Friday of February 2025 the 28th.
    assert.equal(first('FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR', '2025-01-10T02:00:00Z'), '2025-01-10T02:00:00.000Z');
    assert.equal(next('FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR', '2025-01-10T02:00:00Z', '2025-01-11T00:00:00Z'), '2025-02-14T02:00:00.000Z');
    assert.equal(first('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', '2025-02-01T02:00:00Z'), '2025-02-28T02:00:00.000Z');
  });

  it('yearly in the named months, on the start\'s day or the named days, and stops at UNTIL', () => {
    assert.equal(first('FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=15', '2025-01-15T02:00:00Z'), '2025-03-15T02:00:00.000Z');
    assert.equal(next('FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=15', '2025-01-15T02:00:00Z', '2025-03-16T00:00:00Z'), '2025-09-15T02:00:00.000Z');
    assert.equal(first('FREQ=YEARLY;INTERVAL=1;BYMONTH=5', '2025-02-03T02:00:00Z'), '2025-05-03T02:00:00.000Z');
    assert.equal(next('FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20250301T000000Z', '2025-01-01T02:00:00Z', '2025-02-02T00:00:00Z'), null);
  });
});
