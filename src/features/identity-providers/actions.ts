import { identityProvidersApi, type OidcProviderDetails } from '../../api/identity-providers.ts';
import { preferencesApi } from '../../api/preferences.ts';
import type { PortalStore } from '../../state/store.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { loginKeys } from '../auth/queries.ts';
import { isolate } from '../../lib/display-name.ts';
import { providerBody, providerName, type IdentityProvider, type ProviderFormValues } from './providers.ts';
import { IDENTITY_PROVIDER_TEXTS } from './texts.ts';

const T = IDENTITY_PROVIDER_TEXTS.success;

/**
 * Every change shows in `login/methods`: the list here and the sign-in screen's buttons. Its key is
 * not kept per organisation (the sign-in screen asks before anyone is signed in), so it is refetched
 * here rather than through `invalidates`, before the action ends.
 */
async function run<Result>(store: PortalStore, request: Promise<Result>): Promise<Result> {
  const result = await request;
  await store.queryClient.invalidateQueries({ queryKey: loginKeys.methods });
  return result;
}

const stateMessage = (enabled: boolean) => (enabled ? T.enabled : T.disabled);

/** A provider's name as a notice quotes it: isolated from the sentence (see `isolate`). */
const quoted = (provider: Pick<IdentityProvider, 'id' | 'name'>) => isolate(providerName(provider));
const detailsName = (details: OidcProviderDetails) => quoted({ id: details.id, name: details.configuration.name });

export interface AddProviderRequest {
  /** The chosen kind's slug (`provider_slug`). */
  readonly provider: string;
  readonly values: ProviderFormValues;
}

export const addProvider: ServerAction<AddProviderRequest, OidcProviderDetails> = {
  run: ({ store }, { provider, values }) => run(store, identityProvidersApi.create(store.api, providerBody(provider, values))),
  notice: (created) => ({ type: 'positive', title: T.added(detailsName(created)), message: stateMessage(created.enabled) }),
};

export interface SaveProviderRequest {
  readonly id: number;
  /** The provider's kind, unchanged by an edit. */
  readonly provider: string;
  readonly values: ProviderFormValues;
}

export const saveProvider: ServerAction<SaveProviderRequest, OidcProviderDetails> = {
  run: ({ store }, { id, provider, values }) => run(store, identityProvidersApi.update(store.api, id, providerBody(provider, values))),
  notice: (saved) => ({ type: 'positive', title: T.saved(detailsName(saved)), message: stateMessage(saved.enabled) }),
};

export interface SwitchUbuntuOneRequest {
  readonly row: IdentityProvider;
  readonly enabled: boolean;
}

/** API.md: Ubuntu One is no provider record; the organisation's preferences switch it. */
export const switchUbuntuOne: ServerAction<SwitchUbuntuOneRequest, void> = {
  run: ({ store }, { enabled }) => run(store, preferencesApi.setUbuntuOne(store.api, enabled)),
  notice: (_answer, { row, enabled }) => ({ type: 'positive', title: T.saved(quoted(row)), message: stateMessage(enabled) }),
};

export interface DeleteProviderRequest {
  readonly row: IdentityProvider;
}

export const deleteProvider: ServerAction<DeleteProviderRequest, void> = {
  run: ({ store }, { row }) => run(store, identityProvidersApi.delete(store.api, row.id)),
  notice: (_answer, { row }) => ({ type: 'positive', title: T.deleted(quoted(row)), message: T.deletedMessage }),
};
