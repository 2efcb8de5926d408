import { atomWithQuery } from 'jotai-tanstack-query';
import { identityProvidersApi } from '../../api/identity-providers.ts';
import { accountQuery, pinnedToAccount } from '../../state/account.ts';
import { loginMethodsQuery } from '../auth/queries.ts';
import { identityProviders } from './providers.ts';

/**
 * Query keys after the organisation (`accountQuery`). The list itself is `login/methods` (the auth
 * feature's `loginKeys.methods`, shared with the sign-in screen), so it is not among them.
 */
export const identityProviderKeys = {
  all: ['identity-providers'] as const,
  supported: ['identity-providers', 'supported'] as const,
  detail: (id: number) => ['identity-providers', 'detail', id] as const,
};

/** The list's rows, read from the `login/methods` answer the sign-in screen reads too. */
export const identityProvidersQueryAtom = atomWithQuery((get) => ({ ...loginMethodsQuery(get), select: identityProviders }));

/** `GET auth/supported-providers`, for the choice of what to add. */
export const supportedProvidersQueryAtom = atomWithQuery((get) =>
  accountQuery(get, identityProviderKeys.supported, (store) => identityProvidersApi.supported(store.api)),
);

/**
 * One provider's configuration for its edit panel. Never kept once the panel closes (`gcTime: 0`):
 * each edit starts from what the server holds now, the client secret included.
 */
export function createProviderDetailAtom(id: number) {
  const sameAccount = pinnedToAccount();
  return atomWithQuery((get) => {
    const query = accountQuery(get, identityProviderKeys.detail(id), (store) => identityProvidersApi.get(store.api, id));
    return { ...query, enabled: query.enabled && sameAccount(query.queryKey[1]), gcTime: 0 };
  });
}
