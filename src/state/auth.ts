import { atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { authApi, isSignedIn, type AuthState, type AuthUser, type Credentials } from '../api/auth.ts';
import { ApiError, errorMessage } from '../api/errors.ts';
import { warmFormatsSoon } from '../lib/numbers.ts';
import { organisationsApi } from '../api/organisations.ts';
import { accountOfKey, dropOtherAccounts } from './account-scope.ts';
import { notify } from './notifications.ts';
import { portalStoreAtom } from './portal-store-atom.ts';
import { closeSidePanel } from './side-panel.ts';
import type { PortalStore } from './store.ts';

export const authKeys = {
  /** The one query kept when a session ends (SPEC §2, §4). */
  me: ['auth', 'me'] as const,
};

/** A token a host page already has (`landscape-root`'s `token` property). */
export const hostTokenAtom = atom<string | undefined>(undefined);

/**
 * How the last session ended, until the next sign-in. After an explicit sign-out the portal goes to
 * plain /login; after a 401 ('expired') it keeps redirect-to, so signing in again returns the user to
 * the same page with its filters (SPEC §2).
 */
export type SessionEnd = 'signed-out' | 'expired';
export const sessionEndAtom = atom<SessionEnd | null>(null);

/** Set by the portal on handle-auth paths, where the auth state must not be fetched (SPEC §2). */
export const authFetchPausedAtom = atom(false);

/** `me`: whether someone is signed in, with the session's token. Read by the atom and by the prefetch. */
export const meQueryOptions = (store: PortalStore) => ({
  queryKey: authKeys.me,
  queryFn: () => {
    const answer = authApi.me(store.api);
    warmFormatsSoon();
    return answer;
  },
  staleTime: Infinity,
});

export const meQueryAtom = atomWithQuery((get) => ({
  ...meQueryOptions(get(portalStoreAtom)),
  enabled: !get(authFetchPausedAtom),
}));

export const authUserAtom = atom<AuthUser | null>((get) => {
  const { data } = get(meQueryAtom);
  return isSignedIn(data) ? data : null;
});

/** 'error': the auth state could not be read (500, malformed, dropped), which is not "signed out". */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export const authStatusAtom = atom<AuthStatus>((get) => {
  const query = get(meQueryAtom);
  if (get(authUserAtom) || get(hostTokenAtom)) return 'signed-in';
  if (query.isError) return query.isFetching ? 'loading' : 'error';
  return query.isPending && query.fetchStatus !== 'idle' ? 'loading' : 'signed-out';
});

/** The error of the auth state request, for a screen to show (a failed `me` is not "signed out" silently). */
export const authErrorAtom = atom<Error | null>((get) => get(meQueryAtom).error ?? null);

/** 'Try again' after the auth state failed to load. */
export function retryAuth(store: PortalStore): void {
  void store.queryClient.refetchQueries({ queryKey: authKeys.me, exact: true });
}

/**
 * Set from the moment a sign-out starts until it ends: the session's token is withheld, so no call
 * leaves with a session being closed (the API client refuses calls without a token).
 */
export const signingOutAtom = atom(false);

export function currentToken(store: PortalStore): string | undefined {
  if (store.jotai.get(signingOutAtom)) return undefined;
  const state = store.queryClient.getQueryData<AuthState>(authKeys.me);
  return state?.token || store.jotai.get(hostTokenAtom) || undefined;
}

/** Whether a query key is `me`'s. */
export function isAuthUserKey(key: readonly unknown[]): boolean {
  return key.length === authKeys.me.length && key.every((part, index) => part === authKeys.me[index]);
}

/**
 * Drops every cached query except the auth user (SPEC §2, §4). A query a mounted screen still
 * observes is reset rather than removed: a removed query leaves its observer holding a dead query
 * that never fetches again (a sign-in form stuck on 'Loading...'). The reset refetches observed
 * queries; those that need a session are refused by the API client without a request.
 */
export function dropCachedData(store: PortalStore): void {
  const dropped = (query: { queryKey: readonly unknown[] }) => !isAuthUserKey(query.queryKey);
  store.queryClient.removeQueries({ predicate: (query) => dropped(query) && query.getObserversCount() === 0 });
  void store.queryClient.resetQueries({ predicate: (query) => dropped(query) && query.getObserversCount() > 0 });
}

/**
 * Ends the session locally: forgets the user and every cached query except the auth user, then
 * fires `landscape-signed-out`. Used after `logout`, and after a 401 on a signed-in call
 * (`expiredBy`), whose message (e.g. "Your session has expired.") is shown on the way to sign-in.
 */
export function endSession(store: PortalStore, origin?: Element, expiredBy?: ApiError): void {
  const hadSession = currentToken(store) !== undefined;
  store.jotai.set(hostTokenAtom, undefined);
  store.jotai.set(sessionEndAtom, expiredBy ? 'expired' : 'signed-out');
  store.queryClient.setQueryData<AuthState>(authKeys.me, {});
  dropCachedData(store);
  if (expiredBy && hadSession) notify(store, { type: 'negative', message: errorMessage(expiredBy) }, origin);
  if (hadSession) store.emit('landscape-signed-out', {}, origin);
}

function signedInDetail(user: AuthUser) {
  return { user: { name: user.name ?? '', email: user.email ?? '', currentAccount: user.current_account } };
}

/** Makes a completed sign-in (password, OIDC or Ubuntu One) the store's session. */
export function startSession(store: PortalStore, state: AuthState, origin?: Element): AuthUser {
  if (!isSignedIn(state)) throw new ApiError('Sign-in did not complete: the server sent no account.', 0);
  store.queryClient.setQueryData<AuthState>(authKeys.me, state);
  store.jotai.set(sessionEndAtom, null);
  store.emit('landscape-signed-in', signedInDetail(state), origin);
  return state;
}

export async function signIn(store: PortalStore, credentials: Credentials, origin?: Element): Promise<AuthUser> {
  return startSession(store, await authApi.login(store.api, credentials), origin);
}

/**
 * Logout, then the session ends locally. Every other call is held from the start (a list still
 * loading would otherwise ask again while or after the session closes); a logout the server refuses
 * leaves the user signed in and fetches again what was held.
 */
export async function signOut(store: PortalStore, origin?: Element): Promise<void> {
  const token = currentToken(store);
  store.jotai.set(signingOutAtom, true);
  await store.queryClient.cancelQueries();
  try {
    await authApi.logout(store.api, { token });
  } catch (error) {
    store.jotai.set(signingOutAtom, false);
    // The session was already over on the server: it ends here too.
    if (error instanceof ApiError && error.status === 401) {
      endSession(store, origin);
      return;
    }
    void store.queryClient.invalidateQueries({ predicate: (query) => !isAuthUserKey(query.queryKey) });
    throw error;
  }
  // Released and ended in one step: no call can start in between.
  store.jotai.set(signingOutAtom, false);
  endSession(store, origin);
}

/**
 * An organisation's title changed (its General settings were saved): the signed-in user's account
 * takes it, so everything that reads the accounts (the organisation selector) shows it at once,
 * without asking `me` again.
 */
export function setAccountTitle(store: PortalStore, accountName: string, title: string): void {
  store.queryClient.setQueryData<AuthState>(authKeys.me, (state) =>
    state?.accounts?.some((account) => account.name === accountName && account.title !== title)
      ? { ...state, accounts: state.accounts.map((account) => (account.name === accountName ? { ...account, title } : account)) }
      : state,
  );
}

/**
 * Switches organisation: takes the new token, closes the side panel (it shows an item of the old
 * organisation), drops the old organisation's queries instead of refetching them (SPEC §7: no screen
 * keeps showing, or acts on, the previous organisation's data; no request goes out for its items),
 * and refetches what is not kept per organisation (the user, the environment).
 */
export async function switchAccount(store: PortalStore, accountName: string, origin?: Element): Promise<void> {
  const { token } = await organisationsApi.switchAccount(store.api, accountName);
  if (typeof token !== 'string' || !token) throw new ApiError('The server sent no token for the organisation.', 0);
  closeSidePanel(store);
  store.queryClient.setQueryData<AuthState>(authKeys.me, (state) => ({
    ...state,
    token,
    current_account: accountName,
  }));
  await dropOtherAccounts(store, accountName);
  await store.queryClient.invalidateQueries({ predicate: (query) => accountOfKey(query.queryKey) === undefined, refetchType: 'all' });
  store.emit('landscape-account-switched', { account: accountName }, origin);
}
