import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** A security notice affecting an instance (GET usns). */
export interface Usn {
  readonly usn: string;
  readonly usn_link?: string | null;
  /** Sent without a zone: UTC. */
  readonly date?: string | null;
  readonly info?: string | null;
  readonly cves?: readonly { readonly cve: string; readonly cve_link?: string | null }[];
}

/** A package a notice affects on the instance (GET usns/{usn}). */
export interface UsnPackage {
  readonly name: string;
  readonly current_version?: string | null;
  readonly new_version?: string | null;
  readonly summary?: string | null;
}

export interface UsnListParams {
  readonly limit: number;
  readonly offset: number;
  readonly search?: string;
}

const isCve = (value: unknown) => isRecord(value) && isString(value['cve']) && absentOr(isString)(value['cve_link']);

export function isUsn(value: unknown): value is Usn {
  return (
    isRecord(value) &&
    isString(value['usn']) &&
    absentOr(isString)(value['usn_link']) &&
    absentOr(isString)(value['date']) &&
    absentOr(isString)(value['info']) &&
    absentOr((cves: unknown) => Array.isArray(cves) && cves.every(isCve))(value['cves'])
  );
}

const isUsnPackage = (value: unknown): value is UsnPackage =>
  isRecord(value) &&
  isString(value['name']) &&
  absentOr(isString)(value['current_version']) &&
  absentOr(isString)(value['new_version']) &&
  absentOr(isString)(value['summary']) &&
  absentOr(isCount)(value['current_id']);

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());

export const usnsApi = {
  list: async (api: ApiClient, instanceId: number, params: UsnListParams): Promise<Paginated<Usn>> =>
    asPaginated(await api.request('GET', 'usns', { computer_ids: instanceId, show_packages: false, ...params }), isUsn),
  packages: async (api: ApiClient, instanceId: number, usn: string): Promise<readonly UsnPackage[]> => {
    const answer = await api.request<unknown>('GET', `usns/${encodeURIComponent(usn)}`, { computer_ids: instanceId });
    return Array.isArray(answer) && answer.every(isUsnPackage) ? answer : malformed();
  },
  upgrade: async (api: ApiClient, instanceId: number, usns: readonly string[]): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${instanceId}/usns/upgrade-packages`, { usns: [...usns] })),
  /** The API takes one notice, as text. */
  remove: async (api: ApiClient, instanceId: number, usn: string): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${instanceId}/usns/remove-packages`, { usns: usn })),
};
