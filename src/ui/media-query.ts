import { useCallback, useSyncExternalStore } from 'react';

/**
 * SPEC §9 "narrow-screen layout under 620px". A viewport query, not a container query: SPEC names
 * viewport breakpoints for the portal shell (CONVENTIONS.md rule 6), and a side panel covers the
 * viewport under it, whatever element opened it.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 619.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
