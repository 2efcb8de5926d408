import { useAtomValue } from 'jotai/react';
import { useCallback, useRef } from 'react';
import { useHost, useStore } from '../../state/react.tsx';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../media-query.ts';
import { closeSidePanel, openSidePanel, sidePanelAtom, unlessChangesKept, type SidePanelContent } from '../../state/side-panel.ts';

/** The store's side panel, as this element sees it: it opens panels that only this element shows. */
export function useSidePanel() {
  const store = useStore();
  const host = useHost();
  const panel = useAtomValue(sidePanelAtom);
  // Other content replaces a form with changes only once the user said to discard them.
  const open = useCallback((content: SidePanelContent) => unlessChangesKept(store, () => openSidePanel(store, content, host)), [store, host]);
  // Other content at once, for a step the panel's own controls take on purpose (a form's Back).
  const replace = useCallback((content: SidePanelContent) => openSidePanel(store, content, host), [store, host]);
  // Closes only this element's panel, never one another element opened.
  const close = useCallback(() => {
    if (store.jotai.get(sidePanelAtom)?.owner === host) closeSidePanel(store);
  }, [store, host]);
  // The open panel's subtitle, changed in place (its body and focus stay): a stepped form's 'Step 2 of 5'.
  const setSubtitle = useCallback(
    (subtitle: string | undefined) => {
      const current = store.jotai.get(sidePanelAtom);
      if (current?.owner === host && current.subtitle !== subtitle) store.jotai.set(sidePanelAtom, { ...current, subtitle });
    },
    [store, host],
  );
  return { open, replace, close, setSubtitle, isOpen: panel?.owner === host };
}

/**
 * Whether an open side panel covers the page (a narrow screen): what it covers is then inert (the
 * portal's layout, a widget's screen), so Tab and screen readers stay in front.
 */
export function useSidePanelCovers(): boolean {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const open = useAtomValue(sidePanelAtom) !== null;
  return narrow && open;
}

/**
 * Closes the side panel the form is in once it saved, and no other: the save ends after the list's
 * refresh, by which time another panel may have been opened (a row's details beside the list).
 */
export function useCloseOwnPanel(): () => void {
  const store = useStore();
  const own = useRef(store.jotai.get(sidePanelAtom)?.id);
  return useCallback(() => {
    if (own.current !== undefined && store.jotai.get(sidePanelAtom)?.id === own.current) closeSidePanel(store);
  }, [store]);
}
