/**
 * Security profile schedules (API.md "Schedule string"): a `;`-separated list of KEY=VALUE pairs from
 * the iCalendar RRULE vocabulary. The simulator validates them as a server would and computes
 * `next_run_time`, so a profile created in the demo shows a believable next run.
 */

import { intervalProblem, parseSchedule as parseScheduleText, ScheduleError, type Schedule } from '../../src/lib/schedule.ts';

// The next run is computed by the client's own rule too (the form's confirmation says it before saving).
export { nextRunTime } from '../../src/lib/next-run.ts';
export { ScheduleError, type Schedule };

/** The client's parser (one reading of the format for both sides), plus the rules a server enforces. */
export function parseSchedule(text: string): Schedule {
  const schedule = parseScheduleText(text);
  const problem = intervalProblem(schedule);
  if (problem !== null) throw new ScheduleError(problem);
  return schedule;
}
