import { groupWithDescendants, type AccessGroup } from '../../../api/access-groups.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { INSTANCE_ACTION_TEXTS as T } from './texts.ts';

/** A security profile stops running on all its instances past this many (screens §1.8). */
export const PROFILE_INSTANCE_LIMIT = 5000;

/** What a tag may be (the server's rule, checked before sending): its message, or undefined. */
export function tagError(tag: string): string | undefined {
  if (!/^[a-zA-Z]/.test(tag)) return T.tags.startsWithLetter;
  if (!/^[a-zA-Z][a-zA-Z0-9_-]*$/.test(tag)) return T.tags.characters;
  return undefined;
}

/** What the check reads of an instance. */
export interface TaggedInstance {
  readonly tags: readonly string[];
  readonly access_group: string;
}

type ProfileFacts = Pick<SecurityProfile, 'id' | 'title' | 'tags' | 'all_computers' | 'access_group' | 'associated_instances'>;

export interface AffectedProfile {
  readonly profile: ProfileFacts;
  /** The first added tag the profile has. */
  readonly tag: string;
  /** How many of the instances the tags would bring to the profile. */
  readonly newInstances: number;
  /** The profile would then cover more than the limit. */
  readonly overLimit: boolean;
}

/**
 * The active security profiles that adding `added` tags to `instances` would associate with one of
 * them at least (screens §1.8, `useTaggedSecurityProfiles`): a profile with one of the added tags,
 * and an instance without any of its tags yet, in the profile's access group or below it (upstream
 * ignores the access group, and counts profiles that already cover every instance). With
 * `groups` unknown, every instance counts as in the group.
 */
export function affectedProfiles(
  profiles: readonly ProfileFacts[],
  added: readonly string[],
  instances: readonly TaggedInstance[],
  groups?: readonly AccessGroup[],
): AffectedProfile[] {
  const affected: AffectedProfile[] = [];
  for (const profile of profiles) {
    if (profile.all_computers) continue;
    const tag = added.find((name) => profile.tags.includes(name));
    if (tag === undefined) continue;
    const covered = groups ? new Set(groupWithDescendants(groups, profile.access_group)) : null;
    const newInstances = instances.filter(
      (instance) => (covered === null || covered.has(instance.access_group)) && !instance.tags.some((name) => profile.tags.includes(name)),
    ).length;
    if (newInstances === 0) continue;
    // "exceed": past the limit (upstream warns at it, O4).
    affected.push({ profile, tag, newInstances, overLimit: profile.associated_instances + newInstances > PROFILE_INSTANCE_LIMIT });
  }
  return affected;
}
