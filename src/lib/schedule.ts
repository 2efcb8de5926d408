/**
 * Security profile schedules (SPEC §2 "Schedule summaries", §3 "Schedule" and "Form mapping"; API.md
 * "Schedule string"): a `;`-separated list of KEY=VALUE pairs from the iCalendar RRULE vocabulary.
 *
 *   parseSchedule('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR')  // { freq: 'MONTHLY', interval: 2, byDay: [{ nth: -1, weekday: 5 }], … }
 *   scheduleSummary('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE') // 'Recurring, every 2 weeks on Monday and Wednesday'
 *   formToSchedule(scheduleToForm(text, { startDate }))   // the schedule the form shows, written back
 *
 * Dates are UTC throughout: the form's datetime-local values are read and written as UTC, as the API's
 * `start_date` is (UPSTREAM-NOTES "Create body").
 */

import { SCHEDULE_TEXTS } from './schedule-texts.ts';

export { SCHEDULE_TEXTS };

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Index = weekday as Date#getUTCDay (0 = Sunday). */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export const WEEKDAY_NAMES: readonly string[] = SCHEDULE_TEXTS.weekdays;
export const MONTH_NAMES: readonly string[] = SCHEDULE_TEXTS.months;
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface WeekdayRule {
  /** 1–4: the nth such weekday of the month; -1: the last; null: every such weekday. */
  readonly nth: number | null;
  /** 0 = Sunday, as Date#getUTCDay. */
  readonly weekday: number;
}

export interface Schedule {
  readonly freq: Frequency;
  readonly interval: number;
  readonly count: number | null;
  /** Epoch milliseconds. */
  readonly until: number | null;
  readonly byDay: readonly WeekdayRule[];
  readonly byMonthDay: readonly number[];
  readonly byMonth: readonly number[];
}

/** A schedule string that cannot be read; the message says why and can be shown to the user. */
export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

export const MIN_DAILY_INTERVAL = 7;
export const DAILY_INTERVAL_MESSAGE = 'Enter an interval of at least 7 days.';

const KNOWN_KEYS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH'];

function positiveInteger(key: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new ScheduleError(`${key} must be a whole number of at least 1 (got "${value}").`);
  }
  return Number(value);
}

function integerList(key: string, value: string, min: number, max: number): number[] {
  return value.split(',').map((item) => {
    if (!/^\d+$/.test(item) || Number(item) < min || Number(item) > max) {
      throw new ScheduleError(`${key} values must be whole numbers from ${min} to ${max} (got "${item}").`);
    }
    return Number(item);
  });
}

function parseUntil(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (match) {
    const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
    const time = Date.UTC(y, mo - 1, d, h, mi, s);
    const check = new Date(time);
    if (check.getUTCMonth() === mo - 1 && check.getUTCDate() === d && h < 24 && mi < 60 && s < 60) return time;
  }
  throw new ScheduleError(`UNTIL must be a UTC date and time like 20251231T235959Z (got "${value}").`);
}

function parseByDay(value: string): WeekdayRule[] {
  return value.split(',').map((item) => {
    const match = /^([+-]?\d)?(SU|MO|TU|WE|TH|FR|SA)$/.exec(item);
    const nth = match?.[1] === undefined ? null : Number(match[1]);
    if (!match || (nth !== null && nth !== -1 && (nth < 1 || nth > 4))) {
      throw new ScheduleError(`BYDAY values must be weekdays like MO, 2FR or -1SU (got "${item}").`);
    }
    return { nth, weekday: WEEKDAY_CODES.indexOf(match[2] as WeekdayCode) };
  });
}

/** Reads a schedule string; throws a ScheduleError saying what is wrong with a malformed one. */
export function parseSchedule(text: string): Schedule {
  if (text.trim() === '') throw new ScheduleError('Enter a schedule.');
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim().toUpperCase();
    const value = part.slice(eq + 1).trim().toUpperCase();
    if (eq < 1 || value === '') throw new ScheduleError(`"${part}" in the schedule is not a KEY=VALUE pair.`);
    if (!KNOWN_KEYS.includes(key)) throw new ScheduleError(`The schedule has an unknown key "${key}".`);
    if (fields.has(key)) throw new ScheduleError(`The schedule sets ${key} twice.`);
    fields.set(key, value);
  }
  const freq = fields.get('FREQ');
  if (!freq || !(FREQUENCIES as readonly string[]).includes(freq)) {
    throw new ScheduleError('The schedule needs FREQ set to DAILY, WEEKLY, MONTHLY or YEARLY.');
  }
  const read = <T>(key: string, reader: (value: string) => T, fallback: T): T => {
    const value = fields.get(key);
    return value === undefined ? fallback : reader(value);
  };
  const schedule: Schedule = {
    freq: freq as Frequency,
    interval: read('INTERVAL', (value) => positiveInteger('INTERVAL', value), 1),
    count: read<number | null>('COUNT', (value) => positiveInteger('COUNT', value), null),
    until: read<number | null>('UNTIL', parseUntil, null),
    byDay: read('BYDAY', parseByDay, []),
    byMonthDay: read('BYMONTHDAY', (value) => integerList('BYMONTHDAY', value, 1, 31), []),
    byMonth: read('BYMONTH', (value) => integerList('BYMONTH', value, 1, 12), []),
  };
  if (schedule.freq === 'WEEKLY' && schedule.byDay.some((rule) => rule.nth !== null)) {
    throw new ScheduleError('A weekly schedule takes plain weekdays in BYDAY, like MO,WE.');
  }
  return schedule;
}

