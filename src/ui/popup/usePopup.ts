import type { Placement } from '@floating-ui/dom';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type * as Position from './position.ts';

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

/** floating-ui (about 7 KB gzip) is left out of the first load: it comes with the first popup that opens. */
let position: typeof Position | undefined;
let loading: Promise<typeof Position> | undefined;
function loadPosition(): Promise<typeof Position> {
  loading ??= import('./position.ts').then(
    (module) => (position = module),
    (error: unknown) => {
      // Asked again with the next popup (a network hiccup is not for good).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
    const options = { placement, gap, matchWidth, maxHeight };
    let stop = position?.placePopup(reference, element, options);
    let current = true;
    const reveal = () => element.style.removeProperty('opacity');
    if (!stop) {
      // The first popup waits for floating-ui: shown (focus can move in) but unseen until it is placed.
      element.style.opacity = '0';
      loadPosition().then((module) => {
        if (!current) return;
        stop = module.placePopup(reference, element, options);
        // Its first place is set once the promise of the first measure settles: seen from the next frame.
        requestAnimationFrame(reveal);
      }, reveal);
    }
    return () => {
      current = false;
      stop?.();
      reveal();
      if (element.isConnected && element.matches(':popover-open')) element.hidePopover();
    };
  }, [open, placement, gap, matchWidth, maxHeight]);

  return { anchor, floating };
}
