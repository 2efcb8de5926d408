import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextRunTime, parseSchedule, ScheduleError } from './schedule.ts';

const utc = (text: string) => Date.parse(text);
const next = (schedule: string, start: string, after: string) => {
  const time = nextRunTime(parseSchedule(schedule), utc(start), utc(after));
  return time === null ? null : new Date(time).toISOString();
};

describe('parseSchedule', () => {
  it('reads every key', () => {
    assert.deepEqual(parseSchedule('FREQ=MONTHLY;INTERVAL=2;BYDAY=2FR,-1MO;UNTIL=20271231T235959Z'), {
      freq: 'MONTHLY',
      interval: 2,
      count: null,
      until: Date.UTC(2027, 11, 31, 23, 59, 59),
      byDay: [
        { nth: 2, weekday: 5 },
        { nth: -1, weekday: 1 },
      ],
      byMonthDay: [],
      byMonth: [],
    });
    assert.deepEqual(parseSchedule('FREQ=YEARLY;BYMONTH=5,9;BYMONTHDAY=15').byMonth, [5, 9]);
    assert.equal(parseSchedule('FREQ=WEEKLY;COUNT=1').count, 1);
  });

  it('requires a daily interval of at least 7 days, except for a one-off run', () => {
    assert.throws(() => parseSchedule('FREQ=DAILY;INTERVAL=6'), { message: 'Enter an interval of at least 7 days.' });
    assert.throws(() => parseSchedule('FREQ=DAILY'), { message: 'Enter an interval of at least 7 days.' });
    assert.equal(parseSchedule('FREQ=DAILY;INTERVAL=7').interval, 7);
    assert.equal(parseSchedule('FREQ=DAILY;COUNT=1').count, 1);
  });

  it('rejects malformed schedules with a reason', () => {
    const cases: [string, RegExp][] = [
      ['', /Enter a schedule/],
      ['FREQ=HOURLY', /FREQ set to DAILY, WEEKLY, MONTHLY or YEARLY/],
      ['INTERVAL=2', /needs FREQ/],
      ['FREQ=WEEKLY;INTERVAL=0', /INTERVAL must be a whole number of at least 1/],
      ['FREQ=WEEKLY;FREQ=DAILY', /sets FREQ twice/],
      ['FREQ=WEEKLY;COLOR=RED', /unknown key "COLOR"/],
      ['FREQ=WEEKLY;BYDAY', /not a KEY=VALUE pair/],
      ['FREQ=MONTHLY;BYDAY=5FR', /BYDAY values must be weekdays/],
      ['FREQ=WEEKLY;BYDAY=2FR', /weekly schedule takes plain weekdays/],
      ['FREQ=YEARLY;BYMONTH=13', /BYMONTH values must be whole numbers from 1 to 12/],
      ['FREQ=WEEKLY;UNTIL=2027-12-31', /UNTIL must be a UTC date and time/],
    ];
    for (const [schedule, message] of cases) assert.throws(() => parseSchedule(schedule), message, schedule);
    assert.throws(() => parseSchedule('FREQ=HOURLY'), ScheduleError);
  });
});

describe('nextRunTime', () => {
  it('runs a one-off schedule once, on the start date', () => {
    assert.equal(next('FREQ=WEEKLY;COUNT=1', '2025-03-10T09:00:00Z', '2025-03-01T00:00:00Z'), '2025-03-10T09:00:00.000Z');
    assert.equal(next('FREQ=WEEKLY;COUNT=1', '2025-03-10T09:00:00Z', '2025-03-11T00:00:00Z'), null);
  });

  it('steps daily schedules by their interval from the start', () => {
    assert.equal(next('FREQ=DAILY;INTERVAL=7', '2025-01-01T02:00:00Z', '2025-01-09T00:00:00Z'), '2025-01-15T02:00:00.000Z');
  });

  it('follows weekly weekdays and week intervals', () => {
    // 2025-01-06 is a Monday.
    assert.equal(next('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH', '2025-01-06T08:00:00Z', '2025-01-06T09:00:00Z'), '2025-01-09T08:00:00.000Z');
    assert.equal(next('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2025-01-06T08:00:00Z', '2025-01-07T00:00:00Z'), '2025-01-20T08:00:00.000Z');
  });

  it('finds the nth or last weekday of a month', () => {
    // Second Friday of February 2025 is the 14th; last Friday of February 2025 is the 28th.
    assert.equal(next('FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR', '2025-01-10T02:00:00Z', '2025-01-11T00:00:00Z'), '2025-02-14T02:00:00.000Z');
    assert.equal(next('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', '2025-01-31T02:00:00Z', '2025-02-01T00:00:00Z'), '2025-02-28T02:00:00.000Z');
  });

  it('follows months for yearly schedules and stops at UNTIL', () => {
    assert.equal(next('FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=15', '2025-01-15T02:00:00Z', '2025-03-16T00:00:00Z'), '2025-09-15T02:00:00.000Z');
    assert.equal(next('FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20250301T000000Z', '2025-01-01T02:00:00Z', '2025-02-02T00:00:00Z'), null);
  });
});
