import type { Package } from '../../../../../api/packages.ts';
import type { StatusTone } from '../../../../../ui/list/StatusLabel.tsx';
import { PACKAGE_TEXTS as T } from './texts.ts';

/** What the Status column says of a package (screens §4.1). */
export type PackageState = 'available' | 'held' | 'security' | 'regular' | 'installed' | 'unknown';

export const isInstalled = (pkg: Package): boolean => Boolean(pkg.current_version);

/** An installed package whose available version is another one. */
export const hasUpgrade = (pkg: Package): boolean => isInstalled(pkg) && Boolean(pkg.available_version) && pkg.available_version !== pkg.current_version;

/** An upgrade only Ubuntu Pro delivers (upstream's rule: the available version names ubuntu-pro). */
export const isProOnly = (pkg: Package): boolean => isInstalled(pkg) && (pkg.available_version ?? '').includes('ubuntu-pro');

export function packageState(pkg: Package): PackageState {
  switch (pkg.status) {
    case 'available':
      return 'available';
    case 'held':
      return 'held';
    case 'security':
      return 'security';
    case 'installed':
      return hasUpgrade(pkg) ? 'regular' : 'installed';
    default:
      return 'unknown';
  }
}

const TONES: Readonly<Record<PackageState, StatusTone>> = {
  available: 'neutral',
  held: 'caution',
  security: 'negative',
  regular: 'information',
  installed: 'positive',
  unknown: 'neutral',
};

export const stateLabel = (state: PackageState) => ({ label: T.states[state], tone: TONES[state] });

/** The actions on installed packages; Install is for packages not installed. */
export type PackageActionId = 'upgrade' | 'downgrade' | 'hold' | 'unhold' | 'remove';

/** The actions a package's menu and details offer, in upstream's order: Upgrade, Downgrade, Hold or Unhold, Uninstall. */
export function packageActions(pkg: Package): readonly PackageActionId[] {
  if (!isInstalled(pkg)) return [];
  const held = pkg.status === 'held';
  return [...(hasUpgrade(pkg) && !isProOnly(pkg) ? ['upgrade' as const] : []), ...(held ? [] : ['downgrade' as const]), held ? 'unhold' : 'hold', 'remove'];
}

/** The packages of a selection a bulk action applies to. */
export function applicable(action: PackageActionId, packages: readonly Package[]): readonly Package[] {
  switch (action) {
    case 'upgrade':
      return packages.filter((pkg) => hasUpgrade(pkg) && !isProOnly(pkg));
    case 'hold':
      return packages.filter((pkg) => isInstalled(pkg) && pkg.status !== 'held');
    case 'unhold':
      return packages.filter((pkg) => pkg.status === 'held');
    case 'remove':
      return packages.filter(isInstalled);
    case 'downgrade':
      return packages.length === 1 && packages[0]!.status !== 'held' && isInstalled(packages[0]!) ? packages : [];
  }
}

/** Why a bulk action cannot run on the selection, or undefined when it can. */
export function bulkReason(action: Exclude<PackageActionId, 'downgrade'>, selected: readonly Package[]): string | undefined {
  if (selected.length === 0) return T.reasons.none;
  if (applicable(action, selected).length > 0) return undefined;
  switch (action) {
    case 'upgrade':
      return T.reasons.noUpgrade;
    case 'hold':
      return selected.some(isInstalled) ? T.reasons.allHeld : T.reasons.notInstalled;
    case 'unhold':
      return T.reasons.noneHeld;
    case 'remove':
      return T.reasons.notInstalled;
  }
}

/** How an upgrade of a selection splits (the form's summary): security and regular upgrades, and the rest. */
export function upgradeSummary(selected: readonly Package[]) {
  const upgrades = applicable('upgrade', selected);
  const security = upgrades.filter((pkg) => pkg.status === 'security').length;
  return { security, regular: upgrades.length - security, none: selected.length - upgrades.length };
}

/** The part of `next` after what it shares with `current` (bold in "Upgradable to"). */
export function changedSuffix(current: string, next: string): { readonly same: string; readonly changed: string } {
  let index = 0;
  while (index < current.length && index < next.length && current[index] === next[index]) index += 1;
  return { same: next.slice(0, index), changed: next.slice(index) };
}