/**
 * The rule a server applies on top of the syntax: a recurring daily schedule runs at most weekly. A
 * one-off run (COUNT=1) has no interval to speak of.
 */
export function intervalProblem(schedule: Schedule): string | null {
  return schedule.freq === 'DAILY' && schedule.count !== 1 && schedule.interval < MIN_DAILY_INTERVAL
    ? DAILY_INTERVAL_MESSAGE
    : null;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export const ordinal = (n: number): string => SCHEDULE_TEXTS.ordinal(n);

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** SPEC §9's `MMM DD, YYYY, HH:mm`, in UTC. */
export function formatUtc(time: number): string {
  const date = new Date(time);
  return `${MONTH_ABBREVIATIONS[date.getUTCMonth()]} ${pad(date.getUTCDate())}, ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/**
 * SPEC §2's summary of a schedule string, e.g. 'Recurring, every 2 months on the last Friday'. The end
 * date is written by `untilText` (SPEC's format in UTC unless the caller writes it in the reader's locale).
 */
export function scheduleSummary(text: string, untilText: (time: number) => string = formatUtc): string {
  const schedule = parseSchedule(text);
  const W = SCHEDULE_TEXTS;
  if (schedule.count === 1) return W.onADate;
  let summary = W.recurring(schedule.interval, W.units[schedule.freq]);
  if (schedule.freq === 'WEEKLY' && schedule.byDay.length > 0) {
    summary += W.onWeekdays(W.list(schedule.byDay.map((rule) => W.weekdays[rule.weekday]!)));
  } else if (schedule.freq === 'MONTHLY' && schedule.byMonthDay.length > 0) {
    summary += W.onMonthDays(W.list(schedule.byMonthDay.map(W.ordinal)));
  } else if (schedule.freq === 'MONTHLY' && schedule.byDay.length > 0) {
    const rules = schedule.byDay.map((rule) =>
      rule.nth === null ? W.everyWeekday(W.weekdays[rule.weekday]!) : W.nthWeekday(W.nth[rule.nth]!, W.weekdays[rule.weekday]!),
    );
    summary += W.onWeekdayRules(W.list(rules));
  } else if (schedule.freq === 'YEARLY' && schedule.byMonth.length > 0) {
    summary += W.inMonths(W.list([...schedule.byMonth].sort((a, b) => a - b).map((month) => W.months[month - 1]!)));
  }
  if (schedule.until !== null) summary += W.until(untilText(schedule.until));
  return summary;
}

// ---- The form (SPEC §3 "Form mapping") ----

export type DayOfMonthType = 'day-of-month' | 'day-of-week';

/** The schedule step's values. Dates are datetime-local values (`YYYY-MM-DDTHH:mm`) read as UTC. */
export interface ScheduleFormValues {
  readonly start_type: 'on-a-date' | 'recurring';
  readonly start_date: string;
  readonly every: number;
  readonly unit_of_time: Frequency;
  /** Weekly: the weekdays. */
  readonly days: readonly WeekdayCode[];
  /** Monthly: the start date's day of the month, or its weekday within the month. */
  readonly day_of_month_type: DayOfMonthType;
  /** Yearly: 1–12. */
  readonly months: readonly number[];
  /**
   * Yearly: the days of the month a schedule names (BYMONTHDAY). The form never writes one (upstream's
   * yearly rule is months alone), but a schedule made elsewhere may: an edit keeps them.
   */
  readonly month_days: readonly number[];
  readonly end_type: 'on-a-date' | 'never';
  readonly end_date: string;
}

/** A datetime-local value, an ISO string with a zone, or epoch milliseconds, as a UTC instant. */
function toTime(value: string | number): number {
  if (typeof value === 'number') return value;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? Date.parse(zoned) : Number.NaN;
}

/** The datetime-local value (`YYYY-MM-DDTHH:mm`) of a UTC instant. */
export function toDateTimeLocal(time: number): string {
  return new Date(time).toISOString().slice(0, 16);
}

/** The start date's weekday within its month, as BYDAY writes it: 1–4, or -1 for a fifth (last) one. */
function weekdayRuleOf(date: Date): WeekdayRule {
  const week = Math.ceil(date.getUTCDate() / 7);
  return { nth: week > 4 ? -1 : week, weekday: date.getUTCDay() };
}

function startOf(value: string): Date {
  const time = toTime(value);
  if (Number.isNaN(time)) throw new ScheduleError('Enter a start date.');
  return new Date(time);
}

/** The form's values for a profile's schedule. `startDate` is its next run (else its last run); `now` fills a missing end date. */
export function scheduleToForm(
  text: string,
  { startDate, now = Date.now() }: { readonly startDate: string | number | null; readonly now?: number },
): ScheduleFormValues {
  const schedule = parseSchedule(text);
  const start = startDate === null ? Number.NaN : toTime(startDate);
  return {
    start_type: schedule.count === 1 ? 'on-a-date' : 'recurring',
    start_date: toDateTimeLocal(Number.isNaN(start) ? now : start),
    every: schedule.interval,
    unit_of_time: schedule.freq,
    days: schedule.freq === 'WEEKLY' ? schedule.byDay.map((rule) => WEEKDAY_CODES[rule.weekday]!) : [],
    day_of_month_type: schedule.freq === 'MONTHLY' && schedule.byDay.length > 0 ? 'day-of-week' : 'day-of-month',
    months: schedule.freq === 'YEARLY' ? [...schedule.byMonth] : [],
    month_days: schedule.freq === 'YEARLY' ? [...schedule.byMonthDay] : [],
    end_type: schedule.until === null ? 'never' : 'on-a-date',
    end_date: toDateTimeLocal(schedule.until ?? now),
  };
}

/** Weekdays from Monday, the order the form lists them in. */
const mondayFirst = (code: WeekdayCode): number => (WEEKDAY_CODES.indexOf(code) + 6) % 7;

function untilOf(value: string): string {
  const time = toTime(value);
  if (Number.isNaN(time)) throw new ScheduleError('Enter an end date.');
  const date = new Date(time);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** The schedule string the form's values describe (API.md "Schedule string"). */
export function formToSchedule(values: ScheduleFormValues): string {
  if (values.start_type === 'on-a-date') return 'FREQ=WEEKLY;COUNT=1';
  const parts = [`FREQ=${values.unit_of_time}`, `INTERVAL=${values.every}`];
  switch (values.unit_of_time) {
    case 'WEEKLY':
      if (values.days.length > 0) {
        parts.push(`BYDAY=${[...values.days].sort((a, b) => mondayFirst(a) - mondayFirst(b)).join(',')}`);
      }
      break;
    case 'MONTHLY': {
      const start = startOf(values.start_date);
      if (values.day_of_month_type === 'day-of-week') {
        const rule = weekdayRuleOf(start);
        parts.push(`BYDAY=${rule.nth}${WEEKDAY_CODES[rule.weekday]}`);
      } else {
        parts.push(`BYMONTHDAY=${start.getUTCDate()}`);
      }
      break;
    }
    case 'YEARLY':
      if (values.months.length > 0) parts.push(`BYMONTH=${[...values.months].sort((a, b) => a - b).join(',')}`);
      if (values.month_days.length > 0) parts.push(`BYMONTHDAY=${values.month_days.join(',')}`);
      break;
    case 'DAILY':
      break;
  }
  if (values.end_type === 'on-a-date') parts.push(`UNTIL=${untilOf(values.end_date)}`);
  return parts.join(';');
}

export interface MonthlyChoice {
  readonly value: DayOfMonthType;
  readonly label: string;
}

/**
 * The monthly "On" choices for a start date (SPEC §2): '15th of every month' and 'Third Friday of every
 * month'; none while the start date is not a date.
 */
export function monthlyChoices(startDate: string | number): MonthlyChoice[] {
  const time = toTime(startDate);
  if (Number.isNaN(time)) return [];
  const date = new Date(time);
  const rule = weekdayRuleOf(date);
  const W = SCHEDULE_TEXTS;
  return [
    { value: 'day-of-month', label: W.monthDayChoice(W.ordinal(date.getUTCDate())) },
    { value: 'day-of-week', label: W.weekdayChoice(W.nth[String(rule.nth)]!, W.weekdays[rule.weekday]!) },
  ];
}
