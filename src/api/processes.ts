import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** A process running on an instance (GET computers/{id}/processes). */
export interface Process {
  readonly pid: number;
  readonly name: string;
  readonly state?: string | null;
  readonly start_time?: string | null;
  /** Virtual memory in KiB, as the client reads it. */
  readonly vm_size?: number | null;
  /** A share of one CPU, 0–1 (0.2 is 20%). */
  readonly cpu_utilisation?: number | null;
  readonly gid?: number | null;
}

export interface ProcessListParams {
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
}

/** What the tab shows of a process is checked; the rest (`id`, `computer_id`) is not read. */
export function isProcess(value: unknown): value is Process {
  return (
    isRecord(value) &&
    isCount(value['pid']) &&
    isString(value['name']) &&
    absentOr(isString)(value['state']) &&
    absentOr(isString)(value['start_time']) &&
    absentOr(isCount)(value['vm_size']) &&
    absentOr(isCount)(value['cpu_utilisation']) &&
    absentOr(isCount)(value['gid'])
  );
}

function activityOf(answer: unknown): Activity {
  if (!isActivity(answer)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return answer;
}

export type ProcessSignal = 'terminate' | 'kill';

export const processesApi = {
  list: async (api: ApiClient, instanceId: number, params: ProcessListParams): Promise<Paginated<Process>> =>
    asPaginated(await api.request('GET', `computers/${instanceId}/processes`, { ...params }), isProcess),
  /** Ends (SIGTERM) or kills (SIGKILL) processes: the activity that delivers it. */
  signal: async (api: ApiClient, signal: ProcessSignal, instanceId: number, pids: readonly number[]): Promise<Activity> =>
    activityOf(await api.request('POST', `processes/${signal}`, { computer_id: instanceId, pids: [...pids] })),
};
