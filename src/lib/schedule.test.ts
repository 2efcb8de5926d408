import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formToSchedule,
  intervalProblem,
  monthlyChoices,
  ordinal,
  parseSchedule,
  ScheduleError,
  scheduleSummary,
  scheduleToForm,
  type ScheduleFormValues,
} from './schedule.ts';

describe('parseSchedule', () => {
  it('reads every key into a typed structure', () => {
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
    assert.deepEqual(parseSchedule('FREQ=WEEKLY;BYDAY=SU,SA').byDay, [
      { nth: null, weekday: 0 },
      { nth: null, weekday: 6 },
    ]);
    assert.deepEqual(parseSchedule('FREQ=YEARLY;BYMONTH=9,5;BYMONTHDAY=15').byMonth, [9, 5]);
    assert.deepEqual(parseSchedule('FREQ=YEARLY;BYMONTHDAY=15').byMonthDay, [15]);
    assert.equal(parseSchedule('FREQ=WEEKLY;COUNT=1').count, 1);
    assert.equal(parseSchedule('FREQ=WEEKLY').interval, 1);
  });

  it('tolerates lower case and spaces around keys and values', () => {
    assert.deepEqual(parseSchedule(' freq = weekly ; byday = mo '), parseSchedule('FREQ=WEEKLY;BYDAY=MO'));
  });

  it('refuses malformed strings with a reason', () => {
    const cases: [string, RegExp][] = [
      ['', /Enter a schedule/],
      ['FREQ=HOURLY', /FREQ set to DAILY, WEEKLY, MONTHLY or YEARLY/],
      ['INTERVAL=2', /needs FREQ/],
      ['FREQ=WEEKLY;INTERVAL=0', /INTERVAL must be a whole number of at least 1 \(got "0"\)/],
      ['FREQ=WEEKLY;INTERVAL=1.5', /INTERVAL must be a whole number/],
      ['FREQ=WEEKLY;COUNT=-1', /COUNT must be a whole number/],
      ['FREQ=WEEKLY;FREQ=DAILY', /sets FREQ twice/],
      ['FREQ=WEEKLY;COLOR=RED', /unknown key "COLOR"/],
      ['FREQ=WEEKLY;BYDAY', /"BYDAY" in the schedule is not a KEY=VALUE pair/],
      ['FREQ=WEEKLY;', /not a KEY=VALUE pair/],
      ['=WEEKLY', /not a KEY=VALUE pair/],
      ['FREQ=MONTHLY;BYDAY=5FR', /BYDAY values must be weekdays/],
      ['FREQ=MONTHLY;BYDAY=0FR', /BYDAY values must be weekdays/],
      ['FREQ=MONTHLY;BYDAY=FRI', /BYDAY values must be weekdays/],
      ['FREQ=WEEKLY;BYDAY=2FR', /weekly schedule takes plain weekdays/],
      ['FREQ=MONTHLY;BYMONTHDAY=32', /BYMONTHDAY values must be whole numbers from 1 to 31/],
      ['FREQ=MONTHLY;BYMONTHDAY=0', /BYMONTHDAY values must be whole numbers from 1 to 31/],
      ['FREQ=YEARLY;BYMONTH=13', /BYMONTH values must be whole numbers from 1 to 12/],
      ['FREQ=YEARLY;BYMONTH=5,,9', /BYMONTH values must be whole numbers/],
      ['FREQ=WEEKLY;UNTIL=2027-12-31', /UNTIL must be a UTC date and time/],
      ['FREQ=WEEKLY;UNTIL=20270230T000000Z', /UNTIL must be a UTC date and time/],
      ['FREQ=WEEKLY;UNTIL=20271231T240000Z', /UNTIL must be a UTC date and time/],
    ];
    for (const [schedule, message] of cases) {
      assert.throws(() => parseSchedule(schedule), (error: unknown) => {
        assert.ok(error instanceof ScheduleError, schedule);
        assert.match(error.message, message, schedule);
        return true;
      });
    }
  });

  it('leaves the daily-interval rule to intervalProblem', () => {
    assert.equal(intervalProblem(parseSchedule('FREQ=DAILY;INTERVAL=6')), 'Enter an interval of at least 7 days.');
    assert.equal(intervalProblem(parseSchedule('FREQ=DAILY')), 'Enter an interval of at least 7 days.');
    assert.equal(intervalProblem(parseSchedule('FREQ=DAILY;INTERVAL=7')), null);
    assert.equal(intervalProblem(parseSchedule('FREQ=DAILY;COUNT=1')), null);
    assert.equal(intervalProblem(parseSchedule('FREQ=WEEKLY;INTERVAL=1')), null);
  });
});

