import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Router, useLocation, type BaseLocationHook } from 'wouter';
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';
import { authFetchPausedAtom, authStatusAtom, dropCachedData, sessionEndAtom } from '../../state/auth.ts';
import { clearNotificationOnPathChange } from '../../state/notifications.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { deepActiveElement, focusMainHeading } from '../../ui/focus.ts';
import { resetFailedQueries, type PortalStore } from '../../state/store.ts';
import { closeSidePanel, panelHasChanges, unlessChangesKept } from '../../state/side-panel.ts';
import { ErrorBoundary } from '../../ui/error/ErrorScreen.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { InPortalProvider } from '../../ui/link/AppLink.tsx';
import { loginRedirect } from '../../lib/redirects.ts';
import { errorMessage } from '../../api/errors.ts';
import { ListError } from '../../ui/list/ListError.tsx';
import { Page } from '../../ui/page/Page.tsx';
import { retryGuardCall, useAccessContext, useGuardCallFetching } from './access.ts';
import { access, matchPath, type GuardCall, type RouteMatch } from './guards.ts';
import { Layout } from './layout/Layout.tsx';
import { AuthErrorPage, LoginPage } from './LoginPage.tsx';
import {
  DEFAULT_ROUTE,
  HANDLE_AUTH_OIDC,
  HANDLE_AUTH_UBUNTU_ONE,
  LOGIN_ROUTE,
} from './routes.ts';
import { LoadingScreen, NotFoundScreen, preloadScreen, RedirectingScreen, SCREENS } from './screens/index.ts';
import { normaliseBase } from './base-path.ts';
import { PORTAL_TEXTS as T } from './texts.ts';

/**
 * The identity provider's way back (/handle-auth/…), shown once per sign-in at most: its code loads only
 * there, out of every other page's first load (it held 0.7 KiB gzip of landscape-portal.js).
 */
const HandleAuthPage = lazyScreen(() => import('./HandleAuthPage.tsx'), (module) => module.HandleAuthPage);

export interface PortalProps {
  /** Where the portal lives, e.g. `/new_dashboard/`; every path below it is a portal route. */
  readonly basePath?: string;
}

/**
 * The browser's location, as wouter reads it, but a move to another page asks "Discard changes?"
 * first while a side panel holds a form's changes (issue 22): a link, a navigation entry. A change of
 * the page's own query (filters, tabs) goes through at once, and so do redirects (they replace the
 * entry: the session ended, a page moved), which no answer could stop.
 */
const useGuardedLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const store = useStore();
  const [path, navigate] = useBrowserLocation(options);
  const guarded = useCallback(
    (to: string | URL, navigation?: { replace?: boolean; state?: unknown }) => {
      if (navigation?.replace || new URL(to, location.href).pathname === location.pathname) return navigate(to, navigation);
      unlessChangesKept(store, () => navigate(to, navigation));
    },
    [store, navigate],
  );
  return [path, guarded];
};

/** The portals' stores on the page: Back and Forward ask first while one holds a form's changes. */
const guardedStores = new Set<PortalStore>();
/** Where the page was before the browser moved: the address to go back to if the user keeps editing. */
let here = typeof location === 'undefined' ? { url: '', state: null as unknown } : { url: location.href, state: history.state as unknown };

/**
 * Back and Forward while a side panel holds a form's changes (issue 22): the browser has moved already,
 * so the address goes back to the page, and the move is made again (in place of that entry) once the
 * user says to discard. Listening from this module's first evaluation, before any wouter router
 * subscribes (it does when it mounts), so this listener runs first and wouter never sees the move.
 */
function guardHistory(): void {
  const moved = () => {
    here = { url: location.href, state: history.state as unknown };
  };
  addEventListener('popstate', (event) => {
    const store = [...guardedStores].find(panelHasChanges);
    if (!store || new URL(here.url).pathname === location.pathname) return moved();
    event.stopImmediatePropagation();
    const target = { url: location.href, state: history.state as unknown };
    history.pushState(here.state, '', here.url);
    unlessChangesKept(store, () => history.replaceState(target.state, '', target.url));
  });
  // wouter dispatches these for its own pushState and replaceState (it patches history).
  addEventListener('pushState', moved);
  addEventListener('replaceState', moved);
}

if (typeof window !== 'undefined') guardHistory();

function useGuardedHistory(): void {
  const store = useStore();
  useEffect(() => {
    guardedStores.add(store);
    return () => void guardedStores.delete(store);
  }, [store]);
}

/** `landscape-portal`: the whole portal. Owns the address bar: routes, guards, sign-in flows. */
export function Portal({ basePath }: PortalProps) {
  useGuardedHistory();
  return (
    <Router base={normaliseBase(basePath)} hook={useGuardedLocation}>
      <InPortalProvider value={true}>
        <PortalRoutes />
      </InPortalProvider>
    </Router>
  );
}

