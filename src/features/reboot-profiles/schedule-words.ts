import type { RebootProfile } from '../../api/reboot-profiles.ts';
import { SCHEDULE_TEXTS } from '../../lib/schedule-texts.ts';
import { clockText, weekdayName } from '../profiles/schedule.ts';
import { rebootSchedule } from './reboot-form.ts';
import { REBOOT_PROFILE_TEXTS as T } from './texts.ts';

/**
 * A reboot profile's schedule in words (§4.4, its days with an Oxford comma as upstream writes them),
 * with its time and zone (upstream leaves both out): `Every week on Monday, Tuesday, and Friday at
 * 15:30 UTC`; `One-time` for any other schedule.
 */
export function rebootScheduleWords(profile: RebootProfile): string {
  const schedule = rebootSchedule(profile);
  if (!schedule) return T.schedule.oneTime;
  return T.schedule.weekly(SCHEDULE_TEXTS.list(schedule.days.map(weekdayName)), clockText(schedule.hour, schedule.minute));
}
