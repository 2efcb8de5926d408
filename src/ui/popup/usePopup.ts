import { autoUpdate, computePosition, flip, offset, shift, size, type Placement } from '@floating-ui/dom';
import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface PopupOptions {
  readonly open: boolean;
  /** Where the popup prefers to be; it flips to the other side when there is no room. Default 'bottom-start'. */
  readonly placement?: Placement;
  /** The gap to the anchor, in px. Default 4. */
  readonly gap?: number;
  /** At least as wide as the anchor (a select's listbox under its button). */
  readonly matchWidth?: boolean;
  /** The most it may be tall, in px, when the viewport has more room. */
  readonly maxHeight?: number;
}

export interface Popup<A extends HTMLElement, F extends HTMLElement> {
  /** The element the popup is placed beside. */
  readonly anchor: RefObject<A | null>;
  /** The popup: render it with `popover="manual"` and the `popup` class of popup.css.ts. */
  readonly floating: RefObject<F | null>;
}

const VIEWPORT_MARGIN = 8;

/**
 * Shows a popup in the top layer (`popover="manual"`, `showPopover()`) while `open`, placed beside its
 * anchor with floating-ui: flipped to the other side and shifted along it at the viewport's edges,
 * its height limited to the room left, and kept there while anything scrolls or resizes. The top
 * layer is what keeps a popup from being clipped by a host's `overflow: hidden` or covered by a
 * host's `z-index`; the popup stays where it is in the DOM (focus order, shadow root, styles).
 * Manual popovers have no light dismiss: closing stays with the component.
 */
export function usePopup<A extends HTMLElement = HTMLElement, F extends HTMLElement = HTMLElement>({
  open,
  placement = 'bottom-start',
  gap = 4,
  matchWidth = false,
  maxHeight = Infinity,
}: PopupOptions): Popup<A, F> {
  const anchor = useRef<A>(null);
  const floating = useRef<F>(null);

  useLayoutEffect(() => {
    const reference = anchor.current;
    const element = floating.current;
    if (!open || !reference || !element) return;
    if (!element.matches(':popover-open')) element.showPopover();
    let current = true;
    const update = () => {
      // Measured at its natural height each time, or a height limited earlier would stop it flipping back.
      element.style.maxHeight = '';
      void computePosition(reference, element, {
        strategy: 'fixed',
        placement,
        middleware: [
          offset(gap),
          flip({ padding: VIEWPORT_MARGIN }),
          shift({ padding: VIEWPORT_MARGIN }),
          size({
            padding: VIEWPORT_MARGIN,
            apply({ availableHeight, rects }) {
              element.style.maxHeight = `${Math.max(0, Math.floor(Math.min(maxHeight, availableHeight)))}px`;
              if (matchWidth) element.style.minWidth = `${rects.reference.width}px`;
            },
          }),
        ],
      }).then(({ x, y, placement: placed }) => {
        if (!current) return;
        element.style.left = `${x}px`;
        element.style.top = `${y}px`;
        element.dataset.placement = placed;
      });
    };
    const stop = autoUpdate(reference, element, update);
    return () => {
      current = false;
      stop();
      if (element.isConnected && element.matches(':popover-open')) element.hidePopover();
    };
  }, [open, placement, gap, matchWidth, maxHeight]);

  return { anchor, floating };
}
