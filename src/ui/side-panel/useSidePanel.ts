import { useAtomValue } from 'jotai/react';
import { useCallback } from 'react';
import { useHost, useStore } from '../../state/react.tsx';
import { closeSidePanel, openSidePanel, sidePanelAtom, type SidePanelContent } from '../../state/side-panel.ts';

/** The store's side panel, as this element sees it: it opens panels that only this element shows. */
export function useSidePanel() {
  const store = useStore();
  const host = useHost();
  const panel = useAtomValue(sidePanelAtom);
  const open = useCallback((content: SidePanelContent) => openSidePanel(store, content, host), [store, host]);
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
  return { open, close, setSubtitle, isOpen: panel?.owner === host };
}
