import { legacyNumber } from '../../api/profile-common.ts';
import type { UpgradeProfile } from '../../api/upgrade-profiles.ts';
import { clockText, dayList, sortedDays } from '../profiles/schedule.ts';
import { UPGRADE_PROFILE_TEXTS as T } from './texts.ts';

/**
 * An upgrade profile's schedule in words (§3.4), its zone said: `Every hour at 30 minutes past on
 * Monday (UTC)`, `Every Monday and Thursday at 02:30 UTC`; `Every week` when a weekly one lacks its
 * days or hour.
 */
export function upgradeScheduleWords(profile: Pick<UpgradeProfile, 'every' | 'on_days' | 'at_hour' | 'at_minute'>): string {
  const days = sortedDays(profile.on_days ?? []);
  const minute = legacyNumber(profile.at_minute) ?? 0;
  if (profile.every === 'hour') return T.schedule.hourly(minute, days.length > 0 ? dayList(days) : undefined);
  const hour = legacyNumber(profile.at_hour);
  if (days.length === 0 || hour === undefined) return T.schedule.everyWeek;
  return days.length === 7 ? T.schedule.daily(clockText(hour, minute)) : T.schedule.weekly(dayList(days), clockText(hour, minute));
}
