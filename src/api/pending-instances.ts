import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { isCount, isNullable, isRecord, isString, isStringList } from './guards.ts';

/** An instance whose client asked to be registered and waits for an administrator (legacy GetPendingComputers). */
export interface PendingInstance {
  readonly id: number;
  readonly title: string;
  readonly hostname: string;
  /** The group its client asked for; null: none. */
  readonly access_group: string | null;
  readonly client_tags: readonly string[];
  readonly creation_time: string;
}

/** What the pending instances review shows of each; the rest (vm_info, container_info) is not read. */
export function isPendingInstance(value: unknown): value is PendingInstance {
  return (
    isRecord(value) &&
    isCount(value['id']) &&
    isString(value['title']) &&
    isString(value['hostname']) &&
    isNullable(isString)(value['access_group'] ?? null) &&
    isStringList(value['client_tags'] ?? []) &&
    isString(value['creation_time'])
  );
}

export const pendingInstancesApi = {
  /** The instances waiting for approval (legacy GetPendingComputers): not paginated. */
  list: async (api: ApiClient): Promise<readonly PendingInstance[]> => {
    const answer = await api.legacy<unknown>('GetPendingComputers');
    if (Array.isArray(answer) && answer.every(isPendingInstance)) return answer;
    throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  },
  /** Registers pending instances in an access group (legacy AcceptPendingComputers); the answer is not read. */
  accept: async (api: ApiClient, ids: readonly number[], accessGroup: string): Promise<void> => {
    await api.legacy('AcceptPendingComputers', { computer_ids: [...ids], access_group: accessGroup });
  },
  /** Refuses pending instances (legacy RejectPendingComputers); the answer is not read. */
  reject: async (api: ApiClient, ids: readonly number[]): Promise<void> => {
    await api.legacy('RejectPendingComputers', { computer_ids: [...ids] });
  },
};
