/** Timestamps as the API sends them: ISO 8601 in UTC, to the second (`2025-01-31T10:30:00Z`). */
export function iso(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
