import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { deepActiveElement } from '../focus.ts';

/** The element can no longer hold focus: removed, disabled or hidden. */
function cannotHoldFocus(element: Element): boolean {
  return !element.isConnected || element.matches(':disabled') || (element instanceof HTMLElement && !element.checkVisibility());
}

/**
 * Keeps focus inside `container` when the focused control in it goes away under the user: after an
 * action the button that ran it may be removed or disabled (an approved activity is no longer
 * approvable), and focus would fall to the page's `<body>`. It then moves to `fallback()`. Focus the
 * user moved elsewhere (a click on the page, Tab) is left alone.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>, fallback: () => HTMLElement | null): void {
  const fallbackRef = useRef(fallback);
  useLayoutEffect(() => {
    fallbackRef.current = fallback;
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let frame = 0;
    const rescue = (left: Element) => {
      cancelAnimationFrame(frame);
      // After the browser settled focus, and React finished the update that removed the control.
      frame = requestAnimationFrame(() => {
        const active = deepActiveElement();
        const lost = active === null || active === document.body || active === left;
        if (lost && cannotHoldFocus(left) && element.isConnected) fallbackRef.current()?.focus();
      });
    };
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null && event.target instanceof Element) rescue(event.target);
    };
    // Chromium does not blur a focused button that becomes disabled: watch for that too.
    const observer = new MutationObserver(() => {
      const active = deepActiveElement();
      if (active && element.contains(active) && cannotHoldFocus(active)) rescue(active);
    });
    element.addEventListener('focusout', focusOut);
    observer.observe(element, { attributes: true, attributeFilter: ['disabled', 'hidden'], subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      element.removeEventListener('focusout', focusOut);
    };
  }, [container]);
}