describe('scheduleSummary', () => {
  const cases: [string, string][] = [
    ['FREQ=WEEKLY;COUNT=1', 'On a date'],
    ['FREQ=DAILY;COUNT=1', 'On a date'],
    ['FREQ=DAILY;INTERVAL=1', 'Recurring, every day'],
    ['FREQ=DAILY;INTERVAL=7', 'Recurring, every 7 days'],
    ['FREQ=DAILY;INTERVAL=14;UNTIL=20250301T000000Z', 'Recurring, every 14 days until Mar 01, 2025, 00:00'],
    ['FREQ=WEEKLY;INTERVAL=1', 'Recurring, every week'],
    ['FREQ=WEEKLY;INTERVAL=1;BYDAY=FR', 'Recurring, every week on Friday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE', 'Recurring, every 2 weeks on Monday and Wednesday'],
    ['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR', 'Recurring, every week on Monday, Wednesday, and Friday'],
    [
      'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,MO,TU,WE,TH,FR,SA',
      'Recurring, every 3 weeks on Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, and Saturday',
    ],
    ['FREQ=MONTHLY;INTERVAL=1', 'Recurring, every month'],
    ['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', 'Recurring, every month on the 15th day'],
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1', 'Recurring, every 3 months on the 1st day'],
    ['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=22', 'Recurring, every month on the 22nd day'],
    ['FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO', 'Recurring, every month on the first Monday'],
    ['FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR', 'Recurring, every month on the second Friday'],
    ['FREQ=MONTHLY;INTERVAL=2;BYDAY=3TU', 'Recurring, every 2 months on the third Tuesday'],
    ['FREQ=MONTHLY;INTERVAL=1;BYDAY=4SA', 'Recurring, every month on the fourth Saturday'],
    ['FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', 'Recurring, every month on the last Friday'],
    ['FREQ=YEARLY;INTERVAL=1', 'Recurring, every year'],
    ['FREQ=YEARLY;INTERVAL=1;BYMONTH=5', 'Recurring, every year in May'],
    ['FREQ=YEARLY;INTERVAL=2;BYMONTH=9,5', 'Recurring, every 2 years in May and September'],
    ['FREQ=YEARLY;INTERVAL=1;BYMONTH=3,9;BYMONTHDAY=15', 'Recurring, every year in March and September'],
    [
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=12,11,10,9,8,7,6,5,4,3,2,1',
      'Recurring, every year in January, February, March, April, May, June, July, August, September, October, November, and December',
    ],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20271109T173000Z',
      'Recurring, every 2 weeks on Monday and Wednesday until Nov 09, 2027, 17:30',
    ],
    ['FREQ=YEARLY;INTERVAL=1;BYMONTH=11;UNTIL=20301231T235959Z', 'Recurring, every year in November until Dec 31, 2030, 23:59'],
  ];
  for (const [schedule, summary] of cases) {
    it(`${schedule} → ${summary}`, () => assert.equal(scheduleSummary(schedule), summary));
  }

  it('refuses what it cannot read', () => {
    assert.throws(() => scheduleSummary('FREQ=FORTNIGHTLY'), ScheduleError);
  });
});

