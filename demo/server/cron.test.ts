import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CronError, cronEverRuns, minCronGap, nextCronRun, parseCron } from './cron.ts';

const at = (text: string): number => Date.parse(text);
const next = (schedule: string, after: string): string | null => {
  const time = nextCronRun(parseCron(schedule), at(after));
  return time === null ? null : new Date(time).toISOString();
};

describe('parseCron', () => {
  it('reads numbers, *, ranges, lists, steps and names', () => {
    const every = parseCron('*/15 8-17/3 1,15 JAN-mar,12 mon-FRI');
    assert.deepEqual(every.minutes, [0, 15, 30, 45]);
    assert.deepEqual(every.hours, [8, 11, 14, 17]);
    assert.deepEqual([...every.daysOfMonth], [1, 15]);
    assert.deepEqual([...every.months].sort((a, b) => a - b), [1, 2, 3, 12]);
    assert.deepEqual([...every.daysOfWeek].sort(), [1, 2, 3, 4, 5]);
    assert.equal(parseCron('  0   8 * * *  ').text, '0 8 * * *');
    // 7 is Sunday too.
    assert.deepEqual([...parseCron('0 0 * * 5-7').daysOfWeek].sort(), [0, 5, 6]);
    assert.deepEqual([...parseCron('0 0 * * SUN').daysOfWeek], [0]);
    assert.deepEqual(parseCron('0-10/5 * * * *').minutes, [0, 5, 10]);
  });

  it('explains what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['0 8 * *', /must have 5 fields .* "0 8 \* \*" has 4/],
      ['0 8 * * * *', /has 6/],
      ['', /has 0/],
      ['60 * * * *', /^60 is out of range for the minute field \(0–59\)\.$/],
      ['0 24 * * *', /out of range for the hour field \(0–23\)/],
      ['0 0 0 * *', /out of range for the day-of-month field \(1–31\)/],
      ['0 0 32 * *', /out of range for the day-of-month field/],
      ['0 0 * 13 *', /out of range for the month field \(1–12\)/],
      ['0 0 * * 8', /out of range for the day-of-week field \(0–7\)/],
      ['30-10 * * * *', /^The range 30-10 in the minute field ends before it starts\.$/],
      ['*/0 * * * *', /step in "\*\/0" \(minute field\) must be at least 1/],
      ['*/x * * * *', /step in "\*\/x" \(minute field\) must be a whole number/],
      ['5/15 * * * *', /a step needs \* or a range before it/],
      ['1,,2 * * * *', /has an empty item/],
      ['0 8 * * FUNDAY', /"FUNDAY" in the day-of-week field is not valid: use numbers 0–7 or names SUN–SAT/],
      ['0 8 * JANUARY *', /"JANUARY" in the month field is not valid/],
      ['MON 8 * * *', /"MON" in the minute field is not valid: use numbers 0–59,/],
      ['0 8 * * 1;reboot', /The day-of-week field "1;reboot" holds ";"/],
      ['-1 * * * *', /"-1" in the minute field is not valid/],
      ['? * * * *', /holds "\?"/],
    ];
    for (const [text, message] of cases) {
      assert.throws(() => parseCron(text), (error: unknown) => error instanceof CronError && message.test(error.message), text);
    }
  });
});

describe('nextCronRun', () => {
  it('finds the next run strictly after a time, in UTC', () => {
    assert.equal(next('0 8 * * *', '2030-01-01T07:59:00Z'), '2030-01-01T08:00:00.000Z');
    assert.equal(next('0 8 * * *', '2030-01-01T08:00:00Z'), '2030-01-02T08:00:00.000Z');
    assert.equal(next('0 8 * * *', '2030-01-01T08:00:30Z'), '2030-01-02T08:00:00.000Z');
    assert.equal(next('*/30 * * * 1-5', '2030-01-04T23:45:00Z'), '2030-01-07T00:00:00.000Z', 'Friday night → Monday');
    assert.equal(next('15 2 1 * *', '2030-01-01T02:15:00Z'), '2030-02-01T02:15:00.000Z');
    assert.equal(next('0 0 29 2 *', '2030-01-01T00:00:00Z'), '2032-02-29T00:00:00.000Z');
    assert.equal(next('0 12 31 * *', '2030-04-01T00:00:00Z'), '2030-05-31T12:00:00.000Z');
    assert.equal(next('0 0 31 2 *', '2030-01-01T00:00:00Z'), null);
  });

  it('runs on either restricted day field (Vixie cron), on both when one is *', () => {
    // 2030-01-13 is a Sunday; the 15th a Tuesday.
    assert.equal(next('0 9 15 * SUN', '2030-01-10T00:00:00Z'), '2030-01-13T09:00:00.000Z');
    assert.equal(next('0 9 15 * SUN', '2030-01-13T10:00:00Z'), '2030-01-15T09:00:00.000Z');
    assert.equal(next('0 9 * * SUN', '2030-01-10T00:00:00Z'), '2030-01-13T09:00:00.000Z');
    assert.equal(next('0 9 */2 * *', '2030-01-01T10:00:00Z'), '2030-01-03T09:00:00.000Z');
  });
});

describe('minCronGap', () => {
  it('is the shortest time between consecutive runs, across midnight too', () => {
    const gap = (text: string) => minCronGap(parseCron(text));
    assert.equal(gap('*/30 * * * 1-5'), 30);
    assert.equal(gap('*/15 * * * *'), 15);
    assert.equal(gap('* * * * *'), 1);
    assert.equal(gap('0,10 8 * * *'), 10);
    assert.equal(gap('0 8,20 * * *'), 720);
    assert.equal(gap('0 8 * * *'), 1440);
    // 23:50 and 00:05 the next day.
    assert.equal(gap('50 23 * * *'), 1440);
    assert.equal(gap('5,50 0,23 * * *'), 15);
    assert.equal(gap('50 23 * * 1'), null, 'once a week: never two days in a row');
    assert.equal(gap('15 2 1 * *'), null);
    // The 31st and the 1st follow each other.
    assert.equal(gap('0 12 1,31 * *'), 1440);
  });

  it('knows a schedule that never runs', () => {
    assert.equal(cronEverRuns(parseCron('0 0 31 2 *')), false);
    assert.equal(cronEverRuns(parseCron('0 0 30 2 *')), false);
    assert.equal(cronEverRuns(parseCron('0 0 29 2 *')), true);
    assert.equal(cronEverRuns(parseCron('0 0 31 2 MON')), true, 'either day field');
  });
});
