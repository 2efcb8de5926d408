import { alertsApi, type AlertSummary } from '../../api/alerts.ts';
import type { ListQuery } from '../lists/index.ts';

/** Query keys, after the organisation: a subscription's change (Account › Alerts) invalidates `all`. */
export const alertKeys = {
  all: ['alerts'] as const,
  summary: ['alerts', 'summary'] as const,
};

/** `GET alerts/summary`: the user's subscribed alerts that fire now. */
export const alertSummaryQuery: ListQuery<null, readonly AlertSummary[]> = {
  key: () => alertKeys.summary,
  fetch: (store) => alertsApi.summary(store.api),
};
