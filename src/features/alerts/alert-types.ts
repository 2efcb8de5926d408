import { activitiesPath, instancesPath } from '../shell/paths.ts';

/**
 * Where an alert leads (screens admin-account.md §8.2): the instances carrying it (the instances
 * search `alert:{name}`), the unapproved activities for UnapprovedActivitiesAlert (upstream sends
 * them to the instances, §8.4), the pending instances' review for PendingComputersAlert; an alert
 * type this portal does not know leads nowhere (its sentence alone).
 */
export type AlertTarget = { readonly kind: 'path'; readonly path: string } | { readonly kind: 'pending' } | { readonly kind: 'none' };

const INSTANCE_FILTERS: Readonly<Record<string, string>> = {
  ComputerDuplicateAlert: 'computer-duplicates',
  ComputerOfflineAlert: 'computer-offline',
  ComputerRebootAlert: 'computer-reboot',
  EsmDisabledAlert: 'esm-disabled',
  PackageProfilesAlert: 'package-profiles',
  PackageReporterAlert: 'package-reporter',
  PackageUpgradesAlert: 'package-upgrades',
  SecurityUpgradesAlert: 'security-upgrades',
  ChildInstanceProfileAlert: 'child-instance-profiles',
};

export function alertTarget(alertType: string): AlertTarget {
  if (alertType === 'PendingComputersAlert') return { kind: 'pending' };
  if (alertType === 'UnapprovedActivitiesAlert') return { kind: 'path', path: activitiesPath({ query: 'status:unapproved' }) };
  const filter = Object.hasOwn(INSTANCE_FILTERS, alertType) ? INSTANCE_FILTERS[alertType] : undefined;
  return filter ? { kind: 'path', path: instancesPath({ query: `alert:${filter}` }) } : { kind: 'none' };
}
