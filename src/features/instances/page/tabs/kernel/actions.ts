import type { Activity } from '../../../../../api/activities.ts';
import { kernelApi, type Kernel } from '../../../../../api/kernel.ts';
import type { Delivery } from '../../../../../api/packages.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import { instancePageKeys } from '../../queries.ts';
import { kernelKeys } from './queries.ts';
import { KERNEL_TEXTS as T } from './texts.ts';

export interface KernelChangeRequest {
  readonly direction: 'upgrade' | 'downgrade';
  readonly instance: { readonly id: number; readonly name: string };
  readonly kernel: Pick<Kernel, 'id'>;
  readonly restart: boolean;
  readonly delivery: Delivery;
  readonly openActivity: (activity: Activity) => void;
}

const changed = (instanceId: number) => [kernelKeys.instance(instanceId), instancePageKeys.detail(instanceId), activityKeys.lists];

/** Upgrades or downgrades the kernel of the instance being viewed, restarting it after or not (screens §4.4). */
export const changeKernel: ServerAction<KernelChangeRequest, Activity> = {
  run: ({ store }, { direction, instance, kernel, restart, delivery }) =>
    kernelApi.change(store.api, direction, instance.id, { kernel_package_id: kernel.id, reboot_after: restart, ...delivery }),
  invalidates: ({ instance }) => changed(instance.id),
  notice: (activity, { direction, instance, restart, openActivity }) => ({
    type: 'positive',
    title: direction === 'upgrade' ? T.notice.upgraded(instance.name) : T.notice.downgraded(instance.name),
    message:
      direction === 'upgrade'
        ? restart
          ? T.notice.withRestart
          : T.notice.withoutRestart
        : restart
          ? T.notice.downgradeWithRestart
          : T.notice.downgradeWithoutRestart,
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};

export interface RestartRequest {
  readonly instance: { readonly id: number; readonly name: string };
  readonly delivery: Delivery;
  readonly openActivity: (activity: Activity) => void;
}

/** Restarts the instance being viewed (screens §4.4 "Restart instance"). */
export const restartInstance: ServerAction<RestartRequest, Activity> = {
  run: ({ store }, { instance, delivery }) => kernelApi.restart(store.api, instance.id, delivery),
  invalidates: ({ instance }) => changed(instance.id),
  notice: (activity, { instance, openActivity }) => ({
    type: 'positive',
    title: T.notice.restarted(instance.name),
    message: T.notice.restartedMessage(instance.name),
    actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
  }),
};
