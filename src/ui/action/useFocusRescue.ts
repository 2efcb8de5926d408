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
    // The control in the container that last had focus, while focus has not gone elsewhere.
    let focused: Element | null = null;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      // After the browser settled focus, and React finished the update that removed the control.
      frame = requestAnimationFrame(() => {
        if (!focused) return;
        const active = deepActiveElement();
        // Still focusable but not focused: the user moved focus, to the page itself.
        if (!cannotHoldFocus(focused)) {
          if (active !== focused) focused = null;
          return;
        }
        if ((active === null || active === document.body || active === focused) && element.isConnected) {
          focused = null;
          fallbackRef.current()?.focus();
        }
      });
    };
    const focusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) focused = null;
      else check();
    };
    // Browsers differ in whether removing or disabling the focused control fires focusout.
    const observer = new MutationObserver(check);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [container]);
}
