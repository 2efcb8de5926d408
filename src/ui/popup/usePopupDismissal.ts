import { useEffect, type RefObject } from 'react';
import { onPointerDownOutside } from '../focus.ts';

/**
 * Closes an open popup when the pointer goes down outside `root` (its trigger and popup), and when
 * its control becomes disabled. Shared by the select, the tags field, the popover and the menu.
 */
export function usePopupDismissal(root: RefObject<HTMLElement | null>, open: boolean, close: () => void, disabled = false): void {
  useEffect(() => {
    if (!open || !root.current) return;
    return onPointerDownOutside(root.current, close);
  }, [open, root, close]);

  useEffect(() => {
    if (disabled && open) close();
  }, [disabled, open, close]);
}
