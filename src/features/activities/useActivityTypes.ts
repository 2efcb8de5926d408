import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect } from 'react';
import { accountAtom } from '../../state/account.ts';
import { activityTypesQueryAtom, wantActivityTypesAtom } from './queries.ts';

/**
 * The organisation's activity types, asked for while `needed` (a type named in the list state, to
 * be checked against them) or once `want` is called (the Type filter about to be used). Until then
 * only what the cache holds.
 */
export function useActivityTypes(needed: boolean) {
  const types = useAtomValue(activityTypesQueryAtom);
  const want = useSetAtom(wantActivityTypesAtom);
  // Again once the organisation is known or changes: wanting is per organisation.
  const account = useAtomValue(accountAtom);
  useEffect(() => {
    if (needed) want();
  }, [needed, account, want]);
  return { types, want };
}
