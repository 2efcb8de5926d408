import type { ComponentType } from 'react';
import type { ScreenKey } from '../routes.ts';
import { componentLoader, type ComponentLoader } from '../../../ui/component-loader.ts';
import type { ScreenProps } from './types.ts';

export type ScreenModule = { readonly default: ComponentType<ScreenProps> };

const named = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>) => () =>
  load().then((module): ScreenModule => ({ default: pick(module) }));

/** Each screen is its own chunk in the ESM build, loaded when its route is first shown or preloaded. */
export const LOADERS: Readonly<Record<ScreenKey, () => Promise<ScreenModule>>> = {
  unavailable: named(() => import('./UnavailableScreen.tsx'), (module) => module.UnavailableScreen),
  hub: named(() => import('./HubScreen.tsx'), (module) => module.HubScreen),
  'env-error': named(() => import('./EnvErrorScreen.tsx'), (module) => module.EnvErrorScreen),
  overview: () => import('../../overview/OverviewScreen.tsx'),
  instances: () => import('../../instances/InstancesScreen.tsx'),
  instance: () => import('../../instances/page/InstancePage.tsx'),
  activities: () => import('../../activities/ActivitiesScreen.tsx'),
  'events-log': () => import('../../events-log/EventsLogScreen.tsx'),
  scripts: () => import('../../scripts/ScriptsScreen.tsx'),
  'security-profiles': () => import('../../security-profiles/SecurityProfilesScreen.tsx'),
  'removal-profiles': () => import('../../removal-profiles/RemovalProfilesScreen.tsx'),
  'upgrade-profiles': () => import('../../upgrade-profiles/UpgradeProfilesScreen.tsx'),
  'reboot-profiles': () => import('../../reboot-profiles/RebootProfilesScreen.tsx'),
  'repository-profiles': () => import('../../repository-profiles/RepositoryProfilesScreen.tsx'),
  alerts: () => import('../../alerts/AlertsScreen.tsx'),
  'alert-subscriptions': () => import('../../alerts/subscriptions/AlertSubscriptionsScreen.tsx'),
  'account-general': () => import('../../account/general/AccountGeneralScreen.tsx'),
  'api-credentials': () => import('../../account/credentials/ApiCredentialsScreen.tsx'),
  roles: () => import('../../roles/RolesScreen.tsx'),
  administrators: () => import('../../administrators/AdministratorsScreen.tsx'),
  'package-profiles': () => import('../../package-profiles/PackageProfilesScreen.tsx'),
  'wsl-profiles': () => import('../../wsl-profiles/WslProfilesScreen.tsx'),
  'identity-providers': () => import('../../identity-providers/IdentityProvidersScreen.tsx'),
  'org-general': () => import('../../org-settings/OrgSettingsScreen.tsx'),
  'access-groups': () => import('../../access-groups/AccessGroupsScreen.tsx'),
};

/** One download per screen, shared by preloadScreen and the screen's component; a failed one may retry. */
export const SCREEN_LOADERS = Object.fromEntries(
  (Object.keys(LOADERS) as ScreenKey[]).map((key) => [key, componentLoader(() => LOADERS[key]().then((module) => module.default))]),
) as Readonly<Record<ScreenKey, ComponentLoader<ScreenProps>>>;

/**
 * Starts downloading a route's screen while the portal still waits for the user (`me`), so the
 * screen's code is not requested only once the route may render. A failure surfaces when it renders.
 */
export function preloadScreen(key: ScreenKey): void {
  SCREEN_LOADERS[key].start().catch(() => undefined);
}

