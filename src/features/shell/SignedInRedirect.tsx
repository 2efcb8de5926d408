import { useEffect } from 'react';
import { useLocation, useRouter } from 'wouter';
import { redirectTarget } from '../../lib/redirects.ts';
import { useStore } from '../../state/react.tsx';
import { RedirectingScreen } from './screens/index.ts';
import { DEFAULT_ROUTE } from './routes.ts';

/** `redirect-to` and the `external` flag of an address's query (SPEC §2), read one way everywhere. */
export function redirectParams(search: string): { readonly value: string | null; readonly external: boolean } {
  const params = new URLSearchParams(search);
  return { value: params.get('redirect-to'), external: params.has('external') && params.get('external') !== 'false' };
}

/** The part of a same-origin address inside the portal's base path, or null when it lies outside. */
function portalPathOf(url: string, base: string): string | null {
  const { pathname, search, hash } = new URL(url);
  if (base === '') return `${pathname}${search}${hash}`;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return `${pathname.slice(base.length) || '/'}${search}${hash}`;
}

/**
 * Sends a signed-in user on (SPEC §2): to `redirect-to`, or the default route. Only same-origin
 * targets are followed (lib/redirects.ts); an external one inside the portal is followed in place.
 */
export function SignedInRedirect({ value, external }: { readonly value: string | null; readonly external: boolean }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const { base } = useRouter();

  useEffect(() => {
    const target = redirectTarget(value, external, window.location.origin, DEFAULT_ROUTE);
    if (target.kind === 'internal') {
      navigate(target.path, { replace: true });
      return;
    }
    const inside = portalPathOf(target.url, base);
    if (inside !== null) navigate(inside, { replace: true });
    else store.browser.assign(target.url);
  }, [value, external, base, navigate, store]);

  return <RedirectingScreen />;
}
