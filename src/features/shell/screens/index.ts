import { lazyComponent, type LazyComponent } from '../../../ui/lazy-screen.ts';
import type { ScreenKey } from '../routes.ts';
import { LOADERS, SCREEN_LOADERS } from './loaders.ts';
import type { ScreenProps } from './types.ts';

/** Each route's screen: rendered at once when preloaded, else suspending until its code is in. */
export const SCREENS = Object.fromEntries(
  // `ready` lets the portal show a plain 'Loading...' until the code is in (WhenLoaded), not a Suspense fallback.
  (Object.keys(LOADERS) as ScreenKey[]).map((key) => [key, lazyComponent(SCREEN_LOADERS[key])]),
) as Readonly<Record<ScreenKey, LazyComponent<ScreenProps>>>;

export { preloadScreen } from './loaders.ts';
export { NotFoundScreen } from './NotFoundScreen.tsx';
export { LoadingScreen, RedirectingScreen } from '../../../ui/placeholders.tsx';
export { openClassicDashboard } from './classic-dashboard.ts';
export type { ScreenProps } from './types.ts';
