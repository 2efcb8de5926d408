import { MutationCache, QueryCache, QueryClient } from '@tanstack/query-core';
import { createStore } from 'jotai/vanilla';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { createErrorReporter, type ErrorReporter } from './error-reports.ts';
import { dispatchLandscapeEvent, type LandscapeEventDetails, type LandscapeEventName } from './events.ts';

export interface StoreConfig {
  readonly apiBase: string;
  readonly legacyApiBase: string;
  /** Where links of widgets outside the portal lead (DESIGN.md `portal-url`). */
  readonly portalUrl: string;
}

export const DEFAULT_CONFIG: StoreConfig = { apiBase: '/api/v2/', legacyApiBase: '/api/', portalUrl: '/' };

export type JotaiStore = ReturnType<typeof createStore>;

/** What one `landscape-root` (or the page-wide default) shares with every element inside it. */
export interface PortalStore {
  readonly jotai: JotaiStore;
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
  /** Full-page navigation (identity provider sign-in, classic dashboard). Replaceable in tests. */
  browser: { assign(url: string): void };
  /** Hands a file to the browser as a download (an audit's CSV). Replaceable in tests. */
  downloads: { save(file: Blob, name: string): void };
  config(): StoreConfig;
  /** Changes settings; a setting given as undefined or empty goes back to its default. */
  configure(changes: Partial<StoreConfig>): void;
  /** Elements currently served; events no single element started come from the first of them. */
  attach(element: Element): void;
  detach(element: Element): void;
  emit<K extends LandscapeEventName>(
    type: K,
    detail: LandscapeEventDetails[K],
    origin?: Element,
    cancelable?: boolean,
  ): boolean;
  /** Error reporting: its settings (the root's attributes, the portal's route) and `report`. */
  readonly errors: ErrorReporter;
}

export interface StoreHooks {
  /** The bearer token for signed-in calls. */
  token(store: PortalStore): string | undefined;
  /** A signed-in call got a 401: end the session, showing the server's message. */
  unauthorized(store: PortalStore, error: ApiError): void;
}

/**
 * Builds a store. Auth is injected (see ./index.ts) rather than imported so this module stays free
 * of the auth atoms that themselves need a store.
 */
export function createStoreWith(hooks: StoreHooks, initial: Partial<StoreConfig> = {}): PortalStore {
  let config: StoreConfig = withDefaults(DEFAULT_CONFIG, initial);
  const elements = new Set<Element>();
  const firstElement = () => [...elements].find((element) => element.isConnected);
  const errors = createErrorReporter(firstElement, (detail, origin) => dispatchLandscapeEvent(origin, 'landscape-error', detail));
  // An answer the API layer could not read fails there, after the client: reported as the call's
  // failure (the client's own failures are reported once, as it sees them).
  const unreadable = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'MalformedResponse') errors.report({ kind: 'request', error });
  };
  const jotai = createStore();
  // SPEC §8: no retries, no refetch on focus or reconnect.
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: unreadable }),
    mutationCache: new MutationCache({ onError: unreadable }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  jotai.set(queryClientAtom, queryClient);

  const store: PortalStore = {
    jotai,
    queryClient,
    api: createApiClient({
      bases: () => config,
      token: () => hooks.token(store),
      // Only for the current session: a late 401 for a token already gone (calls that were in flight
      // together, or one sent before a new sign-in) must not end the session again or reset the
      // sign-in form under the user's typing.
      onUnauthorized: (error, token) => {
        if (hooks.token(store) === token) hooks.unauthorized(store, error);
      },
      onFailed: (error, call) => errors.report({ kind: 'request', error, request: { method: call.method, path: call.path, status: error.status } }),
    }),
    browser: { assign: (url) => window.location.assign(url) },
    downloads: { save: saveFile },
    config: () => config,
    configure(changes) {
      config = withDefaults(config, changes);
    },
    attach(element) {
      elements.add(element);
      errors.serving(true);
    },
    detach(element) {
      elements.delete(element);
      errors.serving(elements.size > 0);
    },
    emit(type, detail, origin, cancelable = false) {
      const target = origin ?? firstElement();
      return target ? dispatchLandscapeEvent(target, type, detail, cancelable) : true;
    },
    errors,
  };
  return store;
}

/** How long a downloaded file's object URL lives: the browser reads it after `click()` returns. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** The browser's own download of `file` under `name`: a temporary object URL behind an `<a download>`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  }
}

/** An empty or removed setting falls back to its default. */
function withDefaults(config: StoreConfig, changes: Partial<StoreConfig>): StoreConfig {
  const next = { ...config };
  for (const key of Object.keys(changes) as (keyof StoreConfig)[]) {
    next[key] = changes[key] || DEFAULT_CONFIG[key];
  }
  return next;
}

/** 'Try again' after an error screen: failed queries start afresh, so the screen fetches them again. */
export function resetFailedQueries(store: PortalStore): void {
  void store.queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
}
