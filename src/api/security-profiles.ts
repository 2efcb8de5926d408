import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { asPaginated, type Paginated } from './pagination.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';

/** API.md "Security profiles". */
export type SecurityProfileStatus = 'active' | 'archived';

export type SecurityProfileMode = 'audit' | 'audit-fix' | 'audit-fix-restart';

export type SecurityProfileBenchmark =
  | 'cis_level1_workstation'
  | 'cis_level1_server'
  | 'cis_level2_workstation'
  | 'cis_level2_server'
  | 'disa_stig';

export interface LastRunResults {
  readonly passing: number;
  readonly failing: number;
  readonly in_progress: number;
  readonly not_started: number;
  readonly timestamp: string | null;
  readonly report_uri: string | null;
}

export interface SecurityProfile {
  readonly id: number;
  readonly name: string;
  readonly title: string;
  readonly status: SecurityProfileStatus;
  readonly mode: SecurityProfileMode;
  readonly benchmark: SecurityProfileBenchmark;
  readonly access_group: string;
  readonly all_computers: boolean;
  readonly tags: readonly string[];
  readonly associated_instances: number;
  readonly schedule: string;
  /** Hours. */
  readonly restart_deliver_delay: number;
  /** Minutes. */
  readonly restart_deliver_delay_window: number;
  readonly start_date?: string;
  readonly tailoring_file_uri: string | null;
  readonly next_run_time: string | null;
  readonly creation_time: string;
  readonly modification_time: string;
  readonly retention_period: number;
  readonly last_run_results: LastRunResults;
}

export interface SecurityProfileListParams {
  readonly search?: string;
  /** Absent: every status. */
  readonly status?: SecurityProfileStatus;
  readonly limit: number;
  readonly offset: number;
  readonly pass_rate_from?: number;
  readonly pass_rate_to?: number;
}

const COUNTS = ['passing', 'failing', 'in_progress', 'not_started'] as const;

/**
 * The last run as a server may send it: absent or null before a profile's first run, and within it
 * a count or a time left out when there is none.
 */
function isLastRunAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return (
    isRecord(value) &&
    COUNTS.every((count) => absentOr(isCount)(value[count])) &&
    absentOr(isString)(value['timestamp']) &&
    absentOr(isString)(value['report_uri'])
  );
}

/** A profile as the server sent it; `readProfile` makes its last run whole. */
type SecurityProfileAnswer = Omit<SecurityProfile, 'last_run_results'> & { readonly last_run_results?: Partial<LastRunResults> | null };

/**
 * Everything of a profile the screen reads (table, details, forms); a list whose items fail this is
 * a malformed response, shown as an error rather than a broken row.
 */
export function isSecurityProfile(value: unknown): value is SecurityProfileAnswer {
  const item = value as Partial<SecurityProfile> | null;
  return (
    !!item &&
    typeof item === 'object' &&
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.title === 'string' &&
    typeof item.status === 'string' &&
    typeof item.mode === 'string' &&
    typeof item.benchmark === 'string' &&
    typeof item.schedule === 'string' &&
    typeof item.all_computers === 'boolean' &&
    Array.isArray(item.tags) &&
    item.tags.every((tag) => typeof tag === 'string') &&
    isCount(item.associated_instances) &&
    isLastRunAnswer(item.last_run_results)
  );
}

/** The profile with its last run whole: no run yet reads as nothing counted, at no time. */
export function readProfile(profile: SecurityProfileAnswer): SecurityProfile {
  const run = profile.last_run_results ?? {};
  return {
    ...profile,
    last_run_results: {
      passing: run.passing ?? 0,
      failing: run.failing ?? 0,
      in_progress: run.in_progress ?? 0,
      not_started: run.not_started ?? 0,
      timestamp: run.timestamp ?? null,
      report_uri: run.report_uri ?? null,
    },
  };
}

/**
 * API.md `POST security-profiles`. `start_date` is `YYYY-MM-DDTHH:mm:ssZ`; `tailoring_file` is the
 * XML text itself. Both exist only in this request (answers carry `next_run_time`, `tailoring_file_uri`).
 */
export interface CreateSecurityProfileBody {
  readonly title: string;
  readonly benchmark: SecurityProfileBenchmark;
  readonly mode: SecurityProfileMode;
  readonly schedule: string;
  readonly start_date: string;
  readonly access_group?: string;
  readonly all_computers?: boolean;
  readonly tags?: readonly string[];
  readonly restart_deliver_delay?: number;
  readonly restart_deliver_delay_window?: number;
  readonly tailoring_file?: string;
}

/**
 * API.md `PATCH security-profiles/{id}`: every field explicit (CONVENTIONS.md pitfalls), so tags can
 * be cleared and `all_computers` switched off. Benchmark, mode and start date cannot change.
 */
export interface EditSecurityProfileBody {
  readonly title: string;
  readonly schedule: string;
  readonly access_group: string;
  readonly all_computers: boolean;
  readonly tags: readonly string[];
  readonly restart_deliver_delay: number;
  readonly restart_deliver_delay_window: number;
}

function checked<T>(answer: unknown, is: (value: unknown) => value is T): T {
  if (!is(answer)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return answer;
}

export const securityProfilesApi = {
  list: async (api: ApiClient, params: SecurityProfileListParams): Promise<Paginated<SecurityProfile>> => {
    const page = asPaginated(await api.request('GET', 'security-profiles', { ...params }), isSecurityProfile);
    return { ...page, results: page.results.map(readProfile) };
  },
  create: async (api: ApiClient, body: CreateSecurityProfileBody): Promise<SecurityProfile> =>
    readProfile(checked(await api.request('POST', 'security-profiles', { ...body }), isSecurityProfile)),
  edit: async (api: ApiClient, id: number, body: EditSecurityProfileBody): Promise<SecurityProfile> =>
    readProfile(checked(await api.request('PATCH', `security-profiles/${id}`, { ...body }), isSecurityProfile)),
  /** Irreversible: the archived profile. */
  archive: async (api: ApiClient, id: number): Promise<SecurityProfile> =>
    readProfile(checked(await api.request('POST', `security-profiles/${id}:archive`), isSecurityProfile)),
  /** Runs the profile now: the parent activity of the run. */
  execute: async (api: ApiClient, id: number): Promise<Activity> =>
    checked(await api.request('POST', `security-profiles/${id}:execute`), isActivity),
};
