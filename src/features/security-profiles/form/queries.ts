import { atomWithQuery } from 'jotai-tanstack-query';
import { preferencesApi } from '../../../api/preferences.ts';
import { accountQuery } from '../../../state/account.ts';
import { deploymentModeAtom } from '../../../state/environment.ts';
import { preferencesKeys } from '../../org-settings/queries.ts';

/**
 * `GET preferences`, for the audit retention a self-hosted server shows (asked only there); the
 * General settings' key, so their save updates it.
 */
export const preferencesQueryAtom = atomWithQuery((get) => {
  const query = accountQuery(get, preferencesKeys.all, (store) => preferencesApi.get(store.api));
  return { ...query, enabled: query.enabled && get(deploymentModeAtom) === 'self-hosted' };
});