/** Navigates in place on first render and shows 'Redirecting...' meanwhile. */
function Redirect({ to }: { readonly to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return <RedirectingScreen />;
}

/**
 * SPEC §2: path changes close the side panel and clear notifications (except on the way to /login,
 * and the notice of the action that moved the page: `carryNotification`).
 * And each moves focus to the new page's h1, so a screen reader reads the page that came (a
 * navigation entry, a link, Back, signing in): unless focus is somewhere else on the host's page,
 * which a redirect while the page loads must not take away.
 */
function usePathChangeEffects(path: string) {
  const store = useStore();
  const host = useHost();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    closeSidePanel(store);
    if (path !== LOGIN_ROUTE) clearNotificationOnPathChange(store);
    const root = host.shadowRoot;
    const active = deepActiveElement();
    if (root && (active === null || active === document.body || active === host || root.contains(active))) focusMainHeading(root);
  }, [path, store, host]);
}

function PortalRoutes() {
  const store = useStore();
  const [path] = useLocation();
  const handleAuth = path === HANDLE_AUTH_OIDC || path === HANDLE_AUTH_UBUNTU_ONE;
  usePathChangeEffects(path);
  const screen = matchPath(path)?.route.screen;
  // The route's code downloads alongside the user's own request, not after it.
  useEffect(() => {
    if (screen) preloadScreen(screen);
  }, [screen]);

  // SPEC §2: the auth state is not fetched on handle-auth paths (the sign-in completes there). A
  // layout effect, so it is set before any element's query subscriptions (passive effects) start.
  useLayoutEffect(() => store.jotai.set(authFetchPausedAtom, handleAuth), [store, handleAuth]);
  // Error reports name the route they happened on: its path, never its query (what was typed in a search).
  useLayoutEffect(() => {
    store.errors.settings.route = path;
    return () => {
      store.errors.settings.route = undefined;
    };
  }, [store, path]);

  let page: ReactNode;
  if (handleAuth) {
    page = (
      <WhenLoaded component={HandleAuthPage} fallback={<RedirectingScreen />}>
        <HandleAuthPage provider={path === HANDLE_AUTH_OIDC ? 'oidc' : 'ubuntu-one'} />
      </WhenLoaded>
    );
  } else if (path === LOGIN_ROUTE) page = <LoginPage />;
  else if (path === '/' || path === '') page = <Redirect to={DEFAULT_ROUTE} />;
  else return <SignedInArea path={path} />;
  return <OutsideLayout>{page}</OutsideLayout>;
}

/** Every page without the layout (sign-in, loading, redirects) is still one main landmark. */
function OutsideLayout({ children }: { readonly children: ReactNode }) {
  return <main part="base">{children}</main>;
}

function SignedInArea({ path }: { readonly path: string }) {
  const status = useAtomValue(authStatusAtom);
  const match = matchPath(path);
  if (status !== 'signed-in' || !match) {
    let page: ReactNode;
    if (status === 'loading') page = <LoadingScreen />;
    else if (status === 'error') page = <AuthErrorPage />;
    else if (!match) page = <NotFoundScreen />;
    else page = <ToLogin path={path} />;
    return status === 'signed-in' ? <Layout>{page}</Layout> : <OutsideLayout>{page}</OutsideLayout>;
  }
  return (
    <Layout>
      <RouteScreen match={match} path={path} />
    </Layout>
  );
}

/**
 * A signed-out visit to a protected route goes to /login?redirect-to=… and drops cached queries
 * except the auth user (SPEC §2, §4). So does a 401, so that signing in again returns to the same
 * page with its filters; only an explicit sign-out goes to plain /login.
 */
function ToLogin({ path }: { readonly path: string }) {
  const store = useStore();
  const search = useSearch();
  const sessionEnd = useAtomValue(sessionEndAtom);
  const [, navigate] = useLocation();
  useEffect(() => {
    // endSession already dropped them after a sign-out or a 401.
    if (sessionEnd === null) dropCachedData(store);
    navigate(sessionEnd === 'signed-out' ? LOGIN_ROUTE : loginRedirect(LOGIN_ROUTE, path, search), {
      replace: true,
    });
  }, [store, sessionEnd, navigate, path, search]);
  return <RedirectingScreen />;
}

function RouteScreen({ match, path }: { readonly match: RouteMatch; readonly path: string }) {
  const store = useStore();
  const decision = access(match.route.requires, useAccessContext([match.route.requires]));

  useEffect(() => {
    if (decision.kind === 'allow') document.title = T.documentTitle(match.route.title);
  }, [decision.kind, match.route.title]);

  if (decision.kind === 'wait') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} />;
  if (decision.kind === 'failed') return <GuardFailed match={match} call={decision.call} error={decision.error} />;
  const Screen = SCREENS[match.route.screen];
  // One boundary per screen, keyed by path: a broken screen leaves the navigation usable, and
  // going elsewhere starts afresh.
  return (
    <ErrorBoundary
      key={path}
      onReset={() => resetFailedQueries(store)}
    >
      <WhenLoaded component={Screen} fallback={<LoadingScreen />}>
        <Screen route={match.route} params={match.params} />
      </WhenLoaded>
    </ErrorBoundary>
  );
}

/** A call the route's guard needs failed: the page, what failed and why, and 'Try again'. */
function GuardFailed({ match, call, error }: { readonly match: RouteMatch; readonly call: GuardCall; readonly error: Error }) {
  const store = useStore();
  const retrying = useGuardCallFetching(call);
  return (
    <Page title={match.route.title} parents={match.route.parents}>
      <ListError
        title={T.guardFailed[call]}
        message={errorMessage(error)}
        onRetry={() => retryGuardCall(store, call)}
        retrying={retrying}
      />
    </Page>
  );
}
