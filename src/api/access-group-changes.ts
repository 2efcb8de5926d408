import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/**
 * The calls of Settings › Access groups alone (screens admin-account.md §3.6), beside access-groups.ts:
 * that module's list and titles are read by most screens, so it is in the core every element loads,
 * and these would be too.
 */
export const accessGroupChangesApi = {
  /** Legacy `CreateAccessGroup(title, parent)`: its answer (the new group) is not read. */
  create: (api: ApiClient, title: string, parent: string): Promise<unknown> => api.legacy('CreateAccessGroup', { title, parent }),
  /** Legacy `RemoveAccessGroup(name)`: what was in the group (instances, child groups, profiles) moves to its parent. */
  remove: (api: ApiClient, name: string): Promise<unknown> => api.legacy('RemoveAccessGroup', { name }),
  /**
   * How many instances are in the group itself (not the groups under it), WSL instances included:
   * one instance asked for, the answer's `count` read.
   */
  instanceCount: async (api: ApiClient, name: string): Promise<number> => {
    const count = (await api.request<{ count?: unknown } | null>('GET', 'computers', { query: `access-group:${name}`, root_only: false, limit: 1 }))?.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    return count;
  },
};
