/**
 * CSV as RFC 4180 writes it: a field holding a comma, a double quote or a line break is quoted, its
 * quotes doubled; any other field as it is.
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records as CSV text: fields separated by commas, records ended by CRLF (the last one too). */
export function csvText(records: readonly (readonly string[])[]): string {
  return records.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** A file name's time: the UTC time of `now` as YYYY-MM-DDTHH mm ssZ (no colons, which file systems refuse). */
export function fileStamp(now: Date): string {
  return `${now.toISOString().slice(0, 19).replaceAll(':', ' ')}Z`;
}
