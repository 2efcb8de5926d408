/**
 * When a schedule (src/lib/schedule.ts) runs next: the server's rule, used by the security profile
 * form's confirmation and by the simulator, so what the confirmation names is what the saved profile
 * says. A module of its own: only the form (loaded when opened) needs it of the client's code.
 */
import type { Schedule, WeekdayRule } from './schedule.ts';

/** One day, in milliseconds. */
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
 * The first run strictly after `after`, or null when the schedule has ended (COUNT runs done, UNTIL
 * passed) or nothing falls within ten years. Runs fall on the days the rule names, on or after the
 * start date, at its time of day (UTC): weekly on Monday from a Friday first runs on the Monday, a
 * one-off (`COUNT=1`, the start's own weekday) on the start date. The server's rule, and the
 * simulator's (demo/server/schedule.ts).
 */
export function nextRunTime(schedule: Schedule, startDate: number, after: number): number | null {
  const start = new Date(startDate);
  const timeOfDay = startDate - Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  let runs = 0;
  for (let offset = 0; offset < HORIZON_DAYS + Math.max(0, (after - startDate) / DAY); offset += 1) {
    const day = new Date(startDate - timeOfDay + offset * DAY);
    const run = day.getTime() + timeOfDay;
    if (schedule.until !== null && run > schedule.until) return null;
    if (!occursOn(schedule, start, day)) continue;
    runs += 1;
    if (run > after) return run;
    if (schedule.count !== null && runs >= schedule.count) return null;
  }
  return null;
}
