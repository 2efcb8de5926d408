import type { Activity } from '../../api/activities.ts';
import { displayName } from '../../lib/display-name.ts';
import { ACTIVITY_TEXTS } from './texts.ts';
import dayjs from 'dayjs';

/** SPEC §9 date format for the table and details: 'MMM DD, YYYY, HH:mm'. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD, YYYY, HH:mm') : null;
}

/** An activity's name: its summary, or "Activity {id}" when the summary shows nothing. */
export function activityName(activity: Pick<Activity, 'id' | 'summary'>): string {
  return displayName(activity.summary, ACTIVITY_TEXTS.unnamed(activity.id));
}
