import { useAtomValue } from 'jotai/react';
import { formatDate, formatDateTime, machineDate, type DateDisplay, type DateInput } from '../../lib/dates.ts';
import { dateDisplayAtom } from '../../state/locale.ts';
import { UI_TEXTS } from '../texts.ts';

/** How this element's store shows dates (the root's `locale`, else the browser's language). */
export const useDateDisplay = (): DateDisplay => useAtomValue(dateDisplayAtom);

export interface DateTimeProps {
  readonly value: DateInput;
  /** 'date-time' (default): SPEC's 'MMM DD, YYYY, HH:mm' and the zone; 'date': 'MMM D, YYYY'. */
  readonly kind?: 'date-time' | 'date';
  /** Shows the moment in this zone instead (server times kept in UTC). */
  readonly timeZone?: string;
  /** Append the zone's short name (default true). */
  readonly zone?: boolean;
}

/** A date or moment in the user's locale inside `<time datetime>`, or '---' when there is none. */
export function DateTime({ value, kind = 'date-time', timeZone, zone = true }: DateTimeProps) {
  const display = useDateDisplay();
  const shown = timeZone ? { ...display, timeZone } : display;
  const text = kind === 'date' ? formatDate(value, shown) : formatDateTime(value, shown, { zone });
  const machine = machineDate(value);
  return text === null || machine === null ? <>{UI_TEXTS.empty}</> : <time dateTime={machine}>{text}</time>;
}
