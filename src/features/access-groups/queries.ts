import { accessGroupAdminApi } from '../../api/access-group-admin.ts';
import type { AccessGroup } from '../../api/access-groups.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * Query keys after the organisation. `all` is the key every screen reads the groups under
 * (org-data's `accessGroups`; a unit test keeps them equal: imported, that module would join the core,
 * api/access-group-admin.ts says why), so one answer serves the titles and choices everywhere; the
 * counts sit under it: invalidating `all` after a change refetches both.
 */
export const accessGroupKeys = {
  all: ['access-groups'] as const,
  counts: ['access-groups', 'instances'] as const,
  count: (name: string) => ['access-groups', 'instances', name] as const,
};

/** Legacy `GetAccessGroups`: every group at once (no paging, upstream). */
export const accessGroupListQuery: ListQuery<null, readonly AccessGroup[]> = {
  key: () => accessGroupKeys.all,
  fetch: (store) => accessGroupAdminApi.list(store.api),
};
