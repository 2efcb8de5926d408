import dayjs from 'dayjs';

/** SPEC §9 date format for the table and details: 'MMM DD, YYYY, HH:mm'. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD, YYYY, HH:mm') : null;
}
