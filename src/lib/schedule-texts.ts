import type { Frequency } from './schedule.ts';

/**
 * The words of schedule summaries and monthly choices (SPEC §2). A host may replace them (the
 * `security-profiles.schedule` texts, which are this object): they are read at each call. A module
 * of its own: the security profiles' texts register it, and need none of schedule.ts's logic.
 */
export const SCHEDULE_TEXTS = {
  /** Index = weekday as Date#getUTCDay (0 = Sunday). */
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  /** The nth weekday of a month: 1–4, and -1 for the last. */
  nth: { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '-1': 'last' } as Record<string, string>,
  units: { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as Record<Frequency, string>,
  onADate: 'On a date',
  recurring: (interval: number, unit: string) => `Recurring, every ${interval > 1 ? `${interval} ${unit}s` : unit}`,
  onWeekdays: (weekdays: string) => ` on ${weekdays}`,
  onMonthDays: (days: string) => ` on the ${days} day`,
  onWeekdayRules: (rules: string) => ` on the ${rules}`,
  everyWeekday: (weekday: string) => `every ${weekday}`,
  nthWeekday: (nth: string, weekday: string) => `${nth} ${weekday}`,
  inMonths: (months: string) => ` in ${months}`,
  until: (date: string) => ` until ${date}`,
  /** "A", "A and B", "A, B, and C". */
  list: (items: readonly string[]) => (items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`),
  /** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
  ordinal: (n: number) => {
    const lastTwo = n % 100;
    if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
    return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
  },
  monthDayChoice: (ordinal: string) => `${ordinal} of every month`,
  weekdayChoice: (nth: string, weekday: string) => `${nth.charAt(0).toUpperCase()}${nth.slice(1)} ${weekday} of every month`,
};
