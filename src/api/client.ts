import { FetchError, ofetch } from 'ofetch';
import { encodeBody, encodeLegacy, encodeQuery, toSearch, type Params } from './encode.ts';
import { ApiError, MALFORMED_RESPONSE, NETWORK_ERROR, UNKNOWN_ERROR } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiBases {
  /** REST base, e.g. `/api/v2/`; relative bases resolve against the page. */
  readonly apiBase: string;
  /** Legacy action API base, e.g. `/api/`. */
  readonly legacyApiBase: string;
}

export interface ApiClientConfig {
  /** Read on every call, so a root's changed attributes take effect at once. */
  bases(): ApiBases;
  token(): string | undefined;
  /** Called after a 401 on a call that carried the bearer token (given): that session is over. */
  onUnauthorized(error: ApiError, token: string): void;
  /** Every failed call (after onUnauthorized): for error reporting, which decides what is worth it. */
  onFailed?(error: ApiError, call: { readonly method: Method; readonly path: string }): void;
}

export interface CallOptions {
  /**
   * Send the bearer token (default). `login/methods`, `login`, `me`, `about`, `auth/*` go without it,
   * and their 401 is that call's error, not the end of the session (SPEC §8 is about signed-in calls).
   */
  readonly auth?: boolean;
  /** This call's bearer token instead of the session's: the logout, sent while sign-out holds every other call. */
  readonly token?: string;
  readonly signal?: AbortSignal;
  /**
   * 'text': the body as it came (a CSV download), not parsed as JSON; 'blob': its bytes untouched (an
   * attachment, which may be binary). Errors are read as JSON either way.
   */
  readonly responseType?: 'json' | 'text' | 'blob';
}

export interface ApiClient {
  request<T>(method: Method, path: string, params?: Params, options?: CallOptions): Promise<T>;
  legacy<T>(action: string, params?: Params, options?: CallOptions): Promise<T>;
  /**
   * A legacy action whose parameters are large or secret (script code, attachments, key material):
   * `POST <legacy base>?action=X&version=…` with the parameters form-encoded in the body, never in
   * the address (screens README "Large or secret legacy parameters travel in a body").
   */
  legacyPost<T>(action: string, params?: Params, options?: CallOptions): Promise<T>;
}

const TIMEOUT_MS = 60_000;

/** A call its caller stopped (a download canceled, its screen left). */
export const REQUEST_CANCELED = 'Canceled.';

/** A signed-in call asked for while no one is signed in: refused here, so it never reaches the server. */
export const NOT_SIGNED_IN = 'You are not signed in.';

/**
 * The bearer token may only travel to the API bases (DESIGN.md security rules): the resolved address
 * must lie under the configured base, whatever the path holds (`//host`, `../`, `%2e%2e`, a scheme).
 */
function resolve(base: string, path: string, query: readonly [string, string][]): string {
  // A base written without its trailing slash still means that folder.
  const folder = base.endsWith('/') ? base : `${base}/`;
  const baseUrl = new URL(folder, globalThis.document?.baseURI ?? 'http://localhost/');
  const url = new URL(path, baseUrl);
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(baseUrl.pathname)) {
    throw new TypeError(`API path must stay under the API base: ${path}`);
  }
  const search = toSearch(query);
  if (search) url.search = search;
  return url.href;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return JSON.parse(text);
}

function serverMessage(text: unknown): { message?: string; code?: string } {
  try {
    const body = parseJson(text);
    if (body && typeof body === 'object') {
      const { message, error } = body as Record<string, unknown>;
      return {
        message: typeof message === 'string' && message ? message : undefined,
        code: typeof error === 'string' ? error : undefined,
      };
    }
  } catch {
    // An error page that is not JSON carries no message for the user.
  }
  return {};
}

/** `body`: the error's body read as text when it came otherwise (a blob call's). */
function toApiError(error: unknown, body?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const { status, statusText } = error.response;
    const { message, code } = serverMessage(body ?? error.data);
    return new ApiError(message ?? `Request failed: ${status} ${statusText}`.trim(), status, code);
  }
  if (error instanceof FetchError) return new ApiError(NETWORK_ERROR, 0, 'NetworkError');
  return new ApiError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR, 0);
}

function fetchOptions(method: Method, headers: Record<string, string>, body: unknown, options: CallOptions) {
  return {
    method,
    headers,
    // A form body (URLSearchParams) goes as it is: fetch labels it application/x-www-form-urlencoded.
    body: body as Record<string, unknown> | URLSearchParams | undefined,
    retry: 0 as const,
    timeout: TIMEOUT_MS,
    signal: options.signal,
    credentials: 'same-origin' as const,
  };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  /** `path`: the call's path under its base, or the legacy action, without the query (error reports). */
  async function send<T>(url: string, method: Method, path: string, body: unknown, options: CallOptions): Promise<T> {
    const token = options.auth === false ? undefined : (options.token ?? config.token());
    // After a sign-out or a 401, screens still mounted may ask again; without a session such a call
    // could only answer 401, so it is not sent (and no request reaches the server until a sign-in).
    if (options.auth !== false && !token) throw new ApiError(NOT_SIGNED_IN, 0, 'NotSignedIn');
    const raw = options.responseType === 'text' || options.responseType === 'blob';
    const headers: Record<string, string> = { accept: raw ? '*/*' : 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      if (options.responseType === 'blob') {
        const response = await ofetch.raw<Blob, 'blob'>(url, { ...fetchOptions(method, headers, body, options), responseType: 'blob' });
        return (response._data ?? new Blob()) as T;
      }
      const response = await ofetch.raw<string, 'text'>(url, { ...fetchOptions(method, headers, body, options), responseType: 'text' });
      if (raw) return (response._data ?? '') as T;
      try {
        return parseJson(response._data) as T;
      } catch {
        throw new ApiError(MALFORMED_RESPONSE, response.status, 'MalformedResponse');
      }
    } catch (cause) {
      // A blob call's error body came as a Blob: read as text, so the server's message is shown.
      const blobBody = cause instanceof FetchError && cause.data instanceof Blob ? await cause.data.text().catch(() => undefined) : undefined;
      // Stopped by its caller (ofetch reports it as a failed fetch): not a failure of the server's.
      const error = options.signal?.aborted ? new ApiError(REQUEST_CANCELED, 0, 'Aborted') : toApiError(cause, blobBody);
      // The session a 401 ends: the one whose token went along.
      if (token && error.status === 401) config.onUnauthorized(error, token);
      config.onFailed?.(error, { method, path });
      throw error;
    }
  }

  return {
    async request<T>(method: Method, path: string, params: Params = {}, options: CallOptions = {}) {
      const inQuery = method === 'GET' || method === 'DELETE';
      const url = resolve(config.bases().apiBase, path, inQuery ? encodeQuery(params) : []);
      return send<T>(url, method, path, inQuery ? undefined : encodeBody(params), options);
    },
    async legacy<T>(action: string, params: Params = {}, options: CallOptions = {}) {
      const url = resolve(config.bases().legacyApiBase, '', encodeLegacy(action, params));
      return send<T>(url, 'GET', action, undefined, options);
    },
    async legacyPost<T>(action: string, params: Params = {}, options: CallOptions = {}) {
      const [actionPair, versionPair, ...rest] = encodeLegacy(action, params);
      const url = resolve(config.bases().legacyApiBase, '', [actionPair!, versionPair!]);
      return send<T>(url, 'POST', action, new URLSearchParams(rest), options);
    },
  };
}
