import { ActivitiesView } from '../../../activities/ActivitiesView.tsx';
import { useAllowedValues } from '../../../activities/ActivitiesScreen.tsx';
import { activityListParams } from '../../../activities/activity-list.ts';
import { useTabListState } from '../tab-state.tsx';
import type { TabProps } from '../tab-screens.ts';

/**
 * The activities screen's body for this instance (no Instance column). Its list state is kept
 * where the page keeps its tab: in the address beside it on the portal, as on the activities
 * screen, so a reload or Back shows the same list.
 */
export function ActivitiesTab({ instance }: TabProps) {
  const list = useTabListState(activityListParams, useAllowedValues());
  return <ActivitiesView list={list} instanceId={instance.id} />;
}
