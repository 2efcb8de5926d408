import { alertsApi, alertSubscriptionsApi, type Alert, type AlertSummary } from '../../api/alerts.ts';
import type { ListQuery } from '../lists/index.ts';

/** Query keys, after the organisation: a subscription's change (Account › Alerts) invalidates `all`. */
export const alertKeys = {
  all: ['alerts'] as const,
  summary: ['alerts', 'summary'] as const,
  subscriptions: ['alerts', 'subscriptions'] as const,
};

/** `GET alerts/summary`: the user's subscribed alerts that fire now. */
export const alertSummaryQuery: ListQuery<null, readonly AlertSummary[]> = {
  key: () => alertKeys.summary,
  fetch: (store) => alertsApi.summary(store.api),
};

/** `GET alerts`: every alert with the user's settings (Account › Alerts). */
export const alertSubscriptionsQuery: ListQuery<null, readonly Alert[]> = {
  key: () => alertKeys.subscriptions,
  fetch: (store) => alertSubscriptionsApi.list(store.api),
};
