import { atomWithQuery } from 'jotai-tanstack-query';
import { accessGroupsApi } from '../../api/access-groups.ts';
import { instancesApi } from '../../api/instances.ts';
import { accountQuery } from '../../state/account.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * What many screens read of the organisation besides their own lists (forms' choices, titles for
 * names), keyed after the organisation (`accountQuery`), so every screen shares one answer.
 */
export const orgDataKeys = {
  accessGroups: ['access-groups'] as const,
  tags: ['tags'] as const,
  /** How many instances a search matches; null: nothing asked (no request). */
  instanceCount: (query: string | null) => ['instances', 'count', query] as const,
};

/** Legacy `GetAccessGroups`: "Access group" choices, and a group's title for its name. */
export const accessGroupsQueryAtom = atomWithQuery((get) =>
  accountQuery(get, orgDataKeys.accessGroups, (store) => accessGroupsApi.list(store.api)),
);

/** `GET tags`: the "Tags" choices. */
export const tagsQueryAtom = atomWithQuery((get) => accountQuery(get, orgDataKeys.tags, (store) => instancesApi.tags(store.api)));

/**
 * The instances a search matches (`GET computers` with `limit=1`), one query per form (useListQuery),
 * the previous count kept while the next loads. null is 0 without a request.
 */
export const instanceCountQuery: ListQuery<string | null, number> = {
  key: orgDataKeys.instanceCount,
  fetch: (store, query) => (query === null ? Promise.resolve(0) : instancesApi.count(store.api, query)),
};
