import { rebootProfilesApi, type RebootProfile } from '../../api/reboot-profiles.ts';
import type { ProfileListQuery } from '../profiles/profile-list.ts';

/** Query keys, after the organisation: an add, edit, duplicate or removal invalidates `all`. */
export const rebootProfileKeys = {
  all: ['reboot-profiles'] as const,
  list: ['reboot-profiles', 'list'] as const,
};

/** `GET rebootprofiles` (the server's page of 1,000): its count says when it holds more. */
export const rebootProfileListQuery: ProfileListQuery<RebootProfile> = {
  key: () => rebootProfileKeys.list,
  fetch: async (store) => {
    const page = await rebootProfilesApi.list(store.api);
    return { results: page.results, count: page.count };
  },
};
