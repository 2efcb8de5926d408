import type { ApiClient, CallOptions } from './client.ts';

export type FeatureKey = 'usg-profiles' | 'employee-management' | 'oidc-configuration' | 'script-profiles';

export interface Feature {
  readonly key: string;
  readonly enabled: boolean;
  readonly name?: string;
  readonly description?: string;
}

export interface Account {
  readonly name: string;
  readonly title: string;
  readonly subdomain: string | null;
  readonly classic_dashboard_url?: string;
  readonly default?: boolean;
}

/** `me`, `login` and the auth callbacks answer with this; `{}` from `me` means nobody is signed in. */
export interface AuthState {
  readonly email?: string;
  readonly name?: string;
  readonly token?: string;
  readonly current_account?: string;
  readonly has_password?: boolean;
  readonly accounts?: readonly Account[];
  readonly features?: readonly Feature[];
  readonly self_hosted?: boolean;
  readonly return_to?: { readonly url: string; readonly external: boolean } | null;
}

/** An auth state that counts as signed in (SPEC §4: `current_account` is present). */
export interface AuthUser extends AuthState {
  readonly current_account: string;
}

export interface MethodAvailability {
  readonly available: boolean;
  readonly enabled: boolean;
}

export interface OidcConfiguration {
  readonly id: number;
  readonly name: string;
  readonly provider: string;
  readonly enabled: boolean;
}

export interface LoginMethods {
  readonly oidc: { readonly available: boolean; readonly configurations: readonly OidcConfiguration[] };
  readonly password: MethodAvailability;
  readonly pam: MethodAvailability;
  readonly standalone_oidc: MethodAvailability;
  readonly ubuntu_one: MethodAvailability;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface AuthStartParams {
  readonly id?: number;
  readonly return_to?: string;
  readonly external?: boolean;
  /** The invitation the user is signing in to accept (SPEC §7), passed on to the identity provider's flow. */
  readonly invitation_id?: string;
}

const noBearer = { auth: false } as const;

export const authApi = {
  me: (api: ApiClient) => api.request<AuthState>('GET', 'me', {}, noBearer),
  // Read by signed-in screens too (the identity providers); a sign-in call: its 401 is its own error,
  // shown where its answer is, and the session goes on (as upstream exempts it).
  loginMethods: (api: ApiClient) => api.request<LoginMethods>('GET', 'login/methods', {}, noBearer),
  login: (api: ApiClient, credentials: Credentials) =>
    api.request<AuthState>('POST', 'login', { ...credentials }, noBearer),
  logout: (api: ApiClient, options?: CallOptions) => api.request<unknown>('POST', 'logout', {}, options),
  startOidc: (api: ApiClient, params: AuthStartParams) =>
    api.request<{ location: string }>('GET', 'auth/start', { ...params }, noBearer),
  startUbuntuOne: (api: ApiClient, params: Omit<AuthStartParams, 'id'>) =>
    api.request<{ location: string }>('GET', 'auth/ubuntu-one/start', { ...params }, noBearer),
  handleCode: (api: ApiClient, params: { code: string; state: string }) =>
    api.request<AuthState>('GET', 'auth/handle-code', { ...params }, noBearer),
  completeUbuntuOne: (api: ApiClient, url: string) =>
    api.request<AuthState>('GET', 'auth/ubuntu-one/complete', { url }, noBearer),
};

export function isSignedIn(state: AuthState | undefined | null): state is AuthUser {
  return typeof state?.current_account === 'string' && state.current_account !== '';
}
