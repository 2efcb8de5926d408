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
