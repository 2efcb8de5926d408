/**
 * Dates and times as the user reads them (SPEC §9 "Date formats"). English locales see SPEC's
 * formats exactly ('MMM D, YYYY'; 'MMM DD, YYYY, HH:mm'); any other locale sees the same fields
 * (short month, day, year, hour and minute) in its own order and its own hour cycle, through
 * `Intl.DateTimeFormat`. A time carries the short name of its time zone ('UTC', 'GMT+1', 'MEZ').
 * Display only: what the API reads and writes (API.md's YYYY-MM-DD…) is never formatted here.
 */

/** How dates show: a BCP 47 locale, and an IANA time zone (absent: the browser's). */
export interface DateDisplay {
  readonly locale: string;
  readonly timeZone?: string | undefined;
}

export type DateInput = string | number | Date | null | undefined;

export interface DateTimeOptions {
  /** Append the time zone's short name (default true). */
  readonly zone?: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD (no time, no zone): it names the same day in every zone. */
const isDateOnly = (value: DateInput): value is string => typeof value === 'string' && DATE_ONLY.test(value);

/** The moment a value names, or null when it is absent or not a date. */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (isDateOnly(value)) {
    const [, year, month, day] = DATE_ONLY.exec(value)!;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    return date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1 ? date : null;
  }
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The value as `<time datetime>` takes it (YYYY-MM-DD for a calendar day), or null when not a date. */
export function machineDate(value: DateInput): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return isDateOnly(value) ? value : date.toISOString();
}

/** `en`, `en-US`, `en-GB`…: SPEC's formats. */
export function isEnglish(locale: string): boolean {
  return /^en(-|$)/i.test(locale);
}

/** A locale Intl accepts, canonical ('de-de' → 'de-DE'), or undefined. */
export function validLocale(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/** An IANA time zone Intl knows, or undefined. */
export function validTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The user's preferred language (the browser's first), or 'en-US' where there is no browser. */
export function browserLocale(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return validLocale(nav?.languages?.[0] ?? nav?.language) ?? 'en-US';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(format: Intl.DateTimeFormat, date: Date): Parts {
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A calendar day: 'Nov 5, 2026' in English, e.g. '5. Nov. 2026' in German; null when not a date. */
export function formatDate(value: DateInput, display: DateDisplay): string | null {
  const date = parseDate(value);
  if (!date) return null;
  // A written day is that day wherever the reader is; a moment is the day it is in their zone.
  const timeZone = isDateOnly(value) ? 'UTC' : display.timeZone;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) };
  if (!isEnglish(display.locale)) return formatter(display.locale, options).format(date);
  const { month, day, year } = partsOf(formatter('en-US', options), date);
  return `${month} ${day}, ${year}`;
}

/**
 * A moment: 'Nov 05, 2026, 14:05 UTC' in English (SPEC's 'MMM DD, YYYY, HH:mm' and the zone), e.g.
 * '05. Nov. 2026, 15:05 MEZ' in German (the locale's order and hour cycle); null when not a date.
 */
export function formatDateTime(value: DateInput, display: DateDisplay, options: DateTimeOptions = {}): string | null {
  const date = parseDate(value);
  if (!date) return null;
  const zone = options.zone ?? true;
  const fields: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(zone ? { timeZoneName: 'short' } : {}),
    ...(display.timeZone ? { timeZone: display.timeZone } : {}),
  };
  if (!isEnglish(display.locale)) return formatter(display.locale, fields).format(date);
  const parts = partsOf(formatter('en-US', { ...fields, hourCycle: 'h23' }), date);
  const text = `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute}`;
  return zone ? `${text} ${parts.timeZoneName}` : text;
}
