import type { Activity } from '../../../../../api/activities.ts';
import { usnsApi } from '../../../../../api/usns.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import { instancePageKeys } from '../../queries.ts';
import { packageKeys } from '../packages/queries.ts';
import { usnKeys } from './queries.ts';
import { USN_TEXTS as T } from './texts.ts';

export interface UsnActionRequest {
  readonly instanceId: number;
  readonly usns: readonly string[];
  readonly openActivity: (activity: Activity) => void;
}

const what = (usns: readonly string[]) => (usns.length === 1 ? T.one(usns[0]!) : T.several(usns.length));

/** What a notice's packages change: its list, the instance's packages and upgrade counts, the activities. */
const changed = (instanceId: number) => [usnKeys.instance(instanceId), packageKeys.instance(instanceId), instancePageKeys.detail(instanceId), activityKeys.lists];

/** Upgrades the packages that fix the notices, on the instance being viewed (screens §4.5). */
export const upgradeUsnPackages: ServerAction<UsnActionRequest, Activity> = {
  run: ({ store }, { instanceId, usns }) => usnsApi.upgrade(store.api, instanceId, usns),
  invalidates: ({ instanceId }) => changed(instanceId),
  notice: (activity, { usns, openActivity }) => ({
    type: 'positive',
    title: T.notice.upgradedTitle,
    message: T.notice.upgradedMessage(what(usns)),
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};

/** Uninstalls the packages a notice affects (one notice: the API takes one). */
export const uninstallUsnPackages: ServerAction<UsnActionRequest, Activity> = {
  run: ({ store }, { instanceId, usns }) => usnsApi.remove(store.api, instanceId, usns[0]!),
  invalidates: ({ instanceId }) => changed(instanceId),
  notice: (activity, { usns, openActivity }) => ({
    type: 'positive',
    title: T.notice.uninstalledTitle,
    message: T.notice.uninstalledMessage(usns[0]!),
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};
