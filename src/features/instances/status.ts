import type { InstanceAlert, InstanceSummary } from '../../api/instances.ts';
import type { StatusTone } from '../../ui/list/index.ts';
import { INSTANCE_TEXTS as T } from './texts.ts';

/** API.md "Instances": the alert an offline instance carries (its last ping is too long ago). */
export const OFFLINE_ALERT = 'ComputerOfflineAlert';

/**
 * The Status filter (SPEC §2 `status`): each value is one or more `alert:` terms of API.md, all of
 * which must match. Up to date has neither upgrades alert: a server may raise only the security one
 * for an instance whose upgrades include security fixes (the simulator does). Labels are read when
 * shown (the host may change texts).
 */
export const STATUS_FILTERS = {
  online: { get label() { return T.status.online; }, terms: ['NOT alert:computer-offline'] },
  offline: { get label() { return T.status.offline; }, terms: ['alert:computer-offline'] },
  'security-upgrades': { get label() { return T.status.securityUpgrades; }, terms: ['alert:security-upgrades'] },
  'package-upgrades': { get label() { return T.status.packageUpgrades; }, terms: ['alert:package-upgrades'] },
  'reboot-required': { get label() { return T.status.rebootRequired; }, terms: ['alert:computer-reboot'] },
  'up-to-date': { get label() { return T.status.upToDate; }, terms: ['NOT alert:package-upgrades', 'NOT alert:security-upgrades'] },
} as const satisfies Record<string, { label: string; terms: readonly string[] }>;

export type StatusFilter = keyof typeof STATUS_FILTERS;

export const STATUS_FILTER_VALUES = Object.keys(STATUS_FILTERS) as StatusFilter[];

export function statusFilterLabel(value: string): string {
  return Object.hasOwn(STATUS_FILTERS, value) ? STATUS_FILTERS[value as StatusFilter].label : value;
}

export interface InstanceStatus {
  readonly label: string;
  readonly tone: StatusTone;
  /** Every alert but the offline one, for the Status cell. */
  readonly alerts: readonly InstanceAlert[];
}

/** Online or offline from the instance's alerts (the server raises ComputerOfflineAlert), with its other alerts. */
export function instanceStatus(instance: Pick<InstanceSummary, 'alerts'>): InstanceStatus {
  const alerts = instance.alerts ?? [];
  const offline = alerts.some((alert) => alert.type === OFFLINE_ALERT);
  return {
    label: offline ? T.status.offline : T.status.online,
    tone: offline ? 'negative' : 'positive',
    alerts: alerts.filter((alert) => alert.type !== OFFLINE_ALERT),
  };
}

/** A tone for an alert's severity (API.md: warning, danger, info, …). */
export function alertTone(severity: string): StatusTone {
  if (severity === 'danger' || severity === 'error' || severity === 'critical') return 'negative';
  if (severity === 'warning') return 'caution';
  return 'information';
}
