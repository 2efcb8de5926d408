/**
 * What the portal asks for as soon as its element connects, before its own code (the Portal chunk)
 * has arrived or rendered: the shell's calls, the route's screen code, and, once the session's token
 * is known, the route's list as its screen will ask for it (issue 12: the data does not wait behind
 * the code). Everything goes into the cache entries the shell and the screen read, so neither sends
 * a second request.
 */
import { preloadActivitiesRoute } from '../activities/preload.ts';
import { loginMethodsQueryOptions } from '../auth/queries.ts';
import { preloadInstancesRoute } from '../instances/preload.ts';
import { preloadActiveProfiles, preloadSecurityProfilesRoute } from '../security-profiles/preload.ts';
import { authFetchPausedAtom } from '../../state/auth.ts';
import { prefetch, prefetchAbout, whenSignedIn, type Session } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { matchPath } from './guards.ts';
import { HANDLE_AUTH_OIDC, HANDLE_AUTH_UBUNTU_ONE, type ScreenKey } from './routes.ts';
import { preloadScreen } from './screens/index.ts';

/** `/new_dashboard/` → `/new_dashboard` (wouter's form); `/` → ''. */
export function normaliseBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? '/').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function decodeSafely(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The portal path of `pathname` below `base` as the portal's router reads it, or null outside the base. */
export function portalPath(base: string, pathname: string): string | null {
  const root = decodeSafely(base);
  const path = decodeSafely(pathname);
  if (!`${path.toLowerCase()}/`.startsWith(`${root.toLowerCase()}/`)) return null;
  return path.slice(root.length) || '/';
}

/** The routes whose list starts before their screen: the address's list state (`search`) as the screen decodes it. */
const ROUTE_LISTS: Partial<Record<ScreenKey, (store: PortalStore, session: Session, search: string) => void>> = {
  activities: preloadActivitiesRoute,
  instances: preloadInstancesRoute,
  'security-profiles': preloadSecurityProfilesRoute,
};

/** Starts what the portal at the page's address will ask for first (see above). */
export function preloadPortal(store: PortalStore, basePath: string | undefined): void {
  const path = portalPath(normaliseBase(basePath), window.location.pathname);
  // SPEC §2: the auth state is not fetched on handle-auth paths (the sign-in completes there).
  if (path === HANDLE_AUTH_OIDC || path === HANDLE_AUTH_UBUNTU_ONE) {
    store.jotai.set(authFetchPausedAtom, true);
    return;
  }
  const route = path === null ? undefined : matchPath(path)?.route;
  // The sign-in page, a redirect or a page not found: only `me` (asked by every element).
  if (!route) return;
  preloadScreen(route.screen);
  // The shell's own calls: the environment and the sign-in methods its navigation decides on.
  prefetchAbout(store);
  prefetch(store, loginMethodsQueryOptions(store));
  const search = window.location.search;
  whenSignedIn(store, (session) => {
    preloadActiveProfiles(store, session);
    ROUTE_LISTS[route.screen]?.(store, session, search);
  });
}
