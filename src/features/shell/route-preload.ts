/**
 * The portal route's own requests, loaded beside `me` (preload.ts) so that the portal's entry stays
 * small: the sign-in methods the navigation decides on, the route's screen code, and, once the
 * session's token is known, the navigation's active profiles and the route's list as its screen will
 * ask for it. Each goes into the cache entry the shell or the screen reads, so neither asks again.
 */
import { preloadActivitiesRoute } from '../activities/activity-list-preload.ts';
import { loginMethodsQueryOptions } from '../auth/queries.ts';
import { preloadInstancesRoute } from '../instances/instance-list-preload.ts';
import { preloadActiveProfiles, preloadSecurityProfilesRoute } from '../security-profiles/profile-list-preload.ts';
import { prefetch, whenSignedIn, type Session } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { matchPath } from './guards.ts';
import type { ScreenKey } from './routes.ts';
import { preloadScreen } from './screens/index.ts';

/** The routes whose list starts before their screen: the address's list state (`search`) as the screen decodes it. */
const ROUTE_LISTS: Partial<Record<ScreenKey, (store: PortalStore, session: Session, search: string) => void>> = {
  activities: preloadActivitiesRoute,
  instances: preloadInstancesRoute,
  'security-profiles': preloadSecurityProfilesRoute,
};

/** Starts what the portal at portal path `path` (with the address's `search`) asks for first. */
export function preloadRoute(store: PortalStore, path: string, search: string): void {
  const route = matchPath(path)?.route;
  // The sign-in page, a redirect or a page not found: only `me`, which every element asks for.
  if (!route) return;
  preloadScreen(route.screen);
  prefetch(store, loginMethodsQueryOptions(store));
  whenSignedIn(store, (session) => {
    preloadActiveProfiles(store, session);
    ROUTE_LISTS[route.screen]?.(store, session, search);
  });
}
