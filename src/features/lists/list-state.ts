import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { usePathname, useSearch } from 'wouter/use-browser-location';
import {
  applyChanges,
  clean,
  decode,
  encode,
  normalise,
  same,
  type AllowedValues,
  type ListDeclaration,
  type ParamSpecs,
  type ValuesOf,
} from '../../lib/list-params.ts';

/** A list screen's filter, sort, paging and tab state, wherever it is kept. */
export interface ListState<P> {
  readonly params: P;
  /**
   * Changes parameters. Changing anything but currentPage (pageSize included) starts at page one
   * again, unless the same call sets currentPage. Values that are not valid are dropped. Stable
   * across renders while the allowed values stay the same.
   */
  setParams(changes: Partial<P>): void;
}

/** The state of the list a declaration describes. */
export type ListStateOf<S extends ParamSpecs> = ListState<ValuesOf<S>>;

const NOTHING_ALLOWED_YET: AllowedValues = Object.freeze({});

/**
 * The same object while the allowed values say the same thing: callers may pass a fresh literal
 * each render without re-running effects or changing setParams.
 */
function useStableAllowed<S extends ParamSpecs>(allowed: AllowedValues<S> | undefined): AllowedValues<S> {
  const key = JSON.stringify(allowed ?? NOTHING_ALLOWED_YET);
  // The key stands for the content: a new object with the same values keeps the old one.
  return useMemo(() => allowed ?? (NOTHING_ALLOWED_YET as AllowedValues<S>), [key]);
}

/**
 * Portal screens: the state is the page address query (SPEC §2). It reads the raw `location.search`
 * (wouter's own useSearch decodes it once more and corrupts `%25`), writes with pushState through
 * wouter's navigate so Back and Forward restore the list, and leaves parameters that are not list
 * parameters as they are. An address that is not in normal form (defaults, junk, values no longer
 * allowed) is corrected in place with replaceState, keeping the history entry's state.
 */
export function useAddressBarListState<S extends ParamSpecs>(decl: ListDeclaration<S>, allowed?: AllowedValues<S>): ListStateOf<S> {
  const only = useStableAllowed(allowed);
  const search = useSearch();
  const pathname = usePathname();
  const [, navigate] = useLocation();
  const params = useMemo(() => decode(decl, search, only), [decl, search, only]);

  useEffect(() => {
    const { location, history } = window;
    // The address already belongs to another screen: its own list state is not ours to correct.
    if (location.pathname !== pathname) return;
    const normal = normalise(decl, location.search, only);
    if (normal === location.search) return;
    // `~`: an absolute path, taken raw (wouter's relative path is decoded, which corrupts escapes).
    navigate(`~${location.pathname}${normal}${location.hash}`, { replace: true, state: history.state });
  }, [decl, search, pathname, only, navigate]);

  // Reads the address when called, not when rendered: two calls in one handler both count.
  const setParams = useCallback(
    (changes: Partial<ValuesOf<S>>) => {
      const { location } = window;
      const next = applyChanges(decl, decode(decl, location.search, only), changes, only);
      const nextSearch = encode(decl, next, location.search, only);
      if (nextSearch === normalise(decl, location.search, only)) return;
      navigate(`~${location.pathname}${nextSearch}${location.hash}`);
    },
    [decl, navigate, only],
  );

  return useMemo(() => ({ params, setParams }), [params, setParams]);
}

interface InternalState<S extends ParamSpecs> {
  readonly params: ValuesOf<S>;
  /** The allowed values params were last checked against. */
  readonly allowed: AllowedValues<S>;
}

/**
 * Embedded widgets: the same API, kept in component state; the address bar is never read or
 * written (DESIGN.md, "Address bar"). `initial` is read on the first render only. When the allowed
 * values change, values no longer allowed are dropped for good.
 */
export function useInternalListState<S extends ParamSpecs>(
  decl: ListDeclaration<S>,
  initial?: Partial<ValuesOf<S>>,
  allowed?: AllowedValues<S>,
): ListStateOf<S> {
  const only = useStableAllowed(allowed);
  const [state, setState] = useState<InternalState<S>>(() => ({
    params: clean(decl, initial ?? {}, only),
    allowed: only,
  }));

  let current = state;
  if (state.allowed !== only) {
    // React's "adjust state while rendering": the check happens before anything sees stale values.
    const params = clean(decl, state.params, only);
    current = { params: same(decl, params, state.params) ? state.params : params, allowed: only };
    setState(current);
  }

  const setParams = useCallback(
    (changes: Partial<ValuesOf<S>>) => {
      setState((previous) => {
        const params = applyChanges(decl, previous.params, changes, previous.allowed);
        return same(decl, params, previous.params) ? previous : { params, allowed: previous.allowed };
      });
    },
    [decl],
  );

  const { params } = current;
  return useMemo(() => ({ params, setParams }), [params, setParams]);
}
