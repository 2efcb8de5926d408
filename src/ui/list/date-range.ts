import { LIST_TEXTS as T } from './texts.ts';

/** A `datetime-local` value: 'YYYY-MM-DDTHH:mm', optionally with seconds and milliseconds. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** The local time a value names, or null when it is not a real date (Date itself accepts '02-30'). */
export function parseDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? 0);
  const date = new Date(year, month - 1, day, hour, minute, second);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? date : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A value for a `datetime-local` field. Values already in that form stay as they are; another ISO
 * 8601 value the address may hold ('2024-05-01', '2024-05-01T09:30:00Z') becomes the same moment in
 * local time, to the minute; anything else is returned unchanged (and then reported as invalid).
 */
export function toDateTimeLocal(value: string): string {
  if (value === '' || parseDateTime(value)) return value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : null;
  if (dateOnly) return parseDateTime(dateOnly) ? dateOnly : value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface DateRangeInput {
  /** A datetime-local value, '' for none, or typed text that names no date. */
  readonly from: string;
  readonly to: string;
}

export interface DateRangeErrors {
  readonly from?: string;
  readonly to?: string;
}

/** SPEC §5: each set value must be a date; with From set, To must not be earlier (equal is fine). */
export function validateDateRange({ from, to }: DateRangeInput): DateRangeErrors {
  const fromDate = from === '' ? null : parseDateTime(from);
  const toDate = to === '' ? null : parseDateTime(to);
  const errors: { from?: string; to?: string } = {};
  if (from !== '' && !fromDate) errors.from = T.invalidDate;
  if (to !== '' && !toDate) errors.to = T.invalidDate;
  else if (fromDate && toDate && toDate.getTime() < fromDate.getTime()) errors.to = T.toBeforeFrom;
  return errors;
}

export const hasErrors = (errors: DateRangeErrors): boolean => Boolean(errors.from || errors.to);
