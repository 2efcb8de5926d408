/**
 * The Timezone field's options (admin-account.md §5.3): every IANA zone the browser knows, and UTC,
 * labelled `(GMT ±HH:MM {abbr}) {name}` and ordered by offset, then name. Upstream copies a static table
 * of winter offsets (§5.6.4); here the offsets are the zones' own at `now`, from Intl, so summer time
 * shows as it is, and a zone added to the tz database appears without a release.
 *
 *   timeZoneOptions(new Date(), 'Europe/London')  // [{ value: 'Pacific/Midway', label: '(GMT -11:00 …) Pacific/Midway' }, …]
 */

export interface TimeZoneOption {
  readonly value: string;
  readonly label: string;
}

/** Minutes east of UTC from a `longOffset` name: `GMT-05:00` → -300, `GMT` → 0. */
export function offsetMinutes(longOffset: string): number {
  const match = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(longOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `±HH:MM` of an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

function zoneName(zone: string, style: 'longOffset' | 'short', now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    // A zone this browser does not know (the person's, from the server): no offset to show.
    return '';
  }
}

/** The zones the browser lists; UTC first among equals (Intl leaves it out of its list). */
function knownZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes('UTC') ? supported : [...supported, 'UTC'];
}

/** One option: its offset at `now` and its abbreviation where the zone has a letter one (`EST`, not `GMT-5`). */
function option(zone: string, now: Date): TimeZoneOption & { readonly offset: number } {
  const offset = offsetMinutes(zoneName(zone, 'longOffset', now));
  const short = zoneName(zone, 'short', now);
  const abbreviation = /^[A-Z]{2,5}$/.test(short) && short !== 'GMT' && short !== 'UTC' ? ` ${short}` : '';
  return { value: zone, offset, label: `(GMT ${formatOffset(offset)}${abbreviation}) ${zone}` };
}

/** Every zone's option at `now`, ordered by offset then name; `current` is among them even if the browser does not list it. */
export function timeZoneOptions(now: Date, current?: string): TimeZoneOption[] {
  const zones = knownZones();
  if (current && !zones.includes(current)) zones.push(current);
  return zones
    .map((zone) => option(zone, now))
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
}
