import { defineListParams, option, type ListParamsOf } from '../../../lib/list-params.ts';
import { activityListParams } from '../../activities/activity-list.ts';

/** The page's tabs; Info is the default and is not written in the address. */
export const INSTANCE_TABS = ['info', 'activities'] as const;
export type InstanceTab = (typeof INSTANCE_TABS)[number];

/**
 * What the instance page keeps in the address (SPEC §2): the tab (`tab=activities`), and on the
 * Activities tab the activities list's own parameters, so a reload or Back shows the same filtered
 * list. Off that tab they are dropped: the address only ever says what is shown.
 */
export const instancePageParams = defineListParams(
  {
    tab: option({ values: ['activities'] }),
    ...activityListParams.specs,
  },
  { rules: [(params, defaults) => (params.tab === 'activities' ? params : { ...defaults })] },
);

export type InstancePageState = ListParamsOf<typeof instancePageParams>;

export const tabOf = (params: Pick<InstancePageState, 'tab'>): InstanceTab => (params.tab === 'activities' ? 'activities' : 'info');

/** The change that shows a tab (back to Info, the rule above resets the activities list). */
export const showTab = (tab: InstanceTab): Partial<InstancePageState> => ({ tab: tab === 'activities' ? 'activities' : '' });
