import type { SecurityProfile } from '../../api/security-profiles.ts';

/*
 * SPEC §9's limits, with no texts: the portal's navigation badge counts over-limit profiles on every
 * page, and must not bring the security profiles' texts (display.ts) into the first load.
 */

/** SPEC §9: a security profile covers at most 5,000 instances; beyond that it is 'Over limit'. */
export const SECURITY_PROFILE_INSTANCE_LIMIT = 5000;

/** SPEC §9: at most 5 active security profiles. */
export const ACTIVE_PROFILE_LIMIT = 5;

type Counted = Pick<SecurityProfile, 'status' | 'associated_instances'>;

/** A profile that still runs and covers more instances than the limit (archived ones run no more). */
export function isOverLimit(profile: Counted): boolean {
  return profile.status !== 'archived' && profile.associated_instances > SECURITY_PROFILE_INSTANCE_LIMIT;
}

/** SPEC §9: no further profile can be added (or duplicated) once this many are active. */
export function isProfileLimitReached(activeCount: number): boolean {
  return activeCount >= ACTIVE_PROFILE_LIMIT;
}

