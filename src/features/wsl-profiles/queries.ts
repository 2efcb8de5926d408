import { wslProfilesApi, type WslProfile } from '../../api/wsl-profiles.ts';
import type { ProfileListQuery } from '../profiles/profile-list.ts';

/** Query keys, after the organisation: an add, edit, duplicate or removal invalidates `all`. */
export const wslProfileKeys = {
  all: ['wsl-profiles'] as const,
  list: ['wsl-profiles', 'list'] as const,
};

/** `GET child-instance-profiles` (the server's page of 1,000): its count says when it holds more. */
export const wslProfileListQuery: ProfileListQuery<WslProfile> = {
  key: () => wslProfileKeys.list,
  fetch: async (store) => {
    const page = await wslProfilesApi.list(store.api);
    return { results: page.results, count: page.count };
  },
};
