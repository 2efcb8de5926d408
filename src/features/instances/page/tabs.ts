import type { Instance } from '../../../api/instances.ts';

/**
 * The instance page's tabs in their order (screens §4), each with the distributors it shows for. An
 * instance that has not reported its distribution yet shows the tabs that do not need one.
 */
export const INSTANCE_TABS = [
  'info',
  'wsl',
  'activities',
  'kernel',
  'security-issues',
  'packages',
  'snaps',
  'processes',
  'ubuntu-pro',
  'users',
  'hardware',
] as const;
export type InstanceTab = (typeof INSTANCE_TABS)[number];

const UBUNTU = 'Ubuntu';
const UBUNTU_CORE = 'Ubuntu Core';
const MICROSOFT = 'Microsoft';

const SHOWN_FOR: Readonly<Record<InstanceTab, (distributor: string | undefined) => boolean>> = {
  info: () => true,
  wsl: (distributor) => distributor === MICROSOFT,
  activities: () => true,
  kernel: (distributor) => distributor === UBUNTU,
  'security-issues': (distributor) => distributor === UBUNTU,
  packages: (distributor) => distributor === UBUNTU,
  snaps: (distributor) => distributor !== MICROSOFT,
  processes: (distributor) => distributor !== MICROSOFT,
  'ubuntu-pro': (distributor) => distributor === UBUNTU || distributor === UBUNTU_CORE || distributor === MICROSOFT,
  users: (distributor) => distributor !== UBUNTU_CORE && distributor !== MICROSOFT,
  hardware: (distributor) => distributor !== MICROSOFT,
};

/** The tabs the instance shows, in order. */
export function visibleTabs(instance: Pick<Instance, 'distribution_info'>): readonly InstanceTab[] {
  const distributor = instance.distribution_info?.distributor;
  return INSTANCE_TABS.filter((tab) => SHOWN_FOR[tab](distributor));
}

/** The tab an address or a `tab` property names, when the instance shows it; Info otherwise. */
export function shownTab(requested: string | null | undefined, visible: readonly InstanceTab[]): InstanceTab {
  return visible.find((tab) => tab === requested) ?? 'info';
}
