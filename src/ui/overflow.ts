import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True while the element's content is wider (x) or taller (y) than the element: a scroll container
 * then needs to be focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * Measured in the commit too, not only in the ResizeObserver's first callback (issue 23 tried that):
 * the region must be focusable from the first frame a check or a user can see it.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'x'): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setOverflowing(axis === 'x' ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, axis]);
  return overflowing;
}
