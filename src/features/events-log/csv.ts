import type { EventLogEntry } from '../../api/events.ts';
import { csvText } from '../../lib/csv.ts';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** An event's fields in upstream's column order: creation time, person id and name, entity type, id and name, message. */
export function eventRecord(event: EventLogEntry): string[] {
  return [
    event.creation_time,
    text(event.person_id),
    text(event.person_name),
    text(event.entity_type),
    text(event.entity_id),
    text(event.entity_name),
    text(event.message),
  ];
}

/** The events log as one CSV file: the header row, then each event. */
export function eventsCsv(header: readonly string[], events: readonly EventLogEntry[]): string {
  return csvText([header, ...events.map(eventRecord)]);
}
