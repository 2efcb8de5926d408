import { useAtomValue } from 'jotai/react';
import { aboutCachedAtom, aboutQueryAtom, deploymentModeOf, environmentKeys, featuresAtom } from '../../state/environment.ts';
import type { PortalStore } from '../../state/store.ts';
import { loginKeys, signInOptionsCachedAtom, signInOptionsQueryAtom } from '../auth/queries.ts';
import { guardCallsFor, type AccessContext, type GuardCall } from './guards.ts';
import type { Requirement } from './routes.ts';

/**
 * What the guards and the navigation need to know, read from the store. Only the calls that decide
 * `requirements` are asked for (`about` for self-hosted pages, `login/methods` for the identity
 * providers page); the others are read from the cache as far as someone else asked, and count as
 * not known yet.
 */
export function useAccessContext(requirements: readonly (Requirement | undefined)[]): AccessContext {
  const features = useAtomValue(featuresAtom);
  const calls = guardCallsFor(requirements, features);
  const about = useAtomValue(calls.has('about') ? aboutQueryAtom : aboutCachedAtom);
  const methods = useAtomValue(calls.has('login-methods') ? signInOptionsQueryAtom : signInOptionsCachedAtom);
  return {
    deployment: deploymentModeOf(about),
    features,
    oidcAvailable: methods.data?.oidcAvailable,
    aboutError: about.isError ? about.error : null,
    // Only while no answer is at hand: a failed refetch of a known answer does not block the page.
    loginMethodsError: methods.isError && methods.data === undefined ? methods.error : null,
  };
}

const guardKeys: Readonly<Record<GuardCall, readonly unknown[]>> = {
  about: environmentKeys.about,
  'login-methods': loginKeys.methods,
};

/** 'Try again' after a call a guard needs failed. */
export function retryGuardCall(store: PortalStore, call: GuardCall): void {
  void store.queryClient.refetchQueries({ queryKey: guardKeys[call], exact: true });
}

/** Whether that call is being asked again (the retry button shows it); reading it asks for nothing. */
export function useGuardCallFetching(call: GuardCall): boolean {
  return useAtomValue(call === 'about' ? aboutCachedAtom : signInOptionsCachedAtom).isFetching;
}
