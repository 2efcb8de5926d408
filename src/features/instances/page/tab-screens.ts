import type { Instance } from '../../../api/instances.ts';
import { lazyScreen, type LazyComponent } from '../../../ui/lazy-screen.ts';
import type { InstanceTab } from './tabs.ts';

export interface TabProps {
  /** The instance whose page it is (a WSL instance's own, under its host). */
  readonly instance: Instance;
}

/**
 * The tabs besides Info, each in a file of its own loaded when the tab is first shown (with its
 * data). A tab the instance's distributor shows but that is not here is not offered.
 */
export const TAB_SCREENS: Partial<Record<InstanceTab, LazyComponent<TabProps>>> = {
  wsl: lazyScreen(() => import('./tabs/wsl/WslTab.tsx'), (module) => module.WslTab),
  activities: lazyScreen(() => import('./tabs/ActivitiesTab.tsx'), (module) => module.ActivitiesTab),
  kernel: lazyScreen(() => import('./tabs/kernel/KernelTab.tsx'), (module) => module.KernelTab),
  'security-issues': lazyScreen(() => import('./tabs/security-issues/SecurityIssuesTab.tsx'), (module) => module.SecurityIssuesTab),
  packages: lazyScreen(() => import('./tabs/packages/PackagesTab.tsx'), (module) => module.PackagesTab),
  snaps: lazyScreen(() => import('./tabs/snaps/SnapsTab.tsx'), (module) => module.SnapsTab),
  processes: lazyScreen(() => import('./tabs/processes/ProcessesTab.tsx'), (module) => module.ProcessesTab),
  users: lazyScreen(() => import('./tabs/users/UsersTab.tsx'), (module) => module.UsersTab),
  'ubuntu-pro': lazyScreen(() => import('./tabs/ubuntu-pro/UbuntuProTab.tsx'), (module) => module.UbuntuProTab),
  hardware: lazyScreen(() => import('./tabs/hardware/HardwareTab.tsx'), (module) => module.HardwareTab),
};
