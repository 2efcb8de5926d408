import { atom, type Getter } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { accountQuery } from '../../state/account.ts';
import { whenSignedIn } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';
import { prefetchList } from '../lists/list-query.ts';
import { isOverLimit } from './limits.ts';
import { securityProfileListQuery } from './queries.ts';

export { SECURITY_PROFILE_INSTANCE_LIMIT } from './limits.ts';

/** SPEC §7: the over-limit check reads the first page of active profiles. */
export const OVER_LIMIT_PARAMS = { status: 'active', limit: 20, offset: 0 } as const;

type Counted = Pick<SecurityProfile, 'status' | 'associated_instances'>;

/** How many active profiles cover more instances than the limit (the navigation's Security badge). */
export function overLimitCount(profiles: readonly Counted[]): number {
  return profiles.filter(isOverLimit).length;
}

/**
 * The first page of active profiles, asked only when the organisation has security profiles at all
 * (feature usg-profiles). With at most 5 active profiles it holds all of them: the sidebar's badge,
 * the screen's over-limit notice and its limit check all read this one request, and it is the very
 * request of the list's default page (Active, 20 a page), so that page costs nothing more. Its key is in the
 * profiles' family, so whatever invalidates the list (create, edit, archive) updates them.
 */
function activeProfilesQuery(get: Getter) {
  const query = accountQuery(get, securityProfileListQuery.key(OVER_LIMIT_PARAMS), (store) => securityProfileListQuery.fetch(store, OVER_LIMIT_PARAMS));
  return { ...query, enabled: query.enabled && isFeatureEnabled(get(featuresAtom), 'usg-profiles') };
}

export const activeProfilesQueryAtom = atomWithQuery(activeProfilesQuery);

/** The navigation's badge: the same request, counted. */
export const overLimitQueryAtom = atomWithQuery((get) => ({
  ...activeProfilesQuery(get),
  select: (page: { readonly results: readonly Counted[] }) => overLimitCount(page.results),
}));

/** 0 while unknown, on failure, or without the feature: the badge then simply does not show. */
export const overLimitCountAtom = atom((get) => get(overLimitQueryAtom).data ?? 0);

/** The navigation's active profiles, started before the portal's code has rendered, once signed in with the feature. */
export function preloadActiveProfiles(store: PortalStore): void {
  whenSignedIn(store, ({ account, features }) => {
    if (isFeatureEnabled(features, 'usg-profiles')) prefetchList(store, account, securityProfileListQuery, OVER_LIMIT_PARAMS);
  });
}
