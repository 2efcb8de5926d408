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

type PrefetchOptions = { readonly queryKey: readonly unknown[]; readonly queryFn: () => Promise<unknown> } & Record<string, unknown>;

/** How long a failed prefetch waits for its first reader before it fails unread. */
const READER_WAIT_MS = 15_000;

/**
 * Resolves once the query has a reader (an enabled observer: one that only looks at the cache would
 * not join the request, and the reader after it would ask again), is gone from the cache, or after
 * READER_WAIT_MS.
 */
function firstReader(store: PortalStore, queryKey: readonly unknown[]): Promise<void> {
  const cache = store.queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.isActive()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, READER_WAIT_MS);
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed' || ((event.type === 'observerAdded' || event.type === 'observerOptionsUpdated') && query.isActive())) done();
    });
  });
}

/**
 * Starts a query now; one already fetched (and fresh) or on its way is not asked again. A failure is
 * held until the query's first reader subscribes: that reader then joins the request still "on its
 * way" and shows its error, where it would otherwise ask again on mount (SPEC §8: no retries).
 */
export function prefetch(store: PortalStore, options: PrefetchOptions): void {
  const { queryKey, queryFn } = options;
  void store.queryClient.prefetchQuery({
    ...options,
    queryKey,
    queryFn: async () => {
      try {
        return await queryFn();
      } catch (error) {
        await firstReader(store, queryKey);
        throw error;
      }
    },
  });
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
