import { useAtomValue } from 'jotai/react';
import { deploymentModeAtom, featuresAtom } from '../../state/environment.ts';
import { signInOptionsQueryAtom } from '../auth/queries.ts';
import type { AccessContext } from './guards.ts';

/** What the guards and the navigation need to know, read from the store. */
export function useAccessContext(): AccessContext {
  const deployment = useAtomValue(deploymentModeAtom);
  const features = useAtomValue(featuresAtom);
  const { data } = useAtomValue(signInOptionsQueryAtom);
  return { deployment, features, oidcAvailable: data?.oidcAvailable };
}
