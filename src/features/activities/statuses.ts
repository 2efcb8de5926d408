import type { ActivityStatus } from '../../api/activities.ts';
import type { StatusTone } from '../../ui/list/index.ts';

/** SPEC §4 activity statuses and their labels, in the order the Status filter lists them. */
export const ACTIVITY_STATUS_LABELS: Readonly<Record<ActivityStatus, { label: string; tone: StatusTone }>> = {
  succeeded: { label: 'Succeeded', tone: 'positive' },
  scheduled: { label: 'Scheduled', tone: 'information' },
  waiting: { label: 'Waiting', tone: 'information' },
  undelivered: { label: 'Queued', tone: 'neutral' },
  delivered: { label: 'In progress', tone: 'information' },
  blocked: { label: 'Blocked', tone: 'caution' },
  unapproved: { label: 'Unapproved', tone: 'caution' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'negative' },
};

/** The Status filter offers every status except unapproved (SPEC §4). */
export const FILTERABLE_STATUSES = (Object.keys(ACTIVITY_STATUS_LABELS) as ActivityStatus[]).filter(
  (status) => status !== 'unapproved',
);

export function statusLabel(status: string): { label: string; tone: StatusTone } {
  return ACTIVITY_STATUS_LABELS[status as ActivityStatus] ?? { label: status, tone: 'neutral' };
}
