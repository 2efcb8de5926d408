import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a popup that opens at its anchor's start edge should open at the end edge instead: when
 * it would pass the right of the viewport (a filter at the end of a toolbar) and there is room the
 * other way. Measured each time it opens, before paint.
 */
export function useAlignEnd(anchor: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [alignEnd, setAlignEnd] = useState(false);
  useLayoutEffect(() => {
    if (!open) {
      setAlignEnd(false);
      return;
    }
    const box = popup.current?.getBoundingClientRect();
    const anchorBox = anchor.current?.getBoundingClientRect();
    if (!box || !anchorBox) return;
    setAlignEnd(box.right > document.documentElement.clientWidth && anchorBox.right - box.width >= 0);
  }, [anchor, popup, open]);
  return alignEnd;
}
