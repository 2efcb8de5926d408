/**
 * Redirect targets (`redirect-to`, `return_to`) are followed only when they stay on the page's own
 * origin (DESIGN.md security rules). Anything else — another host, `//host`, `javascript:`, `data:`,
 * backslash or control-character tricks — is refused, and the caller goes to the default route.
 */
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'https://portal.invalid';

/** A portal path (`/activities?query=x`) that cannot leave the portal, or null. */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || UNSAFE_CHARACTERS.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An absolute http(s) address on the page's own origin (the `external` flag), or null. */
export function safeSameOriginUrl(value: string | null | undefined, origin: string): string | null {
  if (!value || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.origin === origin ? url.href : null;
}

export type RedirectTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/**
 * Where a signed-in visitor of /login or /handle-auth/* goes (SPEC §2): the `redirect-to` value, or
 * the default route. With the `external` flag the value is an absolute same-origin URL left to the browser.
 */
export function redirectTarget(
  value: string | null | undefined,
  external: boolean,
  origin: string,
  fallback: string,
): RedirectTarget {
  if (external) {
    const url = safeSameOriginUrl(value, origin);
    return url ? { kind: 'external', url } : { kind: 'internal', path: fallback };
  }
  return { kind: 'internal', path: safeInternalPath(value) ?? fallback };
}

/** `/login?redirect-to=…` for a signed-out visit to a protected path (SPEC §2). */
export function loginRedirect(loginPath: string, path: string, search: string): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `${loginPath}?redirect-to=${encodeURIComponent(`${path}${query}`)}`;
}
