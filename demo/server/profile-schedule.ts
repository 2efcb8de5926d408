/**
 * The schedules of upgrade and reboot profiles (profiles.md §3.5, §4.5): weekly on some days at an
 * hour and minute, or (upgrade profiles) hourly at a minute, optionally on some days. Always UTC. The
 * weekly next run is schedule.ts's (the RRULE reading the security profiles use), so every profile
 * type agrees on what "weekly on Monday at 02:30" means.
 */
import type { Weekday } from './model.ts';
import { nextRunTime, parseSchedule } from './schedule.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Index = Date#getUTCDay (0 = Sunday). */
const BY_UTC_DAY: readonly Weekday[] = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

/** The weekday of an instant, in UTC. */
export const weekdayOf = (time: number): Weekday => BY_UTC_DAY[new Date(time).getUTCDay()]!;

/**
 * The first run strictly after `now` of a weekly schedule (`days` at `hour`:`minute` UTC): an RRULE
 * `FREQ=WEEKLY;BYDAY=…` started a week before now at that time of day.
 */
export function nextWeeklyRun(days: readonly Weekday[], hour: number, minute: number, now: number): number {
  if (days.length === 0) throw new Error('A weekly schedule needs at least one day');
  const schedule = parseSchedule(`FREQ=WEEKLY;BYDAY=${days.map((day) => day.toUpperCase()).join(',')}`);
  const start = Math.floor(now / DAY) * DAY - 7 * DAY + hour * HOUR + minute * MINUTE;
  const next = nextRunTime(schedule, start, now);
  if (next === null) throw new Error('A weekly schedule always runs again');
  return next;
}

/** The first run strictly after `now` of an hourly schedule: every hour at `minute`, on `days` only when some are given. */
export function nextHourlyRun(days: readonly Weekday[], minute: number, now: number): number {
  let run = Math.floor(now / HOUR) * HOUR + minute * MINUTE;
  if (run <= now) run += HOUR;
  // At most a week of hours until one falls on a listed day.
  while (days.length > 0 && !days.includes(weekdayOf(run))) run += HOUR;
  return run;
}

/** A reboot profile's `schedule` (upstream's example: `FREQ=WEEKLY;BYDAY=mo,tu;BYHOUR=15;BYMINUTE=30`). */
export function rebootScheduleText(days: readonly Weekday[], hour: number, minute: number): string {
  return `FREQ=WEEKLY;BYDAY=${days.join(',')};BYHOUR=${hour};BYMINUTE=${minute}`;
}
