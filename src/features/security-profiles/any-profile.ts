import { atomWithQuery } from 'jotai-tanstack-query';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useLayoutEffect, useState } from 'react';
import { securityProfilesApi, type SecurityProfileListParams } from '../../api/security-profiles.ts';
import { accountQuery } from '../../state/account.ts';
import { securityProfileKeys } from './queries.ts';

/*
 * The list's probe for any profile at all, apart from queries.ts: the navigation's badge loads that
 * on every portal page and with every element; only the security profiles' list needs this.
 */

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
