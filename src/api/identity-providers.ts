import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { isRecord, isString, isStringList } from './guards.ts';

/** API.md "Identity providers": one kind of provider an organisation can add. */
export interface SupportedProvider {
  readonly provider_slug: string;
  readonly provider_label: string;
  /** Where the provider sends people back after sign-in; set in the provider's own configuration. */
  readonly redirect_uri: string;
  readonly supported_features: readonly string[];
}

/**
 * API.md `GET auth/oidc-providers/{id}`, as the screens keep it: without the client secret, which is
 * write-only in the portal (never filled into a form, never revealed, never kept in the cache).
 */
export interface OidcProviderDetails {
  readonly id: number;
  readonly enabled: boolean;
  readonly redirect_uri: string;
  readonly configuration: {
    readonly provider: string;
    readonly name: string;
    readonly issuer: string;
    readonly client_id: string;
    readonly scopes?: readonly string[];
  };
}

/**
 * API.md: the body of `POST auth/oidc-providers` and `PATCH auth/oidc-providers/{id}`, every field
 * explicit but the secret of an edit: left out, the server keeps the one it holds.
 */
export interface OidcProviderBody {
  readonly enabled: boolean;
  readonly configuration: {
    readonly provider: string;
    readonly name: string;
    readonly issuer: string;
    readonly client_id: string;
    readonly client_secret?: string;
  };
}

export function isSupportedProvider(value: unknown): value is SupportedProvider {
  return (
    isRecord(value) &&
    typeof value['provider_slug'] === 'string' &&
    typeof value['provider_label'] === 'string' &&
    typeof value['redirect_uri'] === 'string' &&
    isStringList(value['supported_features'])
  );
}

/** A text field the server may leave out (a secret it does not send back): '' when absent. */
function optionalText(record: Record<string, unknown>, field: string): string | undefined {
  const value = record[field];
  if (value === undefined || value === null) return '';
  return isString(value) ? value : undefined;
}

/**
 * A provider as the screens use it, or undefined when the answer cannot be shown: its id, whether it
 * is enabled, and its configuration's kind and name are needed; the issuer, the client's id and the
 * redirect URL may be left out (the form then asks for them), and are text when sent. The client
 * secret, if the server sends it, is not read.
 */
export function readOidcProviderDetails(value: unknown): OidcProviderDetails | undefined {
  if (!isRecord(value) || typeof value['id'] !== 'number' || typeof value['enabled'] !== 'boolean') return undefined;
  const configuration = value['configuration'];
  if (!isRecord(configuration) || !isString(configuration['provider']) || !isString(configuration['name'])) return undefined;
  const scopes = configuration['scopes'];
  if (scopes !== undefined && !isStringList(scopes)) return undefined;
  const redirect_uri = optionalText(value, 'redirect_uri');
  const issuer = optionalText(configuration, 'issuer');
  const client_id = optionalText(configuration, 'client_id');
  if (redirect_uri === undefined || issuer === undefined || client_id === undefined) return undefined;
  return {
    id: value['id'],
    enabled: value['enabled'],
    redirect_uri,
    configuration: {
      provider: configuration['provider'],
      name: configuration['name'],
      issuer,
      client_id,
      ...(scopes === undefined ? {} : { scopes }),
    },
  };
}

function checked(answer: unknown): OidcProviderDetails {
  const details = readOidcProviderDetails(answer);
  if (!details) throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  return details;
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
    checked(await api.request('GET', `auth/oidc-providers/${id}`, {}, noBearer)),
  create: async (api: ApiClient, body: OidcProviderBody): Promise<OidcProviderDetails> =>
    checked(await api.request('POST', 'auth/oidc-providers', { ...body }, noBearer)),
  update: async (api: ApiClient, id: number, body: OidcProviderBody): Promise<OidcProviderDetails> =>
    checked(await api.request('PATCH', `auth/oidc-providers/${id}`, { ...body }, noBearer)),
  /** 204 without a body. */
  delete: async (api: ApiClient, id: number): Promise<void> => {
    await api.request<unknown>('DELETE', `auth/oidc-providers/${id}`, {}, noBearer);
  },
};
