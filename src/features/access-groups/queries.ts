import { accessGroupsApi, type AccessGroup } from '../../api/access-groups.ts';
import type { ListQuery } from '../lists/index.ts';
import { orgDataKeys } from '../org-data/queries.ts';

/**
 * Query keys after the organisation. The list is the one every screen reads for titles and choices
 * (org-data's `accessGroups`), and the counts sit under it: invalidating `all` after a change
 * refetches both.
 */
export const accessGroupKeys = {
  all: orgDataKeys.accessGroups,
  counts: [...orgDataKeys.accessGroups, 'instances'] as const,
  count: (name: string) => [...orgDataKeys.accessGroups, 'instances', name] as const,
};

/** Legacy `GetAccessGroups`: every group at once (no paging, upstream). */
export const accessGroupListQuery: ListQuery<null, readonly AccessGroup[]> = {
  key: () => accessGroupKeys.all,
  fetch: (store) => accessGroupsApi.list(store.api),
};
