import { atomWithQuery } from 'jotai-tanstack-query';
import { preferencesApi } from '../../api/preferences.ts';
import { accountQuery } from '../../state/account.ts';

/**
 * `GET preferences`, keyed after the organisation (`accountQuery`). One key for every reader (this
 * screen, the security profile form's audit retention): a save updates them all.
 */
export const preferencesKeys = {
  all: ['preferences'] as const,
};

export const preferencesQueryAtom = atomWithQuery((get) => accountQuery(get, preferencesKeys.all, (store) => preferencesApi.get(store.api)));
