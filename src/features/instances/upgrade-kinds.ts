import type { InstanceChild } from '../../api/instances.ts';

/** Upgrades on offer: the instance's counts, or its upgrade alerts when it has no counts. */
export function upgradeKinds(instance: InstanceChild): { readonly security: boolean; readonly regular: boolean } {
  const alerts = instance.alerts ?? [];
  const security = (instance.upgrades?.security ?? 0) > 0 || alerts.some((alert) => alert.type === 'SecurityUpgradesAlert');
  const regular = (instance.upgrades?.regular ?? 0) > 0 || alerts.some((alert) => alert.type === 'PackageUpgradesAlert');
  return { security, regular };
}

export const hasUpgrades = (instance: InstanceChild): boolean => {
  const kinds = upgradeKinds(instance);
  return kinds.security || kinds.regular;
};

