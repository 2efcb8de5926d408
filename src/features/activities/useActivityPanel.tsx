import type { Activity } from '../../api/activities.ts';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { useStableCallback } from '../../ui/stable-callback.ts';
import { ActivityDetails } from './ActivityDetails.tsx';
import { activityName } from './format.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

/**
 * Opens an activity's details in the side panel: a row of the activities list, or the activity an
 * action just queued (its notice's "View details").
 */
export function useActivityPanel(): (activity: Activity) => void {
  const sidePanel = useSidePanel();
  return useStableCallback((activity: Activity) => {
    sidePanel.open({
      key: `activity-${activity.id}`,
      title: activityName(activity),
      subtitle: T.details.subtitle(activity.id, activity.type),
      body: <ActivityDetails id={activity.id} placeholder={activity} />,
    });
  });
}
