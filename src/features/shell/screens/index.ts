import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey } from '../routes.ts';
import { LOADERS, loadScreen } from './loaders.ts';
import type { ScreenProps } from './types.ts';

export const SCREENS = Object.fromEntries(
  (Object.keys(LOADERS) as ScreenKey[]).map((key) => [key, lazy(() => loadScreen(key))]),
) as Readonly<Record<ScreenKey, LazyExoticComponent<ComponentType<ScreenProps>>>>;

export { preloadScreen } from './loaders.ts';
export { NotFoundScreen } from './NotFoundScreen.tsx';
export { LoadingScreen, RedirectingScreen } from '../../../ui/placeholders.tsx';
export { openClassicDashboard } from './classic-dashboard.ts';
export type { ScreenProps } from './types.ts';
