import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** API.md "Security profiles": what an audit report covers. Dates are `YYYY-MM-DD`. */
export interface AuditReportRequest {
  readonly start_date: string;
  /** Absent: the report covers the start date only. */
  readonly end_date?: string;
  /** Sent only for the detailed view (UPSTREAM-NOTES: `detailed?: true`). */
  readonly detailed?: true;
}

/**
 * The report path in the blob query. The public portal writes it into the address as it is, not
 * URL-encoded (UPSTREAM-NOTES), so the real API reads `path=audit-reports/1/a.csv`; our client would
 * encode `/` and `:` as `%2F`/`%3A`. A server that decodes the query (as the simulator does) reads
 * both the same, so those two stay literal, as upstream sends them, while characters that would
 * change the query's meaning (`&`, `#`, `+`, `%`, spaces) are still encoded.
 */
export function reportBlobQuery(path: string): string {
  return `path=${encodeURIComponent(path).replace(/%2F/gi, '/').replace(/%3A/gi, ':')}`;
}

export const securityProfileReportsApi = {
  /** Starts an audit report: its activity; once that has succeeded, `result_text` is the report's path. */
  request: async (api: ApiClient, profileId: number, params: AuditReportRequest): Promise<Activity> => {
    const activity = await api.request<unknown>('GET', `security-profiles/${profileId}/report`, { ...params });
    if (!isActivity(activity)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return activity;
  },
  /** A finished report's CSV text. */
  download: (api: ApiClient, path: string): Promise<string> =>
    // The query is written into the path so that the client's encoder leaves it as built above.
    api.request<string>('GET', `security-profiles/blob?${reportBlobQuery(path)}`, {}, { responseType: 'text' }),
};
