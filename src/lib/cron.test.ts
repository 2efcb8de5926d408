import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CronError, cronEverRuns, cronProblem, cronRuleProblem, minCronGap, nextCronRun, parseCron, type CronProblem } from './cron.ts';

const problemOf = (text: string): CronProblem | null => {
  try {
    parseCron(text);
    return null;
  } catch (error) {
    assert.ok(error instanceof CronError, text);
    return cronProblem(error.fault);
  }
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
    assert.deepEqual([...parseCron('0 0 * * 5-7').daysOfWeek].sort(), [0, 5, 6], '7 is Sunday too');
  });

  it('says each fault with one of upstream’s five messages (profiles.md §7.3)', () => {
    const cases: [string, CronProblem][] = [
      ['', 'incomplete'],
      ['0 8 * *', 'incomplete'],
      ['0 8', 'incomplete'],
      ['0 8 * * * *', 'value'],
      ['1,,2 * * * *', 'value'],
      ['*/x * * * *', 'value'],
      ['5/15 * * * *', 'value'],
      ['-1 * * * *', 'value'],
      ['? * * * *', 'character'],
      ['0 8 * * 1;reboot', 'character'],
      ['0 8 * * FUNDAY', 'character'],
      ['MON 8 * * *', 'character'],
      ['0 8 * JANUARY *', 'character'],
      ['60 * * * *', 'range'],
      ['0 24 * * *', 'range'],
      ['0 0 0 * *', 'range'],
      ['0 0 * 13 *', 'range'],
      ['0 0 * * 8', 'range'],
      ['*/0 * * * *', 'range'],
      ['30-10 * * * *', 'order'],
      ['0 0 * * FRI-MON', 'order'],
    ];
    for (const [text, problem] of cases) assert.equal(problemOf(text), problem, text);
    assert.equal(problemOf('*/30 * * * 1-5'), null);
  });

  it('carries what is wrong as data (the simulator words it)', () => {
    try {
      parseCron('0 25 * * *');
      assert.fail('accepted');
    } catch (error) {
      assert.ok(error instanceof CronError);
      assert.deepEqual(error.fault, { fault: 'out-of-range', field: 1, value: 25 });
    }
  });
});

describe('runs', () => {
  const next = (schedule: string, after: string) => {
    const time = nextCronRun(parseCron(schedule), Date.parse(after));
    return time === null ? null : new Date(time).toISOString();
  };

  it('finds the next run in UTC, either restricted day field matching', () => {
    assert.equal(next('*/30 * * * 1-5', '2030-01-04T23:45:00Z'), '2030-01-07T00:00:00.000Z');
    assert.equal(next('0 9 15 * SUN', '2030-01-13T10:00:00Z'), '2030-01-15T09:00:00.000Z');
    assert.equal(next('0 0 31 2 *', '2030-01-01T00:00:00Z'), null);
  });

  it('knows the shortest gap and the server’s rules', () => {
    assert.equal(minCronGap(parseCron('*/30 * * * 1-5')), 30);
    assert.equal(minCronGap(parseCron('50 23 * * 1')), null);
    assert.equal(cronEverRuns(parseCron('0 0 30 2 *')), false);
    assert.deepEqual(cronRuleProblem(parseCron('*/15 * * * *'), 30), { kind: 'too-often', gap: 15 });
    assert.deepEqual(cronRuleProblem(parseCron('0 0 31 2 *'), 30), { kind: 'never' });
    assert.equal(cronRuleProblem(parseCron('*/30 * * * *'), 30), null);
  });
});
