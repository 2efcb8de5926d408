import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePathname, useSearch } from 'wouter/use-browser-location';
import type { AllowedValues, ListDeclaration, ParamSpecs } from '../../../lib/list-params.ts';
import { useStore } from '../../../state/react.tsx';
import { unlessChangesKept } from '../../../state/side-panel.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { useAddressBarListState, useInternalListState, type ListStateOf } from '../../lists/index.ts';
import { canonicalSearch, requestedTab, switchedSearch } from './page-params.ts';
import { shownTab, type InstanceTab } from './tabs.ts';

/**
 * Where the instance page keeps its tab and its tabs' list state: in the address on the portal's
 * route, inside the element for `landscape-instance` (which never touches the address). Fixed for
 * the page's life.
 */
const InAddressContext = createContext(false);
export const TabStateInAddress = InAddressContext.Provider;

/** A tab's list state, where the page keeps it. */
export function useTabListState<S extends ParamSpecs>(decl: ListDeclaration<S>, allowed?: AllowedValues<S>): ListStateOf<S> {
  const inAddress = useContext(InAddressContext);
  // The same branch on every render (the provider's value never changes): the same hook each time.
  return inAddress ? useAddressBarListState(decl, allowed) : useInternalListState(decl, {}, allowed);
}

/**
 * Shows another tab: the side panel closes first (after "Discard changes?" when its form has
 * changes: screens §4, switching tabs closes it).
 */
function useSwitch(show: (tab: InstanceTab) => void): (tab: InstanceTab) => void {
  const store = useStore();
  const sidePanel = useSidePanel();
  return useCallback(
    (tab: InstanceTab) =>
      unlessChangesKept(store, () => {
        sidePanel.close();
        show(tab);
      }),
    [store, sidePanel, show],
  );
}

/**
 * The tab in the address (`?tab=`, none for Info): a tab the instance does not show is Info, and
 * the address is corrected to say what is shown (other tabs' list parameters dropped).
 */
export function useTabInAddress(visible: readonly InstanceTab[]): readonly [InstanceTab, (tab: InstanceTab) => void] {
  const search = useSearch();
  const pathname = usePathname();
  const [, navigate] = useLocation();
  const tab = shownTab(requestedTab(search), visible);

  useEffect(() => {
    const { location, history } = window;
    // The address already belongs to another page.
    if (location.pathname !== pathname) return;
    // Read from the address now, not from the render: a tab shown since then must not be undone.
    const normal = canonicalSearch(location.search, shownTab(requestedTab(location.search), visible));
    // `~`: an absolute path, taken raw (wouter's relative path is decoded, which corrupts escapes).
    if (normal !== location.search) navigate(`~${location.pathname}${normal}${location.hash}`, { replace: true, state: history.state });
  }, [search, visible, pathname, navigate]);

  const show = useCallback(
    (next: InstanceTab) => {
      const { location } = window;
      navigate(`~${location.pathname}${switchedSearch(location.search, next)}${location.hash}`);
    },
    [navigate],
  );
  return [tab, useSwitch(show)];
}

/**
 * The tab inside the element: `requested` (its `tab` property) when the instance shows it, Info
 * otherwise; a new `requested` shows that tab.
 */
export function useTabInElement(visible: readonly InstanceTab[], requested: string | undefined): readonly [InstanceTab, (tab: InstanceTab) => void] {
  const [chosen, setChosen] = useState<{ readonly tab: string | undefined; readonly from: string | undefined }>({ tab: requested, from: requested });
  // React's "adjust state while rendering": a new property wins over the user's last choice.
  let current = chosen;
  if (chosen.from !== requested) {
    current = { tab: requested, from: requested };
    setChosen(current);
  }
  const show = useCallback((tab: InstanceTab) => setChosen((state) => ({ ...state, tab })), []);
  return [shownTab(current.tab, visible), useSwitch(show)];
}
