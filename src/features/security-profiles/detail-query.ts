import { atomWithQuery } from 'jotai-tanstack-query';
import type { ApiClient } from '../../api/client.ts';
import { securityProfilesApi, type SecurityProfile } from '../../api/security-profiles.ts';
import { accountQuery, pinnedToAccount } from '../../state/account.ts';
import { securityProfileKeys } from './queries.ts';
import { PROFILE_DETAILS_TEXTS } from './texts.ts';

/*
 * One profile for its details panel, apart from the list's queries (queries.ts): those the portal's
 * navigation badge loads everywhere, this only the security profiles screen, with its texts.
 */

/** Enough to search for; the simulator and API cap a page at 1,000. */
const DETAIL_SEARCH_LIMIT = 1000;

/**
 * API.md has no `GET security-profiles/{id}`: the profile is read from the list, searched by its
 * name (the search matches title and name) and picked by id. A profile no longer listed is an error,
 * so the panel keeps the row it was opened with under the message.
 */
export async function fetchSecurityProfile(
  api: ApiClient,
  profile: Pick<SecurityProfile, 'id' | 'name'>,
): Promise<SecurityProfile> {
  const page = await securityProfilesApi.list(api, { search: profile.name, limit: DETAIL_SEARCH_LIMIT, offset: 0 });
  const found = page.results.find((item) => item.id === profile.id);
  if (!found) throw new Error(PROFILE_DETAILS_TEXTS.notFound);
  return found;
}

/**
 * One profile's details, keyed by its id under the organisation: another id is another query. The
 * row the user picked shows meanwhile (placeholder, never cached as the server's answer).
 */
export function createProfileDetailAtom(profile: SecurityProfile) {
  const sameAccount = pinnedToAccount();
  return atomWithQuery((get) => {
    const query = accountQuery(get, securityProfileKeys.detail(profile.id), (store) => fetchSecurityProfile(store.api, profile));
    return {
      ...query,
      // Only while its organisation is current (the panel closes on a switch).
      enabled: query.enabled && sameAccount(query.queryKey[1]),
      placeholderData: profile,
    };
  });
}
