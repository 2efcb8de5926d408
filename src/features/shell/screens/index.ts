import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey } from '../routes.ts';
import type { ScreenProps } from './types.ts';

/** Each screen is its own chunk in the ESM build, loaded when its route is first shown. */
const unavailable = lazy(() => import('./UnavailableScreen.tsx').then((module) => ({ default: module.UnavailableScreen })));

export const SCREENS: Readonly<Record<ScreenKey, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  unavailable,
  hub: lazy(() => import('./HubScreen.tsx').then((module) => ({ default: module.HubScreen }))),
  'env-error': lazy(() => import('./EnvErrorScreen.tsx').then((module) => ({ default: module.EnvErrorScreen }))),
  overview: lazy(() => import('../../overview/OverviewScreen.tsx')),
  instances: lazy(() => import('../../instances/InstancesScreen.tsx')),
  instance: lazy(() => import('../../instances/page/InstancePage.tsx')),
  activities: lazy(() => import('../../activities/ActivitiesScreen.tsx')),
  'security-profiles': lazy(() => import('../../security-profiles/SecurityProfilesScreen.tsx')),
  'identity-providers': lazy(() => import('../../identity-providers/IdentityProvidersScreen.tsx')),
  'org-general': lazy(() => import('../../org-settings/OrgSettingsScreen.tsx')),
};

export { NotFoundScreen } from './NotFoundScreen.tsx';
export { LoadingScreen, RedirectingScreen } from '../../../ui/placeholders.tsx';
export { openClassicDashboard } from './classic-dashboard.ts';
export type { ScreenProps } from './types.ts';
