import type { Getter } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { authApi } from '../../api/auth.ts';
import { portalStoreAtom } from '../../state/portal-store-atom.ts';
import type { PortalStore } from '../../state/store.ts';
import { signInOptions } from './login-methods.ts';

export const loginKeys = { methods: ['login', 'methods'] as const };

/**
 * `GET login/methods`, cached as the server sent it under one key: the sign-in screen and the identity
 * providers screen each read it through their own `select`, so a change made on one (a provider added,
 * Ubuntu One switched off) refetches it once for both.
 */
export const loginMethodsQueryOptions = (store: PortalStore) => ({
  queryKey: loginKeys.methods,
  queryFn: () => authApi.loginMethods(store.api) as Promise<unknown>,
});

export const loginMethodsQuery = (get: Getter) => loginMethodsQueryOptions(get(portalStoreAtom));

export const signInOptionsQueryAtom = atomWithQuery((get) => ({ ...loginMethodsQuery(get), select: signInOptions }));

/** What the cache holds of the sign-in options, without asking: for who shows them only once someone asked. */
export const signInOptionsCachedAtom = atomWithQuery((get) => ({ ...loginMethodsQuery(get), select: signInOptions, enabled: false }));
