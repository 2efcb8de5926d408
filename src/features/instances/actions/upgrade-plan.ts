import type { InstanceChild } from '../../../api/instances.ts';
import { upgradeKinds } from '../upgrade-kinds.ts';
export { hasUpgrades, upgradeKinds } from '../upgrade-kinds.ts';
import type { InstanceUpgrade, UsnFix } from '../../../api/upgrades.ts';

/**
 * What the bulk upgrade leaves out, whichever of its tabs said so (screens §4.10: upstream sends
 * only the open tab's exclusions, and unticking one instance of a package clears that instance's
 * other exclusions). Everything starts included.
 */
export interface Exclusions {
  /** Instances not upgraded at all (Instances tab). */
  readonly instances: ReadonlySet<number>;
  /** Packages upgraded on no instance (Packages tab). */
  readonly packages: ReadonlySet<number>;
  /** Packages left out on one instance only: instance id → package ids (either tab's sub-lists). */
  readonly packagesOn: ReadonlyMap<number, ReadonlySet<number>>;
  /** Security notices whose packages are upgraded on no instance (USNs tab). */
  readonly usns: ReadonlySet<string>;
}

export const NO_EXCLUSIONS: Exclusions = { instances: new Set(), packages: new Set(), packagesOn: new Map(), usns: new Set() };

const toggled = <T>(set: ReadonlySet<T>, value: T, excluded: boolean): ReadonlySet<T> => {
  const next = new Set(set);
  if (excluded) next.add(value);
  else next.delete(value);
  return next;
};

export const excludeInstance = (exclusions: Exclusions, id: number, excluded: boolean): Exclusions => ({
  ...exclusions,
  instances: toggled(exclusions.instances, id, excluded),
});

export const excludePackage = (exclusions: Exclusions, id: number, excluded: boolean): Exclusions => ({
  ...exclusions,
  packages: toggled(exclusions.packages, id, excluded),
});

/** Leaves one package out on one instance (or back in), touching nothing else of that instance. */
export const excludePackageOn = (exclusions: Exclusions, instanceId: number, packageId: number, excluded: boolean): Exclusions => {
  const packagesOn = new Map(exclusions.packagesOn);
  const next = toggled(packagesOn.get(instanceId) ?? new Set<number>(), packageId, excluded);
  if (next.size === 0) packagesOn.delete(instanceId);
  else packagesOn.set(instanceId, next);
  return { ...exclusions, packagesOn };
};

export const excludeUsn = (exclusions: Exclusions, usn: string, excluded: boolean): Exclusions => ({
  ...exclusions,
  usns: toggled(exclusions.usns, usn, excluded),
});

/** Whether a package is upgraded on an instance, as the exclusions stand (notices aside: resolved on sending). */
export const included = (exclusions: Exclusions, instanceId: number, packageId: number): boolean =>
  !exclusions.instances.has(instanceId) && !exclusions.packages.has(packageId) && !(exclusions.packagesOn.get(instanceId)?.has(packageId) ?? false);

export const hasExclusions = (exclusions: Exclusions): boolean =>
  exclusions.instances.size + exclusions.packages.size + exclusions.packagesOn.size + exclusions.usns.size > 0;

/** "You selected n instances": how many have security upgrades, regular ones, and none. */
export function upgradeSummary(instances: readonly InstanceChild[]) {
  const kinds = instances.map(upgradeKinds);
  return {
    selected: instances.length,
    security: kinds.filter((kind) => kind.security).length,
    regular: kinds.filter((kind) => kind.regular).length,
    none: kinds.filter((kind) => !kind.security && !kind.regular).length,
  };
}

/**
 * The request: each instance with upgrades that is not left out, with every package left out for it
 * (by the Packages tab, its own sub-list, and the notices left out, through the packages each
 * notice would upgrade on it: `fixes`, one answer per notice left out).
 */
export function upgradeRequest(instanceIds: readonly number[], exclusions: Exclusions, fixes: readonly (readonly UsnFix[])[]): InstanceUpgrade[] {
  const fromUsns = new Map<number, Set<number>>();
  for (const fix of fixes.flat()) {
    if (typeof fix.current_id !== 'number') continue;
    for (const id of fix.computer_ids ?? instanceIds) {
      const set = fromUsns.get(id) ?? new Set<number>();
      set.add(fix.current_id);
      fromUsns.set(id, set);
    }
  }
  return instanceIds
    .filter((id) => !exclusions.instances.has(id))
    .map((id) => ({
      id,
      exclude_packages: [...new Set([...exclusions.packages, ...(exclusions.packagesOn.get(id) ?? []), ...(fromUsns.get(id) ?? [])])].sort((a, b) => a - b),
    }));
}
