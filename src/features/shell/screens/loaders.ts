import type { ComponentType } from 'react';
import type { ScreenKey } from '../routes.ts';
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
  'security-profiles': () => import('../../security-profiles/SecurityProfilesScreen.tsx'),
  'identity-providers': () => import('../../identity-providers/IdentityProvidersScreen.tsx'),
  'org-general': () => import('../../org-settings/OrgSettingsScreen.tsx'),
};

const loading = new Map<ScreenKey, Promise<ScreenModule>>();
const loaded = new Map<ScreenKey, ComponentType<ScreenProps>>();

/** One download per screen, shared by preloadScreen and the screen's component; a failed one may retry. */
export function loadScreen(key: ScreenKey): Promise<ScreenModule> {
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[key]();
    promise.then(
      (module) => loaded.set(key, module.default),
      () => loading.delete(key),
    );
    loading.set(key, promise);
  }
  return promise;
}

/** A screen's component once its code is in (preloaded or shown before), so it renders without suspending. */
export const loadedScreen = (key: ScreenKey): ComponentType<ScreenProps> | undefined => loaded.get(key);

/**
 * Starts downloading a route's screen while the portal still waits for the user (`me`), so the
 * screen's code is not requested only once the route may render. A failure surfaces when it renders.
 */
export function preloadScreen(key: ScreenKey): void {
  loadScreen(key).catch(() => undefined);
}

