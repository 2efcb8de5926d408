import { atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { FeatureKey } from '../api/auth.ts';
import { environmentApi } from '../api/environment.ts';
import { authUserAtom } from './auth.ts';
import { portalStoreAtom } from './portal-store-atom.ts';

export const environmentKeys = { about: ['about'] as const };

export const aboutQueryAtom = atomWithQuery((get) => ({
  queryKey: environmentKeys.about,
  queryFn: () => environmentApi.about(get(portalStoreAtom).api),
  staleTime: Infinity,
}));

/** SPEC §4 deployment mode: loading, then SaaS (not self-hosted) or self-hosted. */
export type DeploymentMode = 'loading' | 'saas' | 'self-hosted' | 'unknown';

/** What `about` said; a screen that depends on it shows 'Loading...' or the failure until then. */
export type KnownDeploymentMode = Extract<DeploymentMode, 'saas' | 'self-hosted'>;

export const deploymentModeAtom = atom<DeploymentMode>((get) => {
  const { data, isError } = get(aboutQueryAtom);
  if (isError) return 'unknown';
  if (!data) return 'loading';
  return data.self_hosted === true ? 'self-hosted' : 'saas';
});

/** Feature flags of the signed-in user; a feature missing from the list counts as disabled (SPEC §4). */
export const featuresAtom = atom<Readonly<Partial<Record<FeatureKey | string, boolean>>>>((get) => {
  const features = get(authUserAtom)?.features ?? [];
  return Object.fromEntries(features.map((feature) => [feature.key, feature.enabled === true]));
});

export function isFeatureEnabled(
  features: Readonly<Partial<Record<string, boolean>>>,
  key: FeatureKey,
): boolean {
  return features[key] === true;
}
