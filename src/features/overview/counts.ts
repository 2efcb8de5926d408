import dayjs from 'dayjs';

/**
 * What the overview counts: each count is one API.md search, and the same search is the filtered
 * list it links to, so the number and the list it opens cannot disagree.
 */
export interface CountSpec<K extends string> {
  readonly key: K;
  /** API.md query terms ('' is every item). */
  readonly query: string;
}

export type InstanceCountKey = 'total' | 'offline' | 'securityUpgrades' | 'packageUpgrades' | 'rebootRequired';

/** API.md "Instances" alert types and `needs:reboot`. */
export const INSTANCE_COUNTS: readonly CountSpec<InstanceCountKey>[] = [
  { key: 'total', query: '' },
  { key: 'offline', query: 'alert:computer-offline' },
  { key: 'securityUpgrades', query: 'alert:security-upgrades' },
  { key: 'packageUpgrades', query: 'alert:package-upgrades' },
  { key: 'rebootRequired', query: 'needs:reboot' },
];

export type ActivityCountKey = 'unapproved' | 'inProgress' | 'failedRecently';

/** How far back "failed recently" looks. */
export const RECENT_DAYS = 7;

/** The first day of the recent window, as the activity search's `created-after` takes it (YYYY-MM-DD, local date). */
export function recentSince(now: Date): string {
  return dayjs(now).subtract(RECENT_DAYS, 'day').format('YYYY-MM-DD');
}

/** Activities waiting for an administrator: to approve, still running, and failed since `since`. */
export function activityCounts(since: string): readonly CountSpec<ActivityCountKey>[] {
  return [
    { key: 'unapproved', query: 'status:unapproved' },
    { key: 'inProgress', query: 'status:delivered' },
    { key: 'failedRecently', query: `status:failed created-after:${since}` },
  ];
}
