import type { ApiClient } from './client.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** An alert the user subscribes to that fires now (screens admin-account.md §8.3). */
export interface AlertSummary {
  readonly id: number;
  readonly alert_type: string;
  /** The server's sentence, e.g. "12 computers haven't contacted Landscape within the last 5 minutes". */
  readonly summary: string;
  readonly activation_time?: string | null;
}

export function isAlertSummary(value: unknown): value is AlertSummary {
  return isRecord(value) && isCount(value['id']) && isString(value['alert_type']) && isString(value['summary']) && absentOr(isString)(value['activation_time']);
}

export const alertsApi = {
  /** `GET alerts/summary` → `{ alerts_summary: [...] }`: the user's subscribed alerts firing now. */
  summary: async (api: ApiClient): Promise<readonly AlertSummary[]> => {
    const answer = await api.request<unknown>('GET', 'alerts/summary');
    const list = isRecord(answer) ? answer['alerts_summary'] : undefined;
    if (!Array.isArray(list) || !list.every(isAlertSummary)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return list;
  },
};

/** An alert as `GET alerts` lists it: the signed-in person's settings for it (admin-account.md §6.3). */
export interface Alert {
  readonly id: number;
  readonly alert_type: string;
  readonly label: string;
  readonly description: string;
  /** `account`: it watches the whole account, never computers (no tags, no all computers). */
  readonly scope: string;
  readonly status: string;
  readonly subscribed: boolean;
  readonly all_computers: boolean;
  readonly tags: readonly string[];
}

export function isAlert(value: unknown): value is Alert {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['alert_type']) &&
    isString(value['label']) &&
    isString(value['description']) &&
    isString(value['scope']) &&
    isString(value['status']) &&
    typeof value['subscribed'] === 'boolean' &&
    typeof value['all_computers'] === 'boolean' &&
    Array.isArray(value['tags']) &&
    value['tags'].every(isString)
  );
}

/**
 * One change of the computers an alert watches (legacy `AssociateAlert` / `DisassociateAlert`):
 * either all computers (`all_computers=true`) or tags (`tags.N`, `all_computers=false`), never both
 * in one call (the server refuses it).
 */
export type AlertAssociation = { readonly all: true } | { readonly tags: readonly string[] };

const associationParams = (name: string, change: AlertAssociation) =>
  'all' in change ? { name, all_computers: true } : { name, tags: change.tags, all_computers: false };

function checked(answer: unknown): Alert {
  if (!isAlert(answer)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return answer;
}

export const alertSubscriptionsApi = {
  /** `GET alerts`: every alert with the signed-in person's settings. */
  list: async (api: ApiClient): Promise<readonly Alert[]> => {
    const answer = await api.request<unknown>('GET', 'alerts');
    if (!Array.isArray(answer) || !answer.every(isAlert)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return answer;
  },
  /** Legacy `SubscribeToAlert` / `UnsubscribeFromAlert(alert_type)`: email notifications on or off. */
  subscribe: async (api: ApiClient, alertType: string, subscribed: boolean): Promise<Alert> =>
    checked(await api.legacy<unknown>(subscribed ? 'SubscribeToAlert' : 'UnsubscribeFromAlert', { alert_type: alertType })),
  /** Legacy `AssociateAlert(name, …)`: the alert watches these computers too. */
  associate: async (api: ApiClient, alertType: string, change: AlertAssociation): Promise<Alert> =>
    checked(await api.legacy<unknown>('AssociateAlert', associationParams(alertType, change))),
  /** Legacy `DisassociateAlert(name, …)`: the alert stops watching these computers. */
  disassociate: async (api: ApiClient, alertType: string, change: AlertAssociation): Promise<Alert> =>
    checked(await api.legacy<unknown>('DisassociateAlert', associationParams(alertType, change))),
};
