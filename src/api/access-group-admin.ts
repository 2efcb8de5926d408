import type { AccessGroup } from './access-groups.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/**
 * The calls of Settings › Access groups (screens admin-account.md §3.6), apart from access-groups.ts:
 * that module (with org-data's queries) lives with the instances list's preload and is read by three
 * screens; a fourth importing it would move it into the core every element loads (rollup.config.ts
 * COMMON: about 400 bytes gzip on every load, measured). So the list is read here too, checked the
 * same way, under the same cache key (features/access-groups/queries.ts): one answer for every screen.
 */

/** The root group: every organisation has it; it cannot be deleted. The same as access-groups.ts GLOBAL_ACCESS_GROUP. */
export const ROOT_ACCESS_GROUP = 'global';

const malformed = (): never => {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
};

/** Each group has the name and title the screen shows (access-groups.ts checks the same). */
const isGroup = (value: unknown): value is AccessGroup => {
  const group = value as Partial<AccessGroup> | null;
  return !!group && typeof group === 'object' && typeof group.name === 'string' && typeof group.title === 'string';
};

export const accessGroupAdminApi = {
  /** Legacy `GetAccessGroups`: every group at once. */
  list: async (api: ApiClient): Promise<AccessGroup[]> => {
    const groups = await api.legacy<unknown>('GetAccessGroups');
    return Array.isArray(groups) && groups.every(isGroup) ? groups : malformed();
  },
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
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : malformed();
  },
};
