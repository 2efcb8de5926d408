import type { LoginMethods, MethodAvailability, OidcConfiguration } from '../../api/auth.ts';
import { ApiError, MALFORMED_RESPONSE } from '../../api/errors.ts';

/** What the sign-in screen offers, derived from `login/methods`. */
export interface SignInOptions {
  /** OIDC is configured on the server, so identity providers are not managed in the portal (SPEC §2). */
  readonly oidcAvailable: boolean;
  readonly password: boolean;
  readonly oidc: readonly OidcConfiguration[];
  readonly ubuntuOne: boolean;
  readonly enterprise: boolean;
}

const usable = (method: MethodAvailability | undefined) => method?.available === true && method.enabled === true;

/**
 * Reads a `login/methods` answer defensively: a missing method counts as unavailable; an answer that
 * is not an object at all is a malformed response (an error, not a blank screen).
 */
export function signInOptions(methods: unknown): SignInOptions {
  if (!methods || typeof methods !== 'object') throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  const value = methods as Partial<LoginMethods>;
  const configurations = Array.isArray(value.oidc?.configurations) ? value.oidc.configurations : [];
  return {
    oidcAvailable: value.oidc?.available === true,
    password: usable(value.password) || usable(value.pam),
    oidc:
      value.oidc?.available === true
        ? configurations.filter(
            (config) => config?.enabled === true && typeof config.name === 'string' && typeof config.id === 'number',
          )
        : [],
    ubuntuOne: usable(value.ubuntu_one),
    enterprise: usable(value.standalone_oidc),
  };
}
