import { atomWithQuery } from 'jotai-tanstack-query';
import { accessGroupsApi } from '../../../api/access-groups.ts';
import { instancesApi } from '../../../api/instances.ts';
import { preferencesApi } from '../../../api/preferences.ts';
import { accountQuery } from '../../../state/account.ts';
import { deploymentModeAtom } from '../../../state/environment.ts';
import type { ListQuery } from '../../lists/index.ts';
import { preferencesKeys } from '../../org-settings/queries.ts';

/** What the form reads besides the profiles, keyed after the organisation (`accountQuery`). */
export const profileFormKeys = {
  accessGroups: ['access-groups'] as const,
  tags: ['tags'] as const,
  /** How many instances an association matches; null: nothing associated (no request). */
  instanceCount: (query: string | null) => ['instances', 'count', query] as const,
};

/** Legacy `GetAccessGroups`: the "Access group" choices. */
export const accessGroupsQueryAtom = atomWithQuery((get) =>
  accountQuery(get, profileFormKeys.accessGroups, (store) => accessGroupsApi.list(store.api)),
);

/** `GET tags`: the "Tags" choices. */
export const tagsQueryAtom = atomWithQuery((get) => accountQuery(get, profileFormKeys.tags, (store) => instancesApi.tags(store.api)));

/**
 * `GET preferences`, for the audit retention a self-hosted server shows (asked only there); the
 * General settings' key, so their save updates it.
 */
export const preferencesQueryAtom = atomWithQuery((get) => {
  const query = accountQuery(get, preferencesKeys.all, (store) => preferencesApi.get(store.api));
  return { ...query, enabled: query.enabled && get(deploymentModeAtom) === 'self-hosted' };
});

/**
 * The association's matching instances (UPSTREAM-NOTES: `GET computers` with `limit=1`), one query
 * per form (useListQuery), the previous count kept while the next loads. Nothing associated is 0
 * without a request.
 */
export const instanceCountQuery: ListQuery<string | null, number> = {
  key: profileFormKeys.instanceCount,
  fetch: (store, query) => (query === null ? Promise.resolve(0) : instancesApi.count(store.api, query)),
};
