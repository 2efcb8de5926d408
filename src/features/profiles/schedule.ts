import type { WeekdayCode } from '../../api/upgrade-profiles.ts';
import { SCHEDULE_TEXTS } from '../../lib/schedule-texts.ts';

/** The weekdays as the profiles' schedules name them, Sunday first (upstream's pickers and summaries). */
export const WEEKDAYS: readonly WeekdayCode[] = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

export const isWeekday = (value: string): value is WeekdayCode => (WEEKDAYS as readonly string[]).includes(value);

/** A weekday's name ("Monday"), from the shared schedule texts. */
export const weekdayName = (day: WeekdayCode): string => SCHEDULE_TEXTS.weekdays[WEEKDAYS.indexOf(day)] ?? day;

/** The days in week order (Sunday first), each once; unknown codes left out. */
export function sortedDays(days: readonly string[]): WeekdayCode[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** "Monday", "Monday and Friday", "Monday, Tuesday and Friday" (profiles.md §3.4: no Oxford comma). */
export function dayList(days: readonly WeekdayCode[]): string {
  const names = days.map(weekdayName);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `02:30`: a UTC hour and minute, zero-padded. */
export const clockText = (hour: number, minute: number): string => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** A weekly schedule: its days and its time (UTC). */
export interface WeeklySchedule {
  readonly days: readonly WeekdayCode[];
  readonly hour: number;
  readonly minute: number;
}

/**
 * A reboot profile's `schedule` (`FREQ=WEEKLY;BYDAY=mo,tu;BYHOUR=15;BYMINUTE=30`): its days, hour
 * and minute, or undefined when it is not weekly with all three.
 */
export function parseWeeklyRule(rule: string): WeeklySchedule | undefined {
  const parts = new Map(
    rule
      .split(';')
      .map((part) => part.split('='))
      .filter((pair): pair is [string, string] => pair.length === 2)
      .map(([key, value]) => [key.trim().toUpperCase(), value.trim()] as const),
  );
  if (parts.get('FREQ')?.toUpperCase() !== 'WEEKLY') return undefined;
  const days = sortedDays((parts.get('BYDAY') ?? '').toLowerCase().split(','));
  const hour = Number(parts.get('BYHOUR'));
  const minute = Number(parts.get('BYMINUTE'));
  if (days.length === 0 || !Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 23 || minute < 0 || minute > 59) return undefined;
  return { days, hour, minute };
}
