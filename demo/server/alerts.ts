/**
 * Alerts (admin-account.md §6 Account › Alerts, §8 the Alerts page): the catalogue of alert types, each
 * person's settings per organisation (subscribed; all computers or some tags), the `Alert` wire shape
 * and the summary of the alerts that fire.
 *
 * What fires is computed from the organisation's data whenever it is asked, so it follows every change
 * (a reboot clears `ComputerRebootAlert`, approving activities clears `UnapprovedActivitiesAlert`,
 * accepting pending computers clears `PendingComputersAlert`):
 * - a computer alert counts the live instances (not archived, reported at least once) carrying it in
 *   `instance.alerts[].type`, of the person's scope: every such instance when `all_computers`, else
 *   those with one of the tags. The simulator gives nobody a narrower view of the fleet than the
 *   instance list (`GET computers`) does, so with `all_computers` the count is what
 *   `GET computers?query=alert:<name>` counts;
 * - `UnapprovedActivitiesAlert` counts the activities that need approval (`unapproved` with
 *   `actions.approvable`: ApproveActivities can approve them; the oldest ones predate the actions API
 *   and stay out) about an instance of that scope, or about no instance (computer_id 0) when
 *   `all_computers`; group parents are left out (their children are counted);
 * - `PendingComputersAlert` (the account's) counts the pending computers (legacy GetPendingComputers);
 * - `LicenseExpiryAlert` never fires (the demo has no licence to expire).
 */
import { ApiError } from './http.ts';
import type { AlertSubscription, Instance, Organisation, PendingInstance, SimData } from './model.ts';
import { ALERT_TYPES } from './routes/instances.ts';
import { GROUP_ACTIVITY_TYPE } from './seed.ts';
import { iso } from './time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type AlertScope = 'computer' | 'account';

/** One alert type of the catalogue, as `GET alerts` describes it. */
export interface AlertType {
  id: number;
  alert_type: string;
  label: string;
  description: string;
  scope: AlertScope;
  /** The summary text for `count` (≥ 1) things. */
  summary: (count: number) => string;
  /** The instance search's `alert:<name>` for it (routes/instances.ts ALERT_TYPES), if it has one. */
  search?: string;
  /**
   * How long before the seed's anchor it became active, when nothing in the data dates it (a computer
   * alert other than offline). Offline, unapproved activities and pending computers are dated by their
   * oldest instance, activity or pending computer.
   */
  activeFor: number;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * Landscape's alert types (ids as upstream's mocks number them), by alert_type as `GET alerts` lists
 * them. `LicenseExpiryAlert` is the one the Account › Alerts screen hides (its type contains LICENSE).
 */
