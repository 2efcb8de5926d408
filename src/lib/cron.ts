/**
 * Five-field cron schedules, as script profiles' recurring triggers take them (profiles.md §7.3),
 * read the same way by the profile form and by the API simulator (demo/server/cron.ts), as
 * schedule.ts and next-run.ts are for security profiles: `minute hour day-of-month month
 * day-of-week`, in UTC. Each field is `*` or a comma list of numbers, ranges `a-b`, steps `*\/n` and
 * `a-b/n`; months may be JAN–DEC and days SUN–SAT (any case), and the day of week is 0–7 with both 0
 * and 7 Sunday. As in Vixie cron, when both day fields are restricted (neither starts with `*`) a
 * day matches when either does; otherwise both must.
 *
 *   parseCron('*\/30 * * * 1-5')         // { minutes: [0, 30], hours: [0…23], … }
 *   parseCron('0 25 * * *')              // throws CronError { fault: { fault: 'out-of-range', field: 1, value: 25 } }
 *   cronProblem(error.fault)             // 'range': the form says `Value out of range.`
 *   minCronGap(parseCron('0,10 8 * * *')) // 10 (minutes)
 *
 * A CronError carries what is wrong as data, not prose: the form says it with upstream's five
 * messages (its texts), the simulator in a sentence naming the field and the value (its own).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface CronFieldSpec {
  readonly name: 'minute' | 'hour' | 'day-of-month' | 'month' | 'day-of-week';
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
  /** The value of names[0]. */
  readonly namesFrom?: number;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The five fields in order. */
export const CRON_FIELDS: readonly CronFieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 },
  { name: 'day-of-week', min: 0, max: 7, names: DAYS, namesFrom: 0 },
];

/** What is wrong with a schedule; `field` is the index in CRON_FIELDS. */
export type CronFault =
  /** Not five fields. */
  | { readonly fault: 'fields'; readonly count: number; readonly text: string }
  /** A character no field may hold (`;`, `?`, `#`…). */
  | { readonly fault: 'character'; readonly field: number; readonly text: string; readonly character: string }
  /** `1,,2`. */
  | { readonly fault: 'empty-item'; readonly field: number; readonly text: string }
  /** `*\/x`. */
  | { readonly fault: 'step-not-number'; readonly field: number; readonly item: string }
  /** `*\/0`. */
  | { readonly fault: 'step-zero'; readonly field: number; readonly item: string }
  /** `5/15`: a step after a single value. */
  | { readonly fault: 'step-without-range'; readonly field: number; readonly item: string }
  /** A number outside the field's range. */
  | { readonly fault: 'out-of-range'; readonly field: number; readonly value: number }
  /** Neither a number nor one of the field's names (`FUNDAY`, `-1`, a name in the minute field). */
  | { readonly fault: 'not-a-value'; readonly field: number; readonly item: string; readonly letters: boolean }
  /** `30-10`. */
  | { readonly fault: 'reversed'; readonly field: number; readonly range: string };

/** A schedule that cannot be read; `fault` says why. */
export class CronError extends Error {
  readonly fault: CronFault;
  constructor(fault: CronFault) {
    super(fault.fault);
    this.name = 'CronError';
    this.fault = fault;
  }
}

/** The five kinds of message upstream's form has (profiles.md §7.3); its texts say them. */
export type CronProblem = 'incomplete' | 'value' | 'character' | 'range' | 'order';

/**
 * The message a fault is said with in the form: fewer than five fields is an incomplete interval,
 * letters that name nothing or a character no field takes are invalid characters, a number outside
 * the field (or a step of 0) is out of range, a range ending before its start is its own message;
 * anything else (a sixth field, an empty item, a step after a single value) is an invalid value.
 */
export function cronProblem(fault: CronFault): CronProblem {
  switch (fault.fault) {
    case 'fields':
      return fault.count < 5 ? 'incomplete' : 'value';
    case 'character':
      return 'character';
    case 'not-a-value':
      return fault.letters ? 'character' : 'value';
    case 'out-of-range':
    case 'step-zero':
      return 'range';
    case 'reversed':
      return 'order';
    default:
      return 'value';
  }
}

export interface CronSchedule {
  /** The five fields, single spaces between them. */
  readonly text: string;
  /** Ascending. */
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly daysOfMonth: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  /** 0–6, Sunday 0 (a 7 is read as 0). */
  readonly daysOfWeek: ReadonlySet<number>;
  /** Whether the field was restricted (did not start with `*`): decides how the two day fields combine. */
  readonly dayOfMonthRestricted: boolean;
  readonly dayOfWeekRestricted: boolean;
}

function readValue(field: number, text: string, item: string): number {
  const spec = CRON_FIELDS[field]!;
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value < spec.min || value > spec.max) throw new CronError({ fault: 'out-of-range', field, value });
    return value;
  }
  const index = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (index >= 0) return index + spec.namesFrom!;
  throw new CronError({ fault: 'not-a-value', field, item, letters: /^[A-Za-z]+$/.test(text) });
}

