import { securityProfilesApi, type SecurityProfile, type SecurityProfileListParams } from '../../api/security-profiles.ts';
import type { Paginated } from '../../api/pagination.ts';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useLayoutEffect, useState } from 'react';
import { accountQuery } from '../../state/account.ts';
import type { ListQuery } from '../lists/index.ts';

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