export const ALERT_CATALOGUE: readonly AlertType[] = [
  {
    id: 12,
    alert_type: 'ChildInstanceProfileAlert',
    label: 'Child Instance Profile Alert',
    description: 'Alert when a computer is not compliant with a child instance profile',
    scope: 'computer',
    summary: (n) =>
      n === 1 ? "1 computer isn't compliant with its child instance profiles" : `${n} computers aren't compliant with their child instance profiles`,
    activeFor: DAY + 4 * HOUR,
  },
  {
    id: 11,
    alert_type: 'ComputerDuplicateAlert',
    label: 'Computer Duplicate Alert',
    description: 'Alert when a duplicate computer exists',
    scope: 'computer',
    summary: (n) => (n === 1 ? '1 computer is a duplicate' : `${n} computers are duplicates`),
    search: 'computer-duplicates',
    activeFor: 2 * DAY,
  },
  {
    id: 9,
    alert_type: 'ComputerOfflineAlert',
    label: 'Computer Offline Alert',
    description: 'Alert when computer has not contacted Landscape for some time',
    scope: 'computer',
    summary: (n) => `${plural(n, "computer hasn't", "computers haven't")} contacted Landscape within the last 5 minutes`,
    search: 'computer-offline',
    activeFor: 0,
  },
  {
    id: 10,
    alert_type: 'ComputerRebootAlert',
    label: 'Computer Reboot Alert',
    description: 'Alert when computer needs to be rebooted',
    scope: 'computer',
    summary: (n) => `${plural(n, 'computer needs', 'computers need')} to be rebooted`,
    search: 'computer-reboot',
    activeFor: 9 * HOUR + 12 * MINUTE,
  },
  {
    id: 7,
    alert_type: 'EsmDisabledAlert',
    label: 'Esm Disabled Alert',
    description: 'Alert when ESM updates are disabled',
    scope: 'computer',
    summary: (n) => `${plural(n, 'computer has', 'computers have')} ESM disabled`,
    search: 'esm-disabled',
    activeFor: 3 * DAY,
  },
  {
    id: 2,
    alert_type: 'LicenseExpiryAlert',
    label: 'License Expiry Alert',
    description: 'Alert when a license is approaching expiration',
    scope: 'account',
    summary: (n) => `${plural(n, 'license expires', 'licenses expire')} soon`,
    activeFor: 0,
  },
  {
    id: 4,
    alert_type: 'PackageProfilesAlert',
    label: 'Package Profiles Alert',
    description: 'Alert when a package profile is not applied',
    scope: 'computer',
    summary: (n) => (n === 1 ? "1 computer hasn't applied its package profiles" : `${n} computers haven't applied their package profiles`),
    search: 'package-profiles',
    activeFor: DAY,
  },
  {
    id: 6,
    alert_type: 'PackageReporterAlert',
    label: 'Package Reporter Alert',
    description: 'Alert when package reporting fails',
    scope: 'computer',
    summary: (n) => `${plural(n, 'computer is', 'computers are')} having issues reporting packages`,
    search: 'package-reporter',
    activeFor: 5 * HOUR,
  },
  {
    id: 3,
    alert_type: 'PackageUpgradesAlert',
    label: 'Package Upgrades Alert',
    description: 'Alert when package upgrades are available',
    scope: 'computer',
    summary: (n) => `${plural(n, 'computer has', 'computers have')} package upgrades available`,
    search: 'package-upgrades',
    activeFor: 2 * DAY + 3 * HOUR + 20 * MINUTE,
  },
  {
    id: 1,
    alert_type: 'PendingComputersAlert',
    label: 'Pending Computers Alert',
    description: 'Alert when pending computers are available',
    scope: 'account',
    summary: (n) => `${plural(n, 'computer is', 'computers are')} pending approval`,
    activeFor: 0,
  },
  {
    id: 5,
    alert_type: 'SecurityUpgradesAlert',
    label: 'Security Upgrades Alert',
    description: 'Alert when security upgrades are available',
    scope: 'computer',
    summary: (n) => `${plural(n, 'computer has', 'computers have')} security upgrades available`,
    search: 'security-upgrades',
    activeFor: 5 * HOUR + 41 * MINUTE,
  },
  {
    id: 8,
    alert_type: 'UnapprovedActivitiesAlert',
    label: 'Unapproved Activities Alert',
    description: 'Alert when activities need approval',
    scope: 'computer',
    summary: (n) => `${plural(n, 'activity needs', 'activities need')} approval`,
    activeFor: 0,
  },
];

/** The alert type named `name` (exactly), or the legacy 404 `UnknownAlertType`. */
export function findAlertType(name: string): AlertType {
  const type = ALERT_CATALOGUE.find((candidate) => candidate.alert_type === name);
  if (!type) {
    throw new ApiError(
      404,
      'UnknownAlertType',
      `Alert type "${name}" does not exist. Use one of: ${ALERT_CATALOGUE.map((candidate) => candidate.alert_type).join(', ')}.`,
    );
  }
  return type;
}

/** What a person has for an alert they never changed: not subscribed; a computer alert watches every computer. */
function defaultSubscription(personId: number, type: AlertType): AlertSubscription {
  return { person_id: personId, alert_type: type.alert_type, subscribed: false, all_computers: type.scope === 'computer', tags: [] };
}

/** The person's settings for the alert in the organisation (stored, or the default). */
export function subscriptionOf(org: Organisation, personId: number, type: AlertType): AlertSubscription {
  return (
    org.alertSubscriptions.find((record) => record.person_id === personId && record.alert_type === type.alert_type) ??
    defaultSubscription(personId, type)
  );
}

const catalogueIndex = (alertType: string): number => ALERT_CATALOGUE.findIndex((type) => type.alert_type === alertType);

/**
 * Stores a person's new settings: a new record in place of the old one (records may be the frozen
 * seed's) in a new list, kept by person then catalogue order.
 */
export function saveSubscription(org: Organisation, record: AlertSubscription): void {
  const others = org.alertSubscriptions.filter(
    (candidate) => !(candidate.person_id === record.person_id && candidate.alert_type === record.alert_type),
  );
  org.alertSubscriptions = [...others, record].sort(
    (a, b) => a.person_id - b.person_id || catalogueIndex(a.alert_type) - catalogueIndex(b.alert_type),
  );
}

