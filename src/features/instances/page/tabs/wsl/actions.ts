import type { Activity } from '../../../../../api/activities.ts';
import { instanceActionsApi } from '../../../../../api/instance-actions.ts';
import { wslApi, type NewWslInstance } from '../../../../../api/wsl.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import { instanceName } from '../../instance-page.ts';
import { WSL_TEXTS as T } from './texts.ts';

export interface WslChild {
  readonly id: number;
  readonly title?: string;
  readonly hostname?: string;
}

interface ChildrenRequest {
  readonly hostId: number;
  readonly children: readonly WslChild[];
  readonly openActivity: (activity: Activity) => void;
}

const name = (children: readonly WslChild[]) => (children.length === 1 ? instanceName(children[0]!) : T.several(children.length));

/** What a change of a host's WSL instances makes stale: every instance query (the host's page, lists), the activities. */
const changed = () => [['instances'] as const, activityKeys.lists];

/** Makes a WSL instance the host's default (legacy SetDefaultChildComputer). */
export const setDefaultChild: ServerAction<ChildrenRequest, Activity> = {
  run: ({ store }, { hostId, children }) => wslApi.setDefault(store.api, hostId, children[0]!.id),
  invalidates: changed,
  notice: (activity, { children, openActivity }) => ({
    type: 'positive',
    title: T.notice.setDefault(instanceName(children[0]!)),
    message: T.notice.setDefaultMessage(instanceName(children[0]!)),
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};

/** Deletes WSL instances from the host and from Landscape (legacy DeleteChildComputers). */
export const deleteChildren: ServerAction<ChildrenRequest, Activity> = {
  run: ({ store }, { children }) => instanceActionsApi.deleteChildren(store.api, children.map((child) => child.id)),
  invalidates: changed,
  notice: (activity, { children, openActivity }) => ({
    type: 'positive',
    title: T.notice.deleted(name(children)),
    message: T.notice.deletedMessage(name(children)),
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};

/** Removes WSL instances from Landscape; they stay on the host (legacy RemoveComputers). */
export const removeChildren: ServerAction<Omit<ChildrenRequest, 'openActivity'>, unknown> = {
  run: ({ store }, { children }) => instanceActionsApi.remove(store.api, children.map((child) => child.id)),
  invalidates: changed,
  notice: (_removed, { children }) => ({ type: 'positive', title: T.notice.removed(name(children)), message: T.notice.removedMessage(name(children)) }),
};

export interface InstallRequest {
  readonly hostId: number;
  readonly instance: NewWslInstance;
  readonly openActivity: (activity: Activity) => void;
}

/** Installs a WSL instance on the Windows host being viewed. */
export const installChild: ServerAction<InstallRequest, Activity> = {
  run: ({ store }, { hostId, instance }) => wslApi.install(store.api, hostId, instance),
  invalidates: changed,
  notice: (activity, { openActivity }) => ({
    type: 'positive',
    title: T.notice.installed,
    message: T.notice.installedMessage,
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};
