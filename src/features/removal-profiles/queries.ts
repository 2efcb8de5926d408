import { removalProfilesApi, type RemovalProfile } from '../../api/removal-profiles.ts';
import type { ProfileListQuery } from '../profiles/profile-list.ts';

/** Query keys, after the organisation: an add, edit or removal invalidates `all`. */
export const removalProfileKeys = {
  all: ['removal-profiles'] as const,
  list: ['removal-profiles', 'list'] as const,
};

/** `GetRemovalProfiles`: every profile at once (a bare array). */
export const removalProfileListQuery: ProfileListQuery<RemovalProfile> = {
  key: () => removalProfileKeys.list,
  fetch: async (store) => {
    const results = await removalProfilesApi.list(store.api);
    return { results, count: results.length };
  },
};
