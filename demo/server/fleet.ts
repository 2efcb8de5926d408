/**
 * Which instances a security profile covers and how each did in the last audit. Shared by the seed
 * (to give profiles consistent results) and the routes (associated_instances, the
 * `profile:security:{id}` and `security-profile:{id}:pass|fail` instance filters), so the numbers a
 * profile shows always agree with the instance list its links lead to.
 */
import type { AccessGroup, Instance, Organisation, SecurityProfile } from './model.ts';
import { stableFraction } from './random.ts';

/** A profile covers at most this many instances (SPEC.md §9); the rest are "over limit". */
export const PROFILE_INSTANCE_LIMIT = 5000;

export type AuditResult = 'pass' | 'fail' | 'in_progress' | 'not_started';

/** `group` and every group below it. */
export function accessGroupWithDescendants(groups: readonly AccessGroup[], group: string): Set<string> {
  const names = new Set([group]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of groups) {
      if (candidate.parent !== '' && names.has(candidate.parent) && !names.has(candidate.name)) {
        names.add(candidate.name);
        grew = true;
      }
    }
  }
  return names;
}

/** `group` and every group above it, up to the root (`global`). */
export function accessGroupWithAncestors(groups: readonly AccessGroup[], group: string): Set<string> {
  const names = new Set<string>();
  for (let name: string | undefined = group; name !== undefined && name !== '' && !names.has(name); ) {
    names.add(name);
    name = groups.find((candidate) => candidate.name === name)?.parent;
  }
  return names;
}

type Targeting = Pick<SecurityProfile, 'access_group' | 'all_computers' | 'tags'>;

/** Active (non-archived) instances in the profile's access group that it targets, by id. */
export function associatedInstances(org: Organisation, profile: Targeting): Instance[] {
  if (!profile.all_computers && profile.tags.length === 0) return [];
  const groups = accessGroupWithDescendants(org.accessGroups, profile.access_group);
  return org.instances.filter(
    (instance) =>
      !instance.archived &&
      groups.has(instance.access_group) &&
      (profile.all_computers || instance.tags.some((tag) => profile.tags.includes(tag))),
  );
}

/**
 * The last audit's result per covered instance: the first 5,000 associated instances, dealt out in a
 * stable shuffled order to match the profile's passing/failing/in_progress/not_started counts.
 */
export function auditResults(org: Organisation, profile: SecurityProfile): Map<number, AuditResult> {
  const covered = associatedInstances(org, profile)
    .slice(0, PROFILE_INSTANCE_LIMIT)
    .sort((a, b) => stableFraction(profile.id, a.id) - stableFraction(profile.id, b.id));
  const { passing, failing, in_progress: inProgress } = profile.last_run_results;
  const results = new Map<number, AuditResult>();
  covered.forEach((instance, index) => {
    let result: AuditResult = 'not_started';
    if (index < passing) result = 'pass';
    else if (index < passing + failing) result = 'fail';
    else if (index < passing + failing + inProgress) result = 'in_progress';
    results.set(instance.id, result);
  });
  return results;
}
