/**
 * Security profile schedules (API.md "Schedule string"): a `;`-separated list of KEY=VALUE pairs from
 * the iCalendar RRULE vocabulary. The simulator validates them as a server would and computes
 * `next_run_time`, so a profile created in the demo shows a believable next run.
 */

const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export interface WeekdayRule {
  /** 1–4: the nth such weekday of the month; -1: the last; null: every such weekday. */
  nth: number | null;
  /** 0 = Sunday, as Date#getUTCDay. */
  weekday: number;
}

export interface Schedule {
  freq: Frequency;
  interval: number;
  count: number | null;
  /** Epoch milliseconds. */
  until: number | null;
  byDay: WeekdayRule[];
  byMonthDay: number[];
  byMonth: number[];
}

/** A schedule the server refuses; the message is shown to the user. */
export class ScheduleError extends Error {}

const MIN_DAILY_INTERVAL = 7;

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
    return { nth, weekday: WEEKDAYS.indexOf(match[2] as (typeof WEEKDAYS)[number]) };
  });
}

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
  const schedule: Schedule = {
    freq: freq as Frequency,
    interval: fields.has('INTERVAL') ? positiveInteger('INTERVAL', fields.get('INTERVAL')!) : 1,
    count: fields.has('COUNT') ? positiveInteger('COUNT', fields.get('COUNT')!) : null,
    until: fields.has('UNTIL') ? parseUntil(fields.get('UNTIL')!) : null,
    byDay: fields.has('BYDAY') ? parseByDay(fields.get('BYDAY')!) : [],
    byMonthDay: fields.has('BYMONTHDAY') ? integerList('BYMONTHDAY', fields.get('BYMONTHDAY')!, 1, 31) : [],
    byMonth: fields.has('BYMONTH') ? integerList('BYMONTH', fields.get('BYMONTH')!, 1, 12) : [],
  };
  if (schedule.freq === 'WEEKLY' && schedule.byDay.some((rule) => rule.nth !== null)) {
    throw new ScheduleError('A weekly schedule takes plain weekdays in BYDAY, like MO,WE.');
  }
  // A one-off run (COUNT=1) has no interval to speak of.
  if (schedule.freq === 'DAILY' && schedule.count !== 1 && schedule.interval < MIN_DAILY_INTERVAL) {
    throw new ScheduleError('Enter an interval of at least 7 days.');
  }
  return schedule;
}

const DAY = 86_400_000;
/** How far ahead to look for the next run before giving up. */
const HORIZON_DAYS = 3660;

function matchesWeekdayRule(date: Date, rule: WeekdayRule): boolean {
  if (date.getUTCDay() !== rule.weekday) return false;
  if (rule.nth === null) return true;
  const dayOfMonth = date.getUTCDate();
  if (rule.nth > 0) return Math.ceil(dayOfMonth / 7) === rule.nth;
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return dayOfMonth + 7 > daysInMonth;
}

function occursOn(schedule: Schedule, start: Date, day: Date): boolean {
  const dayOfMonthMatches = (): boolean => {
    if (schedule.byMonthDay.length > 0) return schedule.byMonthDay.includes(day.getUTCDate());
    if (schedule.byDay.length > 0) return schedule.byDay.some((rule) => matchesWeekdayRule(day, rule));
    return day.getUTCDate() === start.getUTCDate();
  };
  const startDay = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const monthsApart =
    (day.getUTCFullYear() - start.getUTCFullYear()) * 12 + (day.getUTCMonth() - start.getUTCMonth());
  switch (schedule.freq) {
    case 'DAILY':
      return Math.round((day.getTime() - startDay) / DAY) % schedule.interval === 0;
    case 'WEEKLY': {
      const mondayOf = (time: number): number => time - ((new Date(time).getUTCDay() + 6) % 7) * DAY;
      const weeksApart = Math.round((mondayOf(day.getTime()) - mondayOf(startDay)) / (7 * DAY));
      const weekdays = schedule.byDay.length > 0 ? schedule.byDay.map((rule) => rule.weekday) : [start.getUTCDay()];
      return weeksApart % schedule.interval === 0 && weekdays.includes(day.getUTCDay());
    }
    case 'MONTHLY':
      return monthsApart % schedule.interval === 0 && dayOfMonthMatches();
    case 'YEARLY': {
      const months = schedule.byMonth.length > 0 ? schedule.byMonth : [start.getUTCMonth() + 1];
      const yearsApart = day.getUTCFullYear() - start.getUTCFullYear();
      return yearsApart % schedule.interval === 0 && months.includes(day.getUTCMonth() + 1) && dayOfMonthMatches();
    }
  }
}

/**
 * The first run strictly after `after`, at the start date's time of day, or null when the schedule has
 * ended (COUNT runs done, UNTIL passed) or nothing falls within ten years.
 */
export function nextRunTime(schedule: Schedule, startDate: number, after: number): number | null {
  const start = new Date(startDate);
  const timeOfDay = startDate - Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  let runs = 0;
  for (let offset = 0; offset < HORIZON_DAYS + Math.max(0, (after - startDate) / DAY); offset += 1) {
    const day = new Date(startDate - timeOfDay + offset * DAY);
    const run = day.getTime() + timeOfDay;
    if (schedule.until !== null && run > schedule.until) return null;
    // The first run is the start date itself, whatever the rule says.
    if (offset > 0 && !occursOn(schedule, start, day)) continue;
    runs += 1;
    if (run > after) return run;
    if (schedule.count !== null && runs >= schedule.count) return null;
  }
  return null;
}
