import { upgradeProfilesApi, type UpgradeProfile } from '../../api/upgrade-profiles.ts';
import type { ProfileListQuery } from '../profiles/profile-list.ts';

/** Query keys, after the organisation: an add, edit or removal invalidates `all`. */
export const upgradeProfileKeys = {
  all: ['upgrade-profiles'] as const,
  list: ['upgrade-profiles', 'list'] as const,
};

/** `GetUpgradeProfiles`: every profile at once (a bare array). */
export const upgradeProfileListQuery: ProfileListQuery<UpgradeProfile> = {
  key: () => upgradeProfileKeys.list,
  fetch: async (store) => {
    const results = await upgradeProfilesApi.list(store.api);
    return { results, count: results.length };
  },
};
