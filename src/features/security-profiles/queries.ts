import { securityProfilesApi, type SecurityProfile, type SecurityProfileListParams } from '../../api/security-profiles.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Paginated } from '../../api/pagination.ts';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useLayoutEffect, useState } from 'react';
import { accountQuery, pinnedToAccount } from '../../state/account.ts';
import type { ListQuery } from '../lists/index.ts';
import { PROFILE_DETAILS_TEXTS } from './texts.ts';

/**
 * Query keys (CONVENTIONS.md: one key factory per resource): the parts after the organisation
 * (`scopedKey` through `accountQuery`), so every answer is cached per organisation. One family: a
 * create, edit or archive invalidates `all`, which covers the lists and the sidebar's over-limit badge.
 */
export const securityProfileKeys = {
  all: ['security-profiles'] as const,
  lists: ['security-profiles', 'list'] as const,
  list: (params: SecurityProfileListParams) => ['security-profiles', 'list', params] as const,
  /** One profile, for its details panel. */
  detail: (id: number) => ['security-profiles', 'detail', id] as const,
};

/** The security profiles list: one query per widget (useListQuery), shared cache per organisation and request. */
export const securityProfileListQuery: ListQuery<SecurityProfileListParams, Paginated<SecurityProfile>> = {
  key: securityProfileKeys.list,
  fetch: (store, request) => securityProfilesApi.list(store.api, request),
};

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

/** One profile of any status: enough to learn whether the organisation has any at all. */
const ANY_PROFILE: SecurityProfileListParams = { limit: 1, offset: 0 };

/**
 * Whether the organisation has any profile at all (its `count`), asked only while `needed`: an
 * empty Active list does not say whether there are archived ones. One query per view.
 */
export function useAnyProfileProbe(needed: boolean) {
  const [atoms] = useState(() => {
    const neededAtom = atom(false);
    const queryAtom = atomWithQuery((get) => {
      const query = accountQuery(get, securityProfileKeys.list(ANY_PROFILE), (store) => securityProfilesApi.list(store.api, ANY_PROFILE));
      return { ...query, enabled: query.enabled && get(neededAtom) };
    });
    return { neededAtom, queryAtom };
  });
  const setNeeded = useSetAtom(atoms.neededAtom);
  useLayoutEffect(() => setNeeded(needed), [needed, setNeeded]);
  return useAtomValue(atoms.queryAtom);
}
