import { nextRunTime } from '../../../lib/next-run.ts';
import { formToSchedule, parseSchedule, ScheduleError, type ScheduleFormValues } from '../../../lib/schedule.ts';
import { localTime } from './profile-form.ts';

/**
 * The run the confirmation names: the schedule's first run on a day its rule names, on or after the
 * start date (the server's rule, so the details say the same once saved). Null when the values make
 * no schedule.
 */
export function firstRunTime(values: ScheduleFormValues): number | null {
  const start = localTime(values.start_date);
  if (Number.isNaN(start)) return null;
  try {
    return nextRunTime(parseSchedule(formToSchedule(values)), start, start - 1);
  } catch (error) {
    if (error instanceof ScheduleError) return null;
    throw error;
  }
}
