import { groupWithDescendants } from '../../../api/access-groups.ts';
import type { Instance, InstanceChild } from '../../../api/instances.ts';

/**
 * Whether an instance can run scripts (screens instance-actions.md §1.1: its distribution is Ubuntu,
 * Ubuntu Core and WSL Ubuntu children included); one that never reported its distribution cannot.
 */
export function canRunScripts(instance: { readonly distribution_info?: Instance['distribution_info'] }): boolean {
  const info = instance.distribution_info;
  return info?.distributor === 'Ubuntu' || info?.description?.includes('Ubuntu') === true;
}

/**
 * The instances a script would run on: Ubuntu ones, and once a script is chosen and the access
 * groups are known, only those in its access group or below it.
 */
export function runnableOn(
  script: { readonly access_group: string } | undefined,
  instances: readonly InstanceChild[],
  groups: readonly { readonly name: string; readonly parent: string }[] | undefined,
): InstanceChild[] {
  const ubuntu = instances.filter((instance) => canRunScripts(instance));
  if (!script || !groups) return ubuntu;
  const allowed = new Set(groupWithDescendants(groups, script.access_group));
  return ubuntu.filter((instance) => instance.access_group === undefined || allowed.has(instance.access_group));
}