describe('ordinal', () => {
  it('gives each number its suffix', () => {
    const expected: [number, string][] = [
      [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
      [14, '14th'], [20, '20th'], [21, '21st'], [22, '22nd'], [23, '23rd'], [24, '24th'], [30, '30th'], [31, '31st'],
      [101, '101st'], [111, '111th'], [112, '112th'],
    ];
    for (const [n, text] of expected) assert.equal(ordinal(n), text);
  });
});

describe('monthlyChoices', () => {
  const labels = (start: string) => monthlyChoices(start).map((choice) => choice.label);

  it('names the start date’s day and its weekday within the month', () => {
    // 2025-01: the 1st is a Wednesday.
    assert.deepEqual(labels('2025-01-01T09:00'), ['1st of every month', 'First Wednesday of every month']);
    assert.deepEqual(labels('2025-01-02T09:00'), ['2nd of every month', 'First Thursday of every month']);
    assert.deepEqual(labels('2025-01-03T09:00'), ['3rd of every month', 'First Friday of every month']);
    assert.deepEqual(labels('2025-01-08T09:00'), ['8th of every month', 'Second Wednesday of every month']);
    assert.deepEqual(labels('2025-01-11T09:00'), ['11th of every month', 'Second Saturday of every month']);
    assert.deepEqual(labels('2025-01-12T09:00'), ['12th of every month', 'Second Sunday of every month']);
    assert.deepEqual(labels('2025-01-13T09:00'), ['13th of every month', 'Second Monday of every month']);
    assert.deepEqual(labels('2025-01-15T09:00'), ['15th of every month', 'Third Wednesday of every month']);
    assert.deepEqual(labels('2025-01-21T09:00'), ['21st of every month', 'Third Tuesday of every month']);
    assert.deepEqual(labels('2025-01-22T09:00'), ['22nd of every month', 'Fourth Wednesday of every month']);
    assert.deepEqual(labels('2025-01-23T09:00'), ['23rd of every month', 'Fourth Thursday of every month']);
    assert.deepEqual(labels('2025-01-29T09:00'), ['29th of every month', 'Last Wednesday of every month']);
    assert.deepEqual(labels('2025-01-31T09:00'), ['31st of every month', 'Last Friday of every month']);
  });

  it('reads the start date as UTC and offers each choice’s value', () => {
    // 23:30 UTC on the 31st is already the 1st east of Greenwich; the form is in UTC.
    assert.deepEqual(monthlyChoices('2025-01-31T23:30:00Z'), [
      { value: 'day-of-month', label: '31st of every month' },
      { value: 'day-of-week', label: 'Last Friday of every month' },
    ]);
    assert.deepEqual(labels('2025-02-01T00:30:00+01:00'), labels('2025-01-31T23:30'));
  });

  it('offers nothing while the start date is not a date', () => {
    assert.deepEqual(monthlyChoices(''), []);
    assert.deepEqual(monthlyChoices('next week'), []);
  });
});

const NOW = Date.UTC(2025, 5, 1, 12, 0);

const base: ScheduleFormValues = {
  start_type: 'recurring',
  start_date: '2025-01-10T09:30',
  every: 1,
  unit_of_time: 'DAILY',
  days: [],
  day_of_month_type: 'day-of-month',
  months: [],
  month_days: [],
  end_type: 'never',
  end_date: '2025-06-01T12:00',
};

describe('formToSchedule', () => {
  it('writes one string per shape', () => {
    const cases: [Partial<ScheduleFormValues>, string][] = [
      [{ start_type: 'on-a-date', unit_of_time: 'MONTHLY', every: 3, end_type: 'on-a-date' }, 'FREQ=WEEKLY;COUNT=1'],
      [{ every: 7 }, 'FREQ=DAILY;INTERVAL=7'],
      [{ unit_of_time: 'WEEKLY', every: 2, days: ['FR', 'MO', 'WE'] }, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR'],
      [{ unit_of_time: 'WEEKLY', days: ['SU', 'SA', 'MO'] }, 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,SA,SU'],
      // 2025-01-10 is the second Friday of January.
      [{ unit_of_time: 'MONTHLY' }, 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=10'],
      [{ unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week' }, 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR'],
      [{ unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week', start_date: '2025-01-03T09:30' }, 'FREQ=MONTHLY;INTERVAL=1;BYDAY=1FR'],
      [{ unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week', start_date: '2025-01-28T09:30' }, 'FREQ=MONTHLY;INTERVAL=1;BYDAY=4TU'],
      // A fifth weekday is the last one.
      [{ unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week', start_date: '2025-01-31T09:30' }, 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR'],
      [{ unit_of_time: 'YEARLY', every: 2, months: [9, 5] }, 'FREQ=YEARLY;INTERVAL=2;BYMONTH=5,9'],
      [{ every: 14, end_type: 'on-a-date', end_date: '2025-12-31T23:45' }, 'FREQ=DAILY;INTERVAL=14;UNTIL=20251231T234500Z'],
      // Values of other units stay out of the string.
      [{ unit_of_time: 'YEARLY', days: ['MO'], months: [1], day_of_month_type: 'day-of-week' }, 'FREQ=YEARLY;INTERVAL=1;BYMONTH=1'],
    ];
    for (const [change, schedule] of cases) assert.equal(formToSchedule({ ...base, ...change }), schedule, JSON.stringify(change));
  });

  it('asks for the dates it needs', () => {
    assert.throws(() => formToSchedule({ ...base, unit_of_time: 'MONTHLY', start_date: '' }), { message: 'Enter a start date.' });
    assert.throws(() => formToSchedule({ ...base, end_type: 'on-a-date', end_date: '' }), { message: 'Enter an end date.' });
  });
});

describe('scheduleToForm', () => {
  it('maps a profile’s schedule as SPEC §3 says', () => {
    assert.deepEqual(
      scheduleToForm('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;UNTIL=20271231T235959Z', { startDate: '2025-01-31T09:30:00Z', now: NOW }),
      {
        start_type: 'recurring',
        start_date: '2025-01-31T09:30',
        every: 2,
        unit_of_time: 'MONTHLY',
        days: [],
        day_of_month_type: 'day-of-week',
        months: [],
        month_days: [],
        end_type: 'on-a-date',
        end_date: '2027-12-31T23:59',
      },
    );
  });

  it('starts and ends now when the profile gives no dates', () => {
    const form = scheduleToForm('FREQ=WEEKLY;COUNT=1', { startDate: null, now: NOW });
    assert.equal(form.start_type, 'on-a-date');
    assert.equal(form.start_date, '2025-06-01T12:00');
    assert.equal(form.end_type, 'never');
    assert.equal(form.end_date, '2025-06-01T12:00');
  });

  it('takes only what belongs to the unit', () => {
    const form = scheduleToForm('FREQ=YEARLY;INTERVAL=1;BYMONTH=3,9;BYMONTHDAY=15', { startDate: '2025-03-15T02:00:00Z', now: NOW });
    assert.deepEqual([form.months, form.days, form.day_of_month_type], [[3, 9], [], 'day-of-month']);
    assert.deepEqual(scheduleToForm('FREQ=WEEKLY;BYDAY=TU,TH', { startDate: null, now: NOW }).days, ['TU', 'TH']);
    assert.equal(scheduleToForm('FREQ=MONTHLY;BYMONTHDAY=15', { startDate: null, now: NOW }).day_of_month_type, 'day-of-month');
  });

  it('refuses a string it cannot read', () => {
    assert.throws(() => scheduleToForm('FREQ=WEEKLY;BYDAY=XX', { startDate: null }), ScheduleError);
  });
});

describe('form → string → form', () => {
  const forms: [string, ScheduleFormValues][] = [
    ['on a date', { ...base, start_type: 'on-a-date', unit_of_time: 'WEEKLY' }],
    ['daily', { ...base, every: 7 }],
    ['daily until', { ...base, every: 10, end_type: 'on-a-date', end_date: '2026-02-28T18:15' }],
    ['weekly, one day', { ...base, unit_of_time: 'WEEKLY', days: ['TH'] }],
    ['weekly, several days', { ...base, unit_of_time: 'WEEKLY', every: 3, days: ['MO', 'WE', 'FR', 'SU'] }],
    ['monthly, day of month', { ...base, unit_of_time: 'MONTHLY', every: 2 }],
    ['monthly, first weekday', { ...base, unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week', start_date: '2025-02-01T06:00' }],
    ['monthly, fourth weekday', { ...base, unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week', start_date: '2025-02-28T06:00' }],
    [
      'monthly, last weekday until',
      { ...base, unit_of_time: 'MONTHLY', day_of_month_type: 'day-of-week', start_date: '2025-03-31T06:00', end_type: 'on-a-date', end_date: '2026-01-01T00:00' },
    ],
    ['yearly', { ...base, unit_of_time: 'YEARLY', months: [5, 9, 11] }],
  ];
  for (const [shape, form] of forms) {
    it(shape, () => {
      const schedule = formToSchedule(form);
      const back = scheduleToForm(schedule, { startDate: form.start_date, now: Date.parse(`${base.end_date}Z`) });
      assert.deepEqual(back, form, schedule);
      assert.equal(formToSchedule(back), schedule);
    });
  }

  it('keeps a string the form can show as it was', () => {
    for (const schedule of [
      'FREQ=WEEKLY;COUNT=1',
      'FREQ=DAILY;INTERVAL=7',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20271231T235900Z',
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=10',
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR',
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=3,9',
    ]) {
      assert.equal(formToSchedule(scheduleToForm(schedule, { startDate: '2025-01-10T09:30:00Z', now: NOW })), schedule);
    }
  });
});
