import { isEnglish } from './dates.ts';

/**
 * Dates and times typed into a field in the page's locale (issue 22.7: "date inputs follow the root's
 * locale"). A browser's own date inputs follow the browser's language whatever the page says, so the
 * date fields are text fields that show and read the locale's numeric form: '12/31/2026, 23:59' in
 * English, '31.12.2026, 23:59' in German, '2026/12/31 23:59' in Japanese, with the locale's digits and,
 * where the locale writes a 12-hour clock, its AM/PM. English keeps a 24-hour clock, as its dates do
 * elsewhere (dates.ts). The value a form holds is unchanged: 'YYYY-MM-DDTHH:mm' (a `datetime-local`
 * value) or 'YYYY-MM-DD' (a date), a wall-clock time with no zone.
 */

/** 'date-time': 'YYYY-MM-DDTHH:mm'; 'date': 'YYYY-MM-DD'. */
export type DateTextKind = 'date-time' | 'date';

type NumberPart = 'year' | 'month' | 'day' | 'hour' | 'minute';
const NUMBER_PARTS: ReadonlySet<string> = new Set<NumberPart>(['year', 'month', 'day', 'hour', 'minute']);

interface Layout {
  readonly format: Intl.DateTimeFormat;
  /** The numbers in the order the locale writes them. */
  readonly order: readonly NumberPart[];
  /** The locale writes a 12-hour clock: its AM and PM markers, lower case. */
  readonly dayPeriods: { readonly am: string; readonly pm: string } | null;
  /** The locale's digits 0–9 as Latin ones. */
  readonly digits: ReadonlyMap<string, string>;
  /** Words the locale writes between the numbers (Bulgarian 'г.'), lower case: not an AM/PM. */
  readonly words: readonly string[];
}

/** What separates numbers, in any locale's form or as a person types it. */
const SEPARATORS = /[\d\s.,:/\-\u200e\u200f\u061c\u060c]+/g;

const layouts = new Map<string, Layout>();

const utc = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(Date.UTC(year, month - 1, day, hour, minute));

function layout(kind: DateTextKind, locale: string): Layout {
  const key = `${kind}|${locale}`;
  const known = layouts.get(key);
  if (known) return known;
  const options: Intl.DateTimeFormatOptions = {
    calendar: 'gregory',
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(kind === 'date-time' ? { hour: '2-digit', minute: '2-digit', ...(isEnglish(locale) ? { hourCycle: 'h23' } : {}) } : {}),
  };
  const format = new Intl.DateTimeFormat(locale, options);
  const parts = format.formatToParts(utc(2026, 12, 31, 13, 59));
  const order = parts.map((part) => part.type).filter((type): type is NumberPart => NUMBER_PARTS.has(type));
  const period = (date: Date) => format.formatToParts(date).find((part) => part.type === 'dayPeriod')?.value.toLocaleLowerCase(locale);
  const am = period(utc(2026, 12, 31, 1));
  const pm = period(utc(2026, 12, 31, 13));
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = new Map<string, string>();
  for (let digit = 0; digit <= 9; digit += 1) digits.set(numbers.format(digit), String(digit));
  const words = parts
    .filter((part) => part.type === 'literal')
    .map((part) => part.value.replace(SEPARATORS, ' ').trim().toLocaleLowerCase(locale))
    .filter((word) => word !== '');
  const found: Layout = { format, order, dayPeriods: am && pm && am !== pm ? { am, pm } : null, digits, words };
  layouts.set(key, found);
  return found;
}

/** A value; a date-time value may carry seconds (from an address), which the field leaves out. */
const VALUE = {
  'date-time': /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/,
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
} as const;

