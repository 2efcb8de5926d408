import type { Activity } from '../../../../../api/activities.ts';
import { snapsApi, type SnapDelivery, type SnapTarget } from '../../../../../api/snaps.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import type { SnapActionId } from './snap-list.ts';
import { snapKeys } from './queries.ts';
import { SNAP_TEXTS as T } from './texts.ts';

export interface SnapActionRequest {
  readonly action: SnapActionId | 'install';
  readonly instanceId: number;
  readonly snaps: readonly SnapTarget[];
  readonly delivery: SnapDelivery;
  readonly openActivity: (activity: Activity) => void;
}

/**
 * Installs, uninstalls, refreshes, holds, unholds or switches snaps of the instance being viewed
 * (screens §4.2), and waits for the server before saying so (upstream does not wait: its notice
 * shows before the request ends, and errors never show). A switch is a refresh to another channel.
 */
export const snapAction: ServerAction<SnapActionRequest, Activity> = {
  run: ({ store }, { action, instanceId, snaps, delivery }) => snapsApi.act(store.api, action === 'switch' ? 'refresh' : action, instanceId, snaps, delivery),
  invalidates: ({ instanceId }) => [snapKeys.instance(instanceId), activityKeys.lists],
  notice: (activity, { action, snaps, openActivity }) => ({
    type: 'positive',
    title:
      action === 'install'
        ? T.notice.installed(snaps.length, snaps[0]?.name ?? '')
        : T.notice.title(T.notice.what(snaps.length, snaps[0]?.name ?? ''), T.notice.verbs[action]),
    message: snaps.length === 1 ? T.notice.queuedOne : T.notice.queuedMany,
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};
