import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';

/** API.md "Identity providers": one kind of provider an organisation can add. */
export interface SupportedProvider {
  readonly provider_slug: string;
  readonly provider_label: string;
  /** Where the provider sends people back after sign-in; set in the provider's own configuration. */
  readonly redirect_uri: string;
  readonly supported_features: readonly string[];
}

/** API.md `GET auth/oidc-providers/{id}`. */
export interface OidcProviderDetails {
  readonly id: number;
  readonly enabled: boolean;
  readonly redirect_uri: string;
  readonly configuration: {
    readonly provider: string;
    readonly name: string;
    readonly issuer: string;
    readonly client_id: string;
    readonly client_secret: string;
    readonly scopes?: readonly string[];
  };
}

/** API.md: the body of `POST auth/oidc-providers` and `PATCH auth/oidc-providers/{id}`, every field explicit. */
export interface OidcProviderBody {
  readonly enabled: boolean;
  readonly configuration: {
    readonly provider: string;
    readonly name: string;
    readonly issuer: string;
    readonly client_id: string;
    readonly client_secret: string;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isSupportedProvider(value: unknown): value is SupportedProvider {
  return (
    isRecord(value) &&
    typeof value['provider_slug'] === 'string' &&
    typeof value['provider_label'] === 'string' &&
    typeof value['redirect_uri'] === 'string' &&
    isStringList(value['supported_features'])
  );
}

export function isOidcProviderDetails(value: unknown): value is OidcProviderDetails {
  if (!isRecord(value) || typeof value['id'] !== 'number' || typeof value['enabled'] !== 'boolean') return false;
  if (typeof value['redirect_uri'] !== 'string') return false;
  const configuration = value['configuration'];
  return (
    isRecord(configuration) &&
    ['provider', 'name', 'issuer', 'client_id', 'client_secret'].every((field) => typeof configuration[field] === 'string') &&
    (configuration['scopes'] === undefined || isStringList(configuration['scopes']))
  );
}

function checked<T>(answer: unknown, is: (value: unknown) => value is T): T {
  if (!is(answer)) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return answer;
}

// API.md "Transport": `auth/*` calls send no bearer token; the same-origin session cookie goes along.
const noBearer = { auth: false } as const;

export const identityProvidersApi = {
  /** `GET auth/supported-providers`: the kinds of provider, ubuntu-one included (the screen leaves it out). */
  supported: async (api: ApiClient): Promise<readonly SupportedProvider[]> => {
    const answer = await api.request<unknown>('GET', 'auth/supported-providers', {}, noBearer);
    if (!isRecord(answer) || !Array.isArray(answer['results']) || !answer['results'].every(isSupportedProvider)) {
      throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
    }
    return answer['results'];
  },
  get: async (api: ApiClient, id: number): Promise<OidcProviderDetails> =>
    checked(await api.request('GET', `auth/oidc-providers/${id}`, {}, noBearer), isOidcProviderDetails),
  create: async (api: ApiClient, body: OidcProviderBody): Promise<OidcProviderDetails> =>
    checked(await api.request('POST', 'auth/oidc-providers', { ...body }, noBearer), isOidcProviderDetails),
  update: async (api: ApiClient, id: number, body: OidcProviderBody): Promise<OidcProviderDetails> =>
    checked(await api.request('PATCH', `auth/oidc-providers/${id}`, { ...body }, noBearer), isOidcProviderDetails),
  /** 204 without a body. */
  delete: async (api: ApiClient, id: number): Promise<void> => {
    await api.request<unknown>('DELETE', `auth/oidc-providers/${id}`, {}, noBearer);
  },
};
