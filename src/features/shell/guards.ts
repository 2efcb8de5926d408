import { parse } from 'regexparam';
import type { DeploymentMode } from '../../state/environment.ts';
import { DEFAULT_ROUTE, ENV_ERROR_ROUTE, isCurrent, NAVIGATION, ROUTES, type Requirement, type RouteDef } from './routes.ts';

export interface AccessContext {
  readonly deployment: DeploymentMode;
  /** Feature flags of the signed-in user; a missing one counts as disabled. */
  readonly features: Readonly<Partial<Record<string, boolean>>>;
  /** `login/methods` oidc.available; undefined while unknown. */
  readonly oidcAvailable: boolean | undefined;
  /** Why `about` could not be read ('unknown' deployment), or null. */
  readonly aboutError: Error | null;
  /** Why `login/methods` could not be read, or null. */
  readonly loginMethodsError: Error | null;
}

/** A call a guard needs; after its failure the route shows the error and 'Try again' for it. */
export type GuardCall = 'about' | 'login-methods';

export type Access =
  | { readonly kind: 'allow' }
  /** Not known yet: show 'Loading...', never flash a page or a redirect. */
  | { readonly kind: 'wait' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The call the decision needs failed: say so and offer a retry, never claim what the server is. */
  | { readonly kind: 'failed'; readonly call: GuardCall; readonly error: Error };

const allow: Access = { kind: 'allow' };
const wait: Access = { kind: 'wait' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });

/** SPEC §2 route guards. */
export function access(requires: Requirement | undefined, context: AccessContext): Access {
  if (!requires) return allow;
  switch (requires.kind) {
    case 'self-hosted':
      if (context.deployment === 'loading') return wait;
      if (context.deployment === 'unknown') return { kind: 'failed', call: 'about', error: context.aboutError ?? new Error() };
      return context.deployment === 'self-hosted' ? allow : redirect(ENV_ERROR_ROUTE);
    case 'feature':
      return context.features[requires.feature] === true ? allow : redirect(DEFAULT_ROUTE);
    case 'oidc-management':
      if (context.features['oidc-configuration'] !== true) return redirect(DEFAULT_ROUTE);
      if (context.loginMethodsError) return { kind: 'failed', call: 'login-methods', error: context.loginMethodsError };
      if (context.oidcAvailable === undefined) return wait;
      return context.oidcAvailable ? redirect(DEFAULT_ROUTE) : allow;
  }
}

/**
 * Navigation items show only when their route is allowed: hidden while unknown, never flashing. After
 * a failed call they show: hiding them would claim a decision the portal could not make, and their
 * page says what failed.
 */
export function isVisible(requires: Requirement | undefined, context: AccessContext): boolean {
  const kind = access(requires, context).kind;
  return kind === 'allow' || kind === 'failed';
}

export interface GuardFailure {
  readonly call: GuardCall;
  readonly error: Error;
}

/** The guard calls that failed for the route's own requirement or for a navigation entry, once each. */
export function guardFailures(requirements: readonly (Requirement | undefined)[], context: AccessContext): GuardFailure[] {
  const failures = new Map<GuardCall, Error>();
  for (const requires of requirements) {
    const decision = access(requires, context);
    if (decision.kind === 'failed' && !failures.has(decision.call)) failures.set(decision.call, decision.error);
  }
  return [...failures].map(([call, error]) => ({ call, error }));
}

/** Every requirement the side navigation decides on (its entries show or hide by them). */
export const NAVIGATION_REQUIREMENTS: readonly (Requirement | undefined)[] = NAVIGATION.flatMap((entry) =>
  entry.kind === 'link' ? [entry.link.requires] : entry.kind === 'group' ? entry.links.map((link) => link.requires) : [],
);

/**
 * The requirements of the navigation entries in view: the top-level links and the links of the
 * groups `open` says are open (or about to be). A closed group's links are not shown, so nothing is
 * asked for them until it opens (issue 12: no request the page does not need).
 */
export function shownRequirements(open: (group: string) => boolean): (Requirement | undefined)[] {
  return NAVIGATION.flatMap((entry) => {
    if (entry.kind === 'link') return [entry.link.requires];
    if (entry.kind === 'group' && open(entry.label)) return entry.links.map((link) => link.requires);
    return [];
  });
}

/** The group whose page `location` is, if any: it opens by itself (SPEC §2). */
export function currentGroup(location: string): string | undefined {
  for (const entry of NAVIGATION) {
    if (entry.kind === 'group' && entry.links.some((link) => isCurrent(link.path, location))) return entry.label;
  }
  return undefined;
}

/**
 * The calls whose answers decide `requirements` for a user with `features`: `about` for a
 * self-hosted page, `login/methods` for the identity providers page when the user has its feature.
 */
export function guardCallsFor(requirements: readonly (Requirement | undefined)[], features: AccessContext['features']): ReadonlySet<GuardCall> {
  const calls = new Set<GuardCall>();
  for (const requires of requirements) {
    if (requires?.kind === 'self-hosted') calls.add('about');
    if (requires?.kind === 'oidc-management' && features['oidc-configuration'] === true) calls.add('login-methods');
  }
  return calls;
}

const compiled = ROUTES.map((route) => ({ route, ...parse(route.path) }));

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** The route for a portal path (relative to the base path), or null for a not-found page. */
export function matchPath(path: string): RouteMatch | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const { route, keys, pattern } of compiled) {
    const found = pattern.exec(clean);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      keys.forEach((key, index) => {
        const value = found[index + 1];
        if (value !== undefined) params[key] = decodeURIComponent(value);
      });
    } catch {
      // A broken escape (`/instances/%E0%A4%A`) names no page: not found, not a crash.
      return null;
    }
    return { route, params };
  }
  return null;
}
