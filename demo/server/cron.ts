/**
 * Five-field cron schedules, as script profiles' recurring triggers take them (profiles.md §7.3):
 * `minute hour day-of-month month day-of-week`, in UTC. Each field is `*` or a comma list of numbers,
 * ranges `a-b`, steps `*\/n` and `a-b/n`; months may be JAN–DEC and days SUN–SAT (any case), and the
 * day of week is 0–7 with both 0 and 7 Sunday. As in Vixie cron, when both day fields are restricted
 * (neither starts with `*`) a day matches when either does; otherwise both must.
 *
 * parseCron validates with a message saying what is wrong; nextCronRun and minCronGap answer when a
 * schedule runs next and how close two consecutive runs can be (the profiles' minimum interval).
 */

/** A schedule the server cannot accept; the route answers 400 with this message. */
export class CronError extends Error {}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
  /** The value of names[0]. */
  namesFrom?: number;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 },
  { name: 'day-of-week', min: 0, max: 7, names: DAYS, namesFrom: 0 },
];

export interface CronSchedule {
  text: string;
  /** Ascending. */
  minutes: number[];
  hours: number[];
  daysOfMonth: Set<number>;
  months: Set<number>;
  /** 0–6, Sunday 0 (a 7 is read as 0). */
  daysOfWeek: Set<number>;
  /** Whether the field was restricted (did not start with `*`): decides how the two day fields combine. */
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
}

const EXAMPLE = 'like "0 8 * * *" (every day at 08:00 UTC)';

function readValue(spec: FieldSpec, text: string, item: string): number {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value < spec.min || value > spec.max) {
      throw new CronError(`${value} is out of range for the ${spec.name} field (${spec.min}–${spec.max}).`);
    }
    return value;
  }
  const index = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (index >= 0) return index + spec.namesFrom!;
  const allowed = spec.names ? `numbers ${spec.min}–${spec.max} or names ${spec.names[0]}–${spec.names.at(-1)}` : `numbers ${spec.min}–${spec.max}`;
  throw new CronError(`"${item}" in the ${spec.name} field is not valid: use ${allowed}, *, ranges like 1-5, lists like 1,3 and steps like */15 or 0-30/10.`);
}

function readField(spec: FieldSpec, text: string): number[] {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    if (item === '') throw new CronError(`The ${spec.name} field "${text}" has an empty item; separate values with single commas.`);
    const slash = item.indexOf('/');
    const base = slash < 0 ? item : item.slice(0, slash);
    let step = 1;
    if (slash >= 0) {
      const stepText = item.slice(slash + 1);
      if (!/^\d+$/.test(stepText)) throw new CronError(`The step in "${item}" (${spec.name} field) must be a whole number, like */15.`);
      step = Number(stepText);
      if (step < 1) throw new CronError(`The step in "${item}" (${spec.name} field) must be at least 1.`);
    }
    let from: number;
    let to: number;
    if (base === '*') {
      from = spec.min;
      to = spec.name === 'day-of-week' ? 6 : spec.max;
    } else {
      const dash = base.indexOf('-');
      if (dash < 0) {
        if (slash >= 0) throw new CronError(`"${item}" (${spec.name} field): a step needs * or a range before it, like */15 or 0-30/15.`);
        from = readValue(spec, base, item);
        to = from;
      } else {
        from = readValue(spec, base.slice(0, dash), item);
        to = readValue(spec, base.slice(dash + 1), item);
        if (to < from) throw new CronError(`The range ${base} in the ${spec.name} field ends before it starts.`);
      }
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/** Reads a five-field schedule; throws CronError saying what is wrong. */
export function parseCron(text: string): CronSchedule {
  const fields = text.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) {
    throw new CronError(`The schedule must have 5 fields (minute hour day-of-month month day-of-week), ${EXAMPLE}; "${text}" has ${fields.length}.`);
  }
  for (const [index, field] of fields.entries()) {
    const bad = /[^0-9A-Za-z*,\/-]/.exec(field);
    if (bad) throw new CronError(`The ${FIELDS[index]!.name} field "${field}" holds "${bad[0]}", which a schedule cannot use.`);
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = fields.map((field, index) => readField(FIELDS[index]!, field)) as [
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
 * are at least a day apart); Infinity never occurs.
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
