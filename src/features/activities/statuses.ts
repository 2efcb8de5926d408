import type { ActivityStatus } from '../../api/activities.ts';
import type { StatusTone } from '../../ui/list/index.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

/** SPEC §4 activity statuses and their tones, in the order the Status filter lists them (labels: texts.ts). */
const TONES: Readonly<Record<ActivityStatus, StatusTone>> = {
  succeeded: 'positive',
  scheduled: 'information',
  waiting: 'information',
  undelivered: 'neutral',
  delivered: 'information',
  blocked: 'caution',
  unapproved: 'caution',
  canceled: 'neutral',
  failed: 'negative',
};

/** The Status filter offers every status except unapproved (SPEC §4). */
export const FILTERABLE_STATUSES = (Object.keys(TONES) as ActivityStatus[]).filter(
  (status) => status !== 'unapproved',
);

export function statusLabel(status: string): { label: string; tone: StatusTone } {
  return Object.hasOwn(TONES, status) ? { label: T.statuses[status as ActivityStatus], tone: TONES[status as ActivityStatus] } : { label: status, tone: 'neutral' };
}
