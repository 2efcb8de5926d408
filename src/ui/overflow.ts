import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True while the element's content is wider (x) or taller (y) than the element: a scroll container
 * then needs to be focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * Measured in the ResizeObserver's callbacks only (its first comes as observing starts, after the
 * browser's layout and before its paint): reading sizes in the commit would force a layout of the
 * whole tree there, a second one for a table's first rows (issue 23).
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'x'): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setOverflowing(axis === 'x' ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, axis]);
  return overflowing;
}
