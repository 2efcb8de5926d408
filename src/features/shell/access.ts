import { useAtomValue } from 'jotai/react';
import { aboutQueryAtom, deploymentModeAtom, environmentKeys, featuresAtom } from '../../state/environment.ts';
import type { PortalStore } from '../../state/store.ts';
import { loginKeys, signInOptionsQueryAtom } from '../auth/queries.ts';
import type { AccessContext, GuardCall } from './guards.ts';

/** What the guards and the navigation need to know, read from the store. */
export function useAccessContext(): AccessContext {
  const deployment = useAtomValue(deploymentModeAtom);
  const features = useAtomValue(featuresAtom);
  const about = useAtomValue(aboutQueryAtom);
  const methods = useAtomValue(signInOptionsQueryAtom);
  return {
    deployment,
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

/** Whether that call is being asked again (the retry button shows it). */
export function useGuardCallFetching(call: GuardCall): boolean {
  const about = useAtomValue(aboutQueryAtom);
  const methods = useAtomValue(signInOptionsQueryAtom);
  return (call === 'about' ? about : methods).isFetching;
}
