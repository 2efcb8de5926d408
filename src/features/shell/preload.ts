/**
 * What the portal asks for as soon as its element connects, before its own code (the Portal chunk)
 * has arrived or rendered (issue 12: the data does not wait behind the code): `about` at once (`me`
 * is every element's, see define-element.ts), and the route's own requests from a small chunk loaded
 * beside them (route-preload.ts). Small itself: it is part of the portal element's entry.
 */
import { authFetchPausedAtom } from '../../state/auth.ts';
import { prefetchAbout } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { HANDLE_AUTH_OIDC, HANDLE_AUTH_UBUNTU_ONE, LOGIN_ROUTE } from './routes.ts';

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

/** Starts what the portal at the page's address asks for first (see above). */
export function preloadPortal(store: PortalStore, basePath: string | undefined): void {
  const path = portalPath(normaliseBase(basePath), window.location.pathname);
  if (path === null) return;
  // SPEC §2: the auth state is not fetched on handle-auth paths (the sign-in completes there).
  if (path === HANDLE_AUTH_OIDC || path === HANDLE_AUTH_UBUNTU_ONE) {
    store.jotai.set(authFetchPausedAtom, true);
    return;
  }
  // The sign-in page asks for its own (the sign-in methods, as it renders); the signed-in pages' shell reads the environment.
  if (path === LOGIN_ROUTE) return;
  prefetchAbout(store);
  const { search } = window.location;
  // A failed download leaves the screens to ask for themselves.
  import('./route-preload.ts').then((module) => module.preloadRoute(store, path, search), () => undefined);
}
