import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * How a form inside the side panel says it has changes (SidePanelDialog provides it): the panel then
 * asks "Discard changes?" before a close would throw them away. Null outside a panel.
 */
export const PanelChangesContext = createContext<((token: symbol, changed: boolean) => void) | null>(null);

/** Tells the side panel around (if any) whether this form holds changes not saved. */
export function usePanelChanges(changed: boolean): void {
  const report = useContext(PanelChangesContext);
  const token = useRef<symbol>(undefined);
  token.current ??= Symbol('form');
  useEffect(() => {
    if (!report) return undefined;
    const own = token.current!;
    report(own, changed);
    return () => report(own, false);
  }, [report, changed]);
}
