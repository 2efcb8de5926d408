/**
 * Wall-clock times in a time zone, and the UTC instants they stand for, with `Intl` alone: a
 * scheduled delivery is typed in the user's zone (the page's `time-zone`, else the browser's) and
 * sent as the matching UTC time (screens README: "times carry their zone").
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `instant`, as UTC milliseconds of the same reading. */
function wallClockAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']! % 24, parts['minute']!, parts['second']!);
}

/** The zone the page's times show in: `timeZone`, else the browser's. */
export function effectiveZone(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The UTC instant (milliseconds) of wall-clock `value` ('YYYY-MM-DDTHH:mm') in `timeZone`, or null
 * when it is not such a value. A time a clock change skips is read as after the change.
 */
export function zonedToUtc(value: string, timeZone: string): number | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const reading = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(reading);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the reading, then at the first guess (the two differ across a clock change).
  let instant = reading - (wallClockAt(reading, timeZone) - reading);
  instant = reading - (wallClockAt(instant, timeZone) - instant);
  return instant;
}

/** The wall clock ('YYYY-MM-DDTHH:mm') of UTC instant `instant` in `timeZone`. */
export function utcToZoned(instant: number, timeZone: string): string {
  return new Date(wallClockAt(instant, timeZone)).toISOString().slice(0, 16);
}

/** An instant as the API takes it: ISO 8601 in UTC, to the second ('2026-11-27T21:30:00Z'). */
export function apiTime(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}
