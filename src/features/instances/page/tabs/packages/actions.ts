import type { Activity } from '../../../../../api/activities.ts';
import { packagesApi, type Delivery, type Package } from '../../../../../api/packages.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import { instancePageKeys } from '../../queries.ts';
import type { PackageActionId } from './packages.ts';
import { packageKeys } from './queries.ts';
import { PACKAGE_TEXTS as T } from './texts.ts';

export interface PackageActionRequest {
  readonly action: PackageActionId;
  readonly instanceId: number;
  /** The packages it applies to (see `applicable`). */
  readonly packages: readonly Pick<Package, 'id' | 'name'>[];
  readonly delivery: Delivery;
  /** Downgrade only: the version to go back to. */
  readonly version?: string;
  /** The notice's "Details": the queued activity in the side panel (a hook's, so passed in). */
  readonly openActivity: (activity: Activity) => void;
}

function send(api: Parameters<typeof packagesApi.act>[0], { action, instanceId, packages, delivery, version }: PackageActionRequest): Promise<Activity> {
  switch (action) {
    case 'upgrade':
      return packagesApi.upgrade(
        api,
        instanceId,
        packages.map((pkg) => pkg.name),
        delivery,
      );
    case 'downgrade':
      return packagesApi.downgrade(api, instanceId, packages[0]!.name, version ?? '');
    default:
      return packagesApi.act(
        api,
        action,
        instanceId,
        packages.map((pkg) => pkg.id),
        delivery,
      );
  }
}

const TITLES = { hold: T.notice.held, unhold: T.notice.unheld, upgrade: T.notice.upgraded, downgrade: T.notice.downgraded, remove: T.notice.removed } as const;

/**
 * Upgrade, downgrade, hold, unhold or uninstall packages of the instance being viewed (screens
 * §4.1): the server queues an activity; the notice says what will happen and opens it. The
 * instance's packages, its page (its upgrade counts and alerts) and the activity lists refetch.
 */
export const packageAction: ServerAction<PackageActionRequest, Activity> = {
  run: ({ store }, request) => send(store.api, request),
  invalidates: ({ instanceId }) => [packageKeys.instance(instanceId), instancePageKeys.detail(instanceId), activityKeys.lists],
  notice: (activity, { action, packages, version, openActivity }) => {
    const count = packages.length;
    const what = T.notice.what(count, packages[0]?.name ?? '');
    const outcome = action === 'downgrade' ? T.notice.outcomes.downgrade(version ?? '') : T.notice.outcomes[action](count);
    return {
      type: 'positive',
      title: TITLES[action](what),
      message: T.notice.message(what, count, outcome),
      actions: [{ label: T.notice.details, onClick: () => openActivity(activity) }],
    };
  },
};

export interface InstallRequest {
  readonly instanceId: number;
  readonly packages: readonly Pick<Package, 'id' | 'name'>[];
  readonly delivery: Delivery;
  readonly openActivity: (activity: Activity) => void;
}

/** Installs packages the instance does not have yet. */
export const installPackages: ServerAction<InstallRequest, Activity> = {
  run: ({ store }, { instanceId, packages, delivery }) =>
    packagesApi.act(
      store.api,
      'install',
      instanceId,
      packages.map((pkg) => pkg.id),
      delivery,
    ),
  invalidates: ({ instanceId }) => [packageKeys.instance(instanceId), instancePageKeys.detail(instanceId), activityKeys.lists],
  notice: (activity, { packages, openActivity }) => ({
    type: 'positive',
    title: T.notice.installed(packages.length, packages[0]?.name ?? ''),
    message: T.notice.installedMessage(packages.length, packages[0]?.name ?? ''),
    actions: [{ label: T.notice.details, onClick: () => openActivity(activity) }],
  }),
};
