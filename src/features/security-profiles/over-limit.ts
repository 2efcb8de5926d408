import { atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { securityProfilesApi, type SecurityProfile } from '../../api/security-profiles.ts';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { accountQuery } from '../../state/account.ts';

/** SPEC §9: a security profile covers at most 5,000 instances; beyond that it is 'Over limit'. */
export const SECURITY_PROFILE_INSTANCE_LIMIT = 5000;

/** SPEC §7: the over-limit check reads the first page of active profiles. */
export const OVER_LIMIT_PARAMS = { status: 'active', limit: 20, offset: 0 } as const;

/** After the organisation (`scopedKey`): each organisation has its own profiles and count. */
export const overLimitKey = ['security-profiles', 'over-limit'] as const;

type Counted = Pick<SecurityProfile, 'status' | 'associated_instances'>;

/** How many active profiles cover more instances than the limit (the navigation's Security badge). */
export function overLimitCount(profiles: readonly Counted[]): number {
  return profiles.filter(
    (profile) => profile.status === 'active' && profile.associated_instances > SECURITY_PROFILE_INSTANCE_LIMIT,
  ).length;
}

/** Asked only when the organisation has security profiles at all (feature usg-profiles). */
export const overLimitQueryAtom = atomWithQuery((get) => {
  const query = accountQuery(get, overLimitKey, (store) => securityProfilesApi.list(store.api, OVER_LIMIT_PARAMS));
  return {
    ...query,
    enabled: query.enabled && isFeatureEnabled(get(featuresAtom), 'usg-profiles'),
    select: (page: { readonly results: readonly Counted[] }) => overLimitCount(page.results),
  };
});

/** 0 while unknown, on failure, or without the feature: the badge then simply does not show. */
export const overLimitCountAtom = atom((get) => get(overLimitQueryAtom).data ?? 0);
