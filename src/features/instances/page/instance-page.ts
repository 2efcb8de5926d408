import type { AccessGroup } from '../../../api/access-groups.ts';
import type { Instance, InstanceAlert, InstanceSummary } from '../../../api/instances.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import type { StatusTone } from '../../../ui/list/StatusLabel.tsx';
import { instancePath, passRateInstancesQuery } from '../../shell/paths.ts';
import { INSTANCE_PAGE_TEXTS as T } from './texts.ts';
import { alertTone as severityTone, instanceStatus as listStatus } from '../status.ts';

export interface InstanceStatus {
  readonly label: string;
  readonly tone: StatusTone;
}

type StatusFields = Pick<InstanceSummary, 'archived' | 'last_ping_time' | 'alerts'>;

/**
 * Online or offline as the server judges it (its offline alert). An archived instance raises no
 * alerts any more, and one that never pinged is not online either: both say so instead.
 */
export function instanceStatus(instance: StatusFields): InstanceStatus {
  if (instance.archived) return { label: T.statuses.archived, tone: 'neutral' };
  if (listStatus(instance).tone === 'negative') return { label: T.statuses.offline, tone: 'negative' };
  if (instance.last_ping_time === null) return { label: T.statuses.neverPinged, tone: 'neutral' };
  return { label: T.statuses.online, tone: 'positive' };
}

/** The alerts besides the offline one (which the status already says), as the server lists them. */
export function otherAlerts(instance: Pick<InstanceSummary, 'alerts'>): readonly InstanceAlert[] {
  return listStatus(instance).alerts;
}

/** An alert's tone from its severity, as the list's Status cell shows it. */
export function alertTone(alert: Pick<InstanceAlert, 'severity'>): StatusTone {
  return severityTone(alert.severity);
}

/** A heading for the instance (never empty): the instances list's name for it. */
export { instanceName } from '../texts.ts';

/**
 * Where an instance's page is: a WSL instance under its Windows host (`/instances/{parent}/{id}`),
 * any other at `/instances/{id}`.
 */
export function canonicalInstancePath(instance: Pick<Instance, 'id' | 'parent'>): string {
  return instance.parent ? instancePath(instance.parent.id, instance.id) : instancePath(instance.id);
}

/**
 * Whether `group` is `ancestor` or lies below it in the access group tree (GetAccessGroups' `parent`
 * names). A group missing from the list, or a loop in the parents, ends the walk.
 */
export function inAccessGroup(groups: readonly Pick<AccessGroup, 'name' | 'parent'>[], ancestor: string, group: string): boolean {
  const parentOf = new Map(groups.map((item) => [item.name, item.parent]));
  const seen = new Set<string>();
  for (let current: string | undefined = group; current && !seen.has(current); current = parentOf.get(current)) {
    if (current === ancestor) return true;
    seen.add(current);
  }
  return false;
}

type Targeting = Pick<SecurityProfile, 'id' | 'status' | 'access_group' | 'all_computers' | 'tags'>;

/**
 * The active profiles that associate the instance, in the order given: those of its access group (or
 * one above it) for all computers, or sharing one of its tags. Archived instances are in none.
 */
export function profilesCovering<P extends Targeting>(
  profiles: readonly P[],
  instance: Pick<InstanceSummary, 'access_group' | 'tags' | 'archived'>,
  groups: readonly Pick<AccessGroup, 'name' | 'parent'>[],
): P[] {
  if (instance.archived) return [];
  return profiles.filter(
    (profile) =>
      profile.status === 'active' &&
      inAccessGroup(groups, profile.access_group, instance.access_group) &&
      (profile.all_computers || profile.tags.some((tag) => instance.tags.includes(tag))),
  );
}

export type AuditResult = 'pass' | 'fail' | 'not-run';

/** The instance search that matches this one instance when its last audit by the profile had that result. */
export function auditResultQuery(instanceId: number, profileId: number, result: 'pass' | 'fail'): string {
  return `id:${instanceId} ${passRateInstancesQuery(profileId, result)}`;
}

/** The result from how many instances matched the pass and fail searches (0 or 1 each). */
export function auditResult(passing: number, failing: number): AuditResult {
  if (passing > 0) return 'pass';
  if (failing > 0) return 'fail';
  return 'not-run';
}

export const AUDIT_RESULT_LABELS: Readonly<Record<AuditResult, InstanceStatus>> = {
  pass: { get label() { return T.profiles.passed; }, tone: 'positive' },
  fail: { get label() { return T.profiles.failed; }, tone: 'negative' },
  'not-run': { get label() { return T.profiles.notRun; }, tone: 'neutral' },
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The instance's IP addresses from its hardware report (`network[].ip`), upstream's "Not available"
 * left out; null when there are none or the report sends the network as text.
 */
export function ipAddresses(grouped: unknown): string | null {
  const network = grouped && typeof grouped === 'object' ? (grouped as Record<string, unknown>)['network'] : undefined;
  if (!Array.isArray(network)) return null;
  const ips = network
    .map((card) => (card && typeof card === 'object' ? (card as Record<string, unknown>)['ip'] : undefined))
    .filter((ip): ip is string => isText(ip) && ip !== 'Not available');
  return ips.length > 0 ? ips.join(', ') : null;
}

/** A text of the hardware report's `system` section (its serial number, its model), or null. */
export function systemFact(grouped: unknown, key: 'serial' | 'model'): string | null {
  const system = grouped && typeof grouped === 'object' ? (grouped as Record<string, unknown>)['system'] : undefined;
  const value = system && typeof system === 'object' ? (system as Record<string, unknown>)[key] : undefined;
  return isText(value) ? value : null;
}

/** The instance's annotations as "key: value" lines (text values only); none for an empty or unreadable set. */
export function annotationLines(annotations: unknown): readonly string[] {
  if (!annotations || typeof annotations !== 'object' || Array.isArray(annotations)) return [];
  return Object.entries(annotations as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `${key}: ${value}`);
}
