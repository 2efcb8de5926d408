import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSchedule, ScheduleError } from './schedule.ts';

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