/** What an ISO value or a person may type as ISO ('2026-12-31 23:59', '2026-12-31T23:59:00'). */
const TYPED_ISO = {
  'date-time': /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/,
  date: /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
} as const;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The value for these numbers, or null when they name no real moment (the 31st of April, 24:00). */
function valueOf(kind: DateTextKind, year: number, month: number, day: number, hour = 0, minute = 0): string | null {
  if (year < 1000 || year > 9999 || hour > 23 || minute > 59) return null;
  const date = utc(year, month, day, hour, minute);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const calendarDay = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return kind === 'date' ? calendarDay : `${calendarDay}T${pad(hour)}:${pad(minute)}`;
}

/**
 * The text a field shows for a value: the value in the locale's numeric form, '' for '', and any
 * other value (what a person typed that names no date) unchanged, so that nothing typed is lost.
 */
export function formatDateText(value: string, kind: DateTextKind, locale: string): string {
  const match = VALUE[kind].exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number?, number?];
  if (valueOf(kind, year, month, day, hour, minute) === null) return value;
  return layout(kind, locale).format.format(utc(year, month, day, hour, minute));
}

/**
 * The value a person's text names, '' for a blank one, or null when it names no date. It reads the
 * locale's numeric form leniently (any separators, one-digit days and months, a two-digit year as
 * 20xx, the locale's digits, AM/PM where the locale writes them, a 24-hour time in any locale), and
 * ISO ('2026-12-31 23:59'), which a pasted or machine-written value is.
 */
export function parseDateText(text: string, kind: DateTextKind, locale: string): string | null {
  const { order, dayPeriods, digits, words: localeWords } = layout(kind, locale);
  // Latin digits, without the direction marks some locales write around numbers.
  let latin = '';
  for (const char of text.trim()) latin += digits.get(char) ?? char;
  latin = latin.replace(/[\u200e\u200f\u061c]/g, '');
  if (latin === '') return '';

  const iso = TYPED_ISO[kind].exec(latin);
  if (iso) {
    const [year, month, day, hour, minute] = iso.slice(1).map(Number) as [number, number, number, number?, number?];
    return valueOf(kind, year, month, day, hour, minute);
  }

  const numbers = latin.match(/\d+/g) ?? [];
  if (numbers.length !== order.length) return null;
  const read: Partial<Record<NumberPart, number>> = {};
  for (const [index, part] of order.entries()) {
    const written = numbers[index]!;
    if (part === 'year') {
      if (written.length !== 4 && written.length !== 2) return null;
      read.year = written.length === 2 ? 2000 + Number(written) : Number(written);
    } else {
      if (written.length > 2) return null;
      read[part] = Number(written);
    }
  }
  let hour = read.hour ?? 0;
  let words = ` ${latin.replace(SEPARATORS, ' ').toLocaleLowerCase(locale)} `;
  for (const word of localeWords) words = words.replace(` ${word} `, ' ');
  words = words.trim();
  const period = words === '' ? null : dayPeriodOf(words, dayPeriods);
  if (period === undefined) return null;
  if (period !== null) {
    if (kind === 'date' || hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (period === 'pm' ? 12 : 0);
  }
  return valueOf(kind, read.year!, read.month!, read.day!, hour, read.minute ?? 0);
}

/** 'am', 'pm', or undefined for words that are neither (the text then names no date). */
function dayPeriodOf(words: string, dayPeriods: Layout['dayPeriods']): 'am' | 'pm' | undefined {
  const compact = words.replace(/[\s.]/g, '');
  if (compact === 'am') return 'am';
  if (compact === 'pm') return 'pm';
  if (!dayPeriods) return undefined;
  if (words === dayPeriods.am || compact === dayPeriods.am.replace(/[\s.]/g, '')) return 'am';
  if (words === dayPeriods.pm || compact === dayPeriods.pm.replace(/[\s.]/g, '')) return 'pm';
  return undefined;
}

/** An example of what to type, the last minute of 2026 in the locale's form: '12/31/2026, 23:59'. */
export function dateTextExample(kind: DateTextKind, locale: string): string {
  return layout(kind, locale).format.format(utc(2026, 12, 31, 23, 59));
}
