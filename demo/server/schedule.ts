/**
 * Security profile schedules (API.md "Schedule string"): a `;`-separated list of KEY=VALUE pairs from
 * the iCalendar RRULE vocabulary. The simulator validates them as a server would and computes
 * `next_run_time`, so a profile created in the demo shows a believable next run.
 */

import {
  intervalProblem,
  parseSchedule as parseScheduleText,
  ScheduleError,
  type Schedule,
  type WeekdayRule,
} from '../../src/lib/schedule.ts';

export { ScheduleError, type Schedule };

/** The client's parser (one reading of the format for both sides), plus the rules a server enforces. */
export function parseSchedule(text: string): Schedule {
  const schedule = parseScheduleText(text);
  const problem = intervalProblem(schedule);
  if (problem !== null) throw new ScheduleError(problem);
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
