/**
 * Requests a page needs before any of its code has rendered (issue 12: the data does not wait
 * behind the code). Each goes into the very cache entry the component reading it later observes,
 * with the same key and fetch, so that component finds it on its way or done and sends nothing more.
 * Called when an element connects to its store (elements/define-element.ts), not from a React effect.
 */
import type { AuthState } from '../api/auth.ts';
import { accountQueryOptions, currentAccount } from './account.ts';
import { authFetchPausedAtom, authKeys, currentToken, isAuthUserKey, meQueryOptions } from './auth.ts';
import { aboutQueryOptions, featuresOf, type Features } from './environment.ts';
import type { PortalStore } from './store.ts';

/** Starts a query now; one already fetched (and fresh) or on its way is not asked again. */
export function prefetch(store: PortalStore, options: Parameters<PortalStore['queryClient']['prefetchQuery']>[0]): void {
  void store.queryClient.prefetchQuery(options);
}

/** `me` (whether someone is signed in, and the token), unless the auth state is not to be fetched here. */
export function prefetchAuth(store: PortalStore): void {
  if (store.jotai.get(authFetchPausedAtom)) return;
  prefetch(store, meQueryOptions(store));
}

/** `about` (the deployment mode the portal's guards read). */
export function prefetchAbout(store: PortalStore): void {
  prefetch(store, aboutQueryOptions(store));
}

/** A signed-in session's organisation and feature flags, once its token is known. */
export interface Session {
  readonly account: string;
  readonly features: Features;
}

function signedIn(store: PortalStore): Session | null {
  const account = currentAccount(store);
  if (currentToken(store) === undefined || account === null) return null;
  return { account, features: featuresOf(store.queryClient.getQueryData<AuthState>(authKeys.me)) };
}

/**
 * Runs `start` as soon as the session's token is known: at once when it is, else when `me` answers
 * with a session. Never without one: when `me` answers that nobody is signed in (or fails), nothing
 * signed-in is started. A sign-out cancels whatever `start` began (signOut cancels every query).
 */
export function whenSignedIn(store: PortalStore, start: (session: Session) => void): void {
  const now = signedIn(store);
  if (now) {
    start(now);
    return;
  }
  const me = store.queryClient.getQueryState(authKeys.me);
  // `me` has answered already, and not with a session.
  if (me && me.status !== 'pending' && me.fetchStatus === 'idle') return;
  const unsubscribe = store.queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isAuthUserKey(event.query.queryKey) || event.query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    const session = signedIn(store);
    if (session) start(session);
  });
}

/** A query of organisation `account` (accountQueryOptions), started now. */
export function prefetchAccountQuery<const P extends readonly unknown[], T>(
  store: PortalStore,
  account: string,
  parts: P,
  fetch: (store: PortalStore) => Promise<T>,
): void {
  prefetch(store, accountQueryOptions(store, account, parts, fetch));
}
