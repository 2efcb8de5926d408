/**
 * What the portal asks for as its element connects, before its own code (the Portal chunk) has
 * arrived or rendered (issue 12: the data does not wait behind the code): `me` and `about` (not on
 * handle-auth paths, SPEC §2), the route's screen code, and once the session's token is known the
 * sign-in methods the navigation decides on, its active profiles and the route's list as its screen
 * will ask for it. Each goes into the cache entry the shell or the screen reads, so neither asks
 * again. A small chunk of its own, loaded as the element connects; the list's code is the same small
 * chunk a lone widget of that list loads.
 */
import { loginMethodsQueryOptions } from '../auth/queries.ts';
import { authFetchPausedAtom } from '../../state/auth.ts';
import { prefetch, prefetchAbout, prefetchAuth, whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { normaliseBase, portalPath } from './base-path.ts';
import { matchPath } from './guards.ts';
import { HANDLE_AUTH_OIDC, HANDLE_AUTH_UBUNTU_ONE, LOGIN_ROUTE, type ScreenKey } from './routes.ts';
import { preloadScreen } from './screens/loaders.ts';

type RouteList = (store: PortalStore, search: string) => void;

/** The routes whose list starts before their screen, from the address's list state (`search`). */
const ROUTE_LISTS: Partial<Record<ScreenKey, () => Promise<RouteList>>> = {
  activities: () => import('../activities/activity-list-preload.ts').then((module) => module.preloadActivitiesRoute),
  instances: () => import('../instances/instance-list-preload.ts').then((module) => module.preloadInstancesRoute),
  'security-profiles': () => import('../security-profiles/profile-list-preload.ts').then((module) => module.preloadSecurityProfilesRoute),
};

/** Starts what the portal at portal path `path` (with the address's `search`) asks for first. */
function preloadRoute(store: PortalStore, path: string, search: string): void {
  const route = matchPath(path)?.route;
  // The sign-in page, a redirect or a page not found: only `me`, which every element asks for.
  if (!route) return;
  preloadScreen(route.screen);
  // The navigation's sign-in methods stand for the session (a 401 ends it): asked with its token.
  whenSignedIn(store, () => prefetch(store, loginMethodsQueryOptions(store)));
  // A failed download leaves the shell and the screen to ask for themselves.
  const ignore = () => undefined;
  import('../security-profiles/over-limit.ts').then((module) => module.preloadActiveProfiles(store), ignore);
  ROUTE_LISTS[route.screen]?.().then((preloadList) => preloadList(store, search), ignore);
}

/** Starts what the portal at the page's address asks for first (see above). */
export function preloadPortal(store: PortalStore, { basePath }: { readonly basePath?: string | undefined }): void {
  const path = portalPath(normaliseBase(basePath), window.location.pathname);
  // SPEC §2: the auth state is not fetched on handle-auth paths (the sign-in completes there).
  if (path === HANDLE_AUTH_OIDC || path === HANDLE_AUTH_UBUNTU_ONE) {
    store.jotai.set(authFetchPausedAtom, true);
    return;
  }
  prefetchAuth(store);
  // The sign-in page asks for its own (the sign-in methods, as it renders).
  if (path === null || path === LOGIN_ROUTE) return;
  prefetchAbout(store);
  preloadRoute(store, path, window.location.search);
}
