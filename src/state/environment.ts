import { atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { AuthState, FeatureKey } from '../api/auth.ts';
import type { ApiClient } from '../api/client.ts';
import { environmentApi, type About } from '../api/environment.ts';
import { ApiError, MALFORMED_RESPONSE } from '../api/errors.ts';
import { authUserAtom } from './auth.ts';
import { portalStoreAtom } from './portal-store-atom.ts';
import type { PortalStore } from './store.ts';

export const environmentKeys = { about: ['about'] as const };

/** `about`, read only when it says whether the server is self-hosted: anything else is not a SaaS server. */
async function readAbout(api: ApiClient): Promise<About> {
  const about: unknown = await environmentApi.about(api);
  if (!about || typeof about !== 'object' || typeof (about as Partial<About>).self_hosted !== 'boolean') {
    throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  }
  return about as About;
}

/** `about`, read by the atom and by the prefetch. */
export const aboutQueryOptions = (store: PortalStore) => ({
  queryKey: environmentKeys.about,
  queryFn: () => readAbout(store.api),
  staleTime: Infinity,
});

export const aboutQueryAtom = atomWithQuery((get) => aboutQueryOptions(get(portalStoreAtom)));

/** What the cache holds of `about`, without asking for it: for who shows it only once someone asked. */
export const aboutCachedAtom = atomWithQuery((get) => ({ ...aboutQueryOptions(get(portalStoreAtom)), enabled: false }));

/** SPEC §4 deployment mode: loading, then SaaS (not self-hosted) or self-hosted. */
export type DeploymentMode = 'loading' | 'saas' | 'self-hosted' | 'unknown';

/** What `about` said; a screen that depends on it shows 'Loading...' or the failure until then. */
export type KnownDeploymentMode = Extract<DeploymentMode, 'saas' | 'self-hosted'>;

/** The deployment mode an `about` query's state stands for. */
export function deploymentModeOf({ data, isError }: { readonly data?: About | undefined; readonly isError: boolean }): DeploymentMode {
  if (isError) return 'unknown';
  if (!data) return 'loading';
  return data.self_hosted ? 'self-hosted' : 'saas';
}

export const deploymentModeAtom = atom<DeploymentMode>((get) => deploymentModeOf(get(aboutQueryAtom)));

/** Feature flags of the signed-in user; a feature missing from the list counts as disabled (SPEC §4). */
export const featuresAtom = atom((get) => featuresOf(get(authUserAtom)));

export type Features = Readonly<Partial<Record<FeatureKey | string, boolean>>>;

/** A user's feature flags by key, each true only when enabled. */
export function featuresOf(user: AuthState | null | undefined): Features {
  return Object.fromEntries((user?.features ?? []).map((feature) => [feature.key, feature.enabled === true]));
}

export function isFeatureEnabled(
  features: Features,
  key: FeatureKey,
): boolean {
  return features[key] === true;
}
