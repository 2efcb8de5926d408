/**
 * What the portal asks for as its element connects, before its shell has rendered (issue 12: the
 * data does not wait behind the code): `me` (not on handle-auth paths, SPEC §2), the route's screen
 * code, `about` and the sign-in methods where the route or its navigation group decide on them, and
 * once the session's token is known the navigation's active profiles and the route's list as its
 * screen will ask for it. Each goes into the cache entry the shell or the screen reads, so neither
 * asks again. In landscape-portal.js itself; a route's list code is the small chunk a lone widget of
 * that list loads.
 */
import { loginMethodsQueryOptions } from '../auth/queries.ts';
// In core with the navigation's badge, which reads it: no file of its own to wait for.
import { preloadActiveProfiles } from '../security-profiles/over-limit.ts';
import { authFetchPausedAtom } from '../../state/auth.ts';
import { prefetch, prefetchAbout, prefetchAuth, whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { normaliseBase, portalPath } from './base-path.ts';
import { currentGroup, guardCallsFor, matchPath, shownRequirements } from './guards.ts';
import { HANDLE_AUTH_OIDC, HANDLE_AUTH_UBUNTU_ONE, LOGIN_ROUTE, type ScreenKey } from './routes.ts';
import { preloadLoginScreen } from './LoginPage.tsx';
import { preloadScreen } from './screens/loaders.ts';

type RouteList = (store: PortalStore, search: string) => void;

/** The routes whose list starts before their screen, from the address's list state (`search`). */
const ROUTE_LISTS: Partial<Record<ScreenKey, () => Promise<RouteList>>> = {
  activities: () => import('../activities/activity-list-preload.ts').then((module) => module.preloadActivitiesRoute),
  'events-log': () => import('../events-log/event-list-preload.ts').then((module) => module.preloadEventsLogRoute),
  instances: () => import('../instances/instance-list-preload.ts').then((module) => module.preloadInstancesRoute),
  scripts: () => import('../scripts/script-list-preload.ts').then((module) => module.preloadScriptsRoute),
  'security-profiles': () => import('../security-profiles/profile-list-preload.ts').then((module) => module.preloadSecurityProfilesRoute),
  'removal-profiles': () => import('../removal-profiles/removal-profile-list-preload.ts').then((module) => module.preloadRemovalProfiles),
  'upgrade-profiles': () => import('../upgrade-profiles/upgrade-profile-list-preload.ts').then((module) => module.preloadUpgradeProfiles),
  'reboot-profiles': () => import('../reboot-profiles/reboot-profile-list-preload.ts').then((module) => module.preloadRebootProfiles),
  'repository-profiles': () => import('../repository-profiles/repository-profile-list-preload.ts').then((module) => module.preloadRepositoryProfiles),
  'package-profiles': () => import('../package-profiles/package-profile-list-preload.ts').then((module) => module.preloadPackageProfiles),
  'wsl-profiles': () => import('../wsl-profiles/wsl-profile-list-preload.ts').then((module) => module.preloadWslProfiles),
};

/** Starts what the portal at portal path `path` (with the address's `search`) asks for first. */
function preloadRoute(store: PortalStore, path: string, search: string): void {
  const route = matchPath(path)?.route;
  // The sign-in page, a redirect or a page not found: only `me`, which every element asks for.
  if (!route) return;
  preloadScreen(route.screen);
  // The guard calls the route and the navigation's open group decide on, as the shell will ask for
  // them (access.ts): `about` at once, the sign-in methods once the user's features say they count
  // (they stand for the session, a 401 ends it: asked with its token).
  const group = currentGroup(path);
  const requirements = [route.requires, ...shownRequirements((label) => label === group)];
  if (guardCallsFor(requirements, {}).has('about')) prefetchAbout(store);
  whenSignedIn(store, ({ features }) => {
    if (guardCallsFor(requirements, features).has('login-methods')) prefetch(store, loginMethodsQueryOptions(store));
  });
  preloadActiveProfiles(store);
  // A failed download leaves the screen to ask for itself.
  ROUTE_LISTS[route.screen]?.().then(
    (preloadList) => preloadList(store, search),
    () => undefined,
  );
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
  // The sign-in page asks for its own (the sign-in methods, as it renders); its form's code comes now.
  if (path === LOGIN_ROUTE) preloadLoginScreen();
  if (path === null || path === LOGIN_ROUTE) return;
  preloadRoute(store, path, window.location.search);
}
