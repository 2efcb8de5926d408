import type { Activity } from '../../api/activities.ts';
import { displayName } from '../../lib/display-name.ts';
import { ACTIVITY_TEXTS } from './texts.ts';

/** An activity's name: its summary, or "Activity {id}" when the summary shows nothing. */
export function activityName(activity: Pick<Activity, 'id' | 'summary'>): string {
  return displayName(activity.summary, ACTIVITY_TEXTS.unnamed(activity.id));
}