/** An alert that fires: how many things it counts, and since when (epoch ms). */
export interface Firing {
  count: number;
  activation: number;
}

/** What the alerts are computed from besides the organisation: the namespace data and the pending computers. */
export interface AlertSources {
  data: SimData;
  org: Organisation;
  pending: readonly PendingInstance[];
}

/** The instances an alert can count: not archived and reported at least once (not pending). */
function liveInstances(org: Organisation): Instance[] {
  return org.instances.filter((instance) => !instance.archived && instance.last_ping_time !== null);
}

/** The live instances the settings watch: all of them, or those with one of the tags. */
function watchedInstances(org: Organisation, subscription: AlertSubscription): Instance[] {
  const live = liveInstances(org);
  if (subscription.all_computers) return live;
  if (subscription.tags.length === 0) return [];
  const tags = new Set(subscription.tags);
  return live.filter((instance) => instance.tags.some((tag) => tags.has(tag)));
}

/** The instance alert types a computer alert counts: its own, and what `alert:<name>` searches for (they may be spelled apart). */
function instanceAlertTypes(type: AlertType): Set<string> {
  const types = new Set([type.alert_type]);
  const searched = type.search === undefined ? undefined : ALERT_TYPES[type.search];
  if (searched !== undefined) types.add(searched);
  return types;
}

const earliest = (times: readonly number[]): number => times.reduce((min, time) => Math.min(min, time), Number.POSITIVE_INFINITY);

/**
 * Whether the alert fires for these settings, and what it counts; null: it does not (OK). The settings'
 * `subscribed` is not looked at: the caller decides whether an alert that is not subscribed matters.
 */
export function firingOf(sources: AlertSources, type: AlertType, subscription: AlertSubscription): Firing | null {
  const { data, org, pending } = sources;
  if (type.alert_type === 'PendingComputersAlert') {
    if (pending.length === 0) return null;
    return { count: pending.length, activation: earliest(pending.map((item) => Date.parse(item.creation_time))) };
  }
  if (type.scope === 'account') return null;
  const watched = watchedInstances(org, subscription);
  if (type.alert_type === 'UnapprovedActivitiesAlert') {
    const ids = new Set(watched.map((instance) => instance.id));
    const unapproved = org.activities.filter(
      (activity) =>
        activity.actions?.approvable === true &&
        activity.type !== GROUP_ACTIVITY_TYPE &&
        (activity.computer_id === 0 ? subscription.all_computers : ids.has(activity.computer_id)),
    );
    if (unapproved.length === 0) return null;
    return { count: unapproved.length, activation: earliest(unapproved.map((activity) => Date.parse(activity.creation_time))) };
  }
  const types = instanceAlertTypes(type);
  const alerted = watched.filter((instance) => instance.alerts.some((alert) => types.has(alert.type)));
  if (alerted.length === 0) return null;
  const activation =
    type.alert_type === 'ComputerOfflineAlert'
      ? earliest(alerted.map((instance) => Date.parse(instance.last_ping_time!))) + 5 * MINUTE
      : data.anchor - type.activeFor;
  return { count: alerted.length, activation };
}

export type AlertStatus = 'Alerted' | 'OK' | 'Disabled';

/** The `Alert` of admin-account.md §6.3 for one person (account alerts: never all computers, no tags). */
export function serializeAlert(sources: AlertSources, personId: number, type: AlertType) {
  const subscription = subscriptionOf(sources.org, personId, type);
  const status: AlertStatus = !subscription.subscribed ? 'Disabled' : firingOf(sources, type, subscription) ? 'Alerted' : 'OK';
  const computer = type.scope === 'computer';
  return {
    id: type.id,
    alert_type: type.alert_type,
    label: type.label,
    description: type.description,
    scope: type.scope,
    status,
    subscribed: subscription.subscribed,
    all_computers: computer && subscription.all_computers,
    tags: computer ? [...subscription.tags] : [],
  };
}

/** `GET alerts/summary`'s entries: the person's subscribed alerts that fire, in catalogue order. */
export function alertsSummary(sources: AlertSources, personId: number) {
  return ALERT_CATALOGUE.flatMap((type) => {
    const subscription = subscriptionOf(sources.org, personId, type);
    if (!subscription.subscribed) return [];
    const firing = firingOf(sources, type, subscription);
    if (!firing) return [];
    return [{ id: type.id, alert_type: type.alert_type, summary: type.summary(firing.count), activation_time: iso(firing.activation) }];
  });
}