function readField(field: number, text: string): number[] {
  const spec = CRON_FIELDS[field]!;
  const values = new Set<number>();
  for (const item of text.split(',')) {
    if (item === '') throw new CronError({ fault: 'empty-item', field, text });
    const slash = item.indexOf('/');
    const base = slash < 0 ? item : item.slice(0, slash);
    let step = 1;
    if (slash >= 0) {
      const stepText = item.slice(slash + 1);
      if (!/^\d+$/.test(stepText)) throw new CronError({ fault: 'step-not-number', field, item });
      step = Number(stepText);
      if (step < 1) throw new CronError({ fault: 'step-zero', field, item });
    }
    let from: number;
    let to: number;
    if (base === '*') {
      from = spec.min;
      to = spec.name === 'day-of-week' ? 6 : spec.max;
    } else {
      const dash = base.indexOf('-');
      if (dash < 0) {
        if (slash >= 0) throw new CronError({ fault: 'step-without-range', field, item });
        from = readValue(field, base, item);
        to = from;
      } else {
        from = readValue(field, base.slice(0, dash), item);
        to = readValue(field, base.slice(dash + 1), item);
        if (to < from) throw new CronError({ fault: 'reversed', field, range: base });
      }
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/** Reads a five-field schedule; throws CronError saying what is wrong. */
export function parseCron(text: string): CronSchedule {
  const fields = text.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) throw new CronError({ fault: 'fields', count: fields.length, text });
  for (const [field, fieldText] of fields.entries()) {
    const bad = /[^0-9A-Za-z*,/-]/.exec(fieldText);
    if (bad) throw new CronError({ fault: 'character', field, text: fieldText, character: bad[0] });
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = fields.map((fieldText, field) => readField(field, fieldText)) as [
    number[],
    number[],
    number[],
    number[],
    number[],
  ];
  return {
    text: fields.join(' '),
    minutes,
    hours,
    daysOfMonth: new Set(daysOfMonth),
    months: new Set(months),
    daysOfWeek: new Set(daysOfWeek.map((day) => day % 7)),
    dayOfMonthRestricted: !fields[2]!.startsWith('*'),
    dayOfWeekRestricted: !fields[4]!.startsWith('*'),
  };
}

/** Whether the schedule runs on the UTC day starting at `dayStart`. */
export function cronRunsOn(schedule: CronSchedule, dayStart: number): boolean {
  const date = new Date(dayStart);
  if (!schedule.months.has(date.getUTCMonth() + 1)) return false;
  const byMonthDay = schedule.daysOfMonth.has(date.getUTCDate());
  const byWeekDay = schedule.daysOfWeek.has(date.getUTCDay());
  if (schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted) return byMonthDay || byWeekDay;
  return byMonthDay && byWeekDay;
}

/** The minutes of a day the schedule runs at, ascending. */
function timesOfDay(schedule: CronSchedule): number[] {
  return schedule.hours.flatMap((hour) => schedule.minutes.map((minute) => hour * 60 + minute));
}

/** Long enough to meet any day a schedule can name (29 February of a leap year, a weekday on the 31st). */
const SEARCH_DAYS = 366 * 9;

/** The first time the schedule runs strictly after `after` (epoch ms), or null when it never does. */
export function nextCronRun(schedule: CronSchedule, after: number): number | null {
  const from = Math.floor(after / MINUTE) * MINUTE + MINUTE;
  const times = timesOfDay(schedule);
  let dayStart = Math.floor(from / DAY) * DAY;
  for (let day = 0; day < SEARCH_DAYS; day += 1, dayStart += DAY) {
    if (!cronRunsOn(schedule, dayStart)) continue;
    for (const time of times) {
      const run = dayStart + time * MINUTE;
      if (run >= from) return run;
    }
  }
  return null;
}

/** 2000-01-01, a Saturday: 28 years from it meet every weekday on every date of a leap and a common year. */
const CYCLE_START = Date.UTC(2000, 0, 1);
const CYCLE_DAYS = 28 * 366;

/**
 * The shortest time between two consecutive runs, in minutes: between two times of the same day, or
 * from a day's last run to the next day's first when the schedule ever runs on two days in a row.
 * Null when the schedule never runs twice within a day and never on consecutive days (then its runs
 * are at least a day apart).
 */
export function minCronGap(schedule: CronSchedule): number | null {
  const times = timesOfDay(schedule);
  let gap: number | null = null;
  for (let index = 1; index < times.length; index += 1) {
    const difference = times[index]! - times[index - 1]!;
    gap = gap === null ? difference : Math.min(gap, difference);
  }
  let previous = cronRunsOn(schedule, CYCLE_START);
  for (let day = 1; day < CYCLE_DAYS; day += 1) {
    const runs = cronRunsOn(schedule, CYCLE_START + day * DAY);
    if (previous && runs) {
      const overnight = 24 * 60 - times.at(-1)! + times[0]!;
      return gap === null ? overnight : Math.min(gap, overnight);
    }
    previous = runs;
  }
  return gap;
}

/** Whether the schedule runs at all (a date like 31 February never comes). */
export function cronEverRuns(schedule: CronSchedule): boolean {
  for (let day = 0; day < CYCLE_DAYS; day += 1) if (cronRunsOn(schedule, CYCLE_START + day * DAY)) return true;
  return false;
}

/**
 * What the server would refuse beyond the format (profiles.md §7.6 rules): a schedule that never
 * runs, or whose runs come closer than the minimum interval (minutes). Null when neither.
 */
export function cronRuleProblem(schedule: CronSchedule, minInterval: number): { readonly kind: 'never' } | { readonly kind: 'too-often'; readonly gap: number } | null {
  if (!cronEverRuns(schedule)) return { kind: 'never' };
  const gap = minCronGap(schedule);
  return gap !== null && gap < minInterval ? { kind: 'too-often', gap } : null;
}
