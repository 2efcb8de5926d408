import { autoUpdate, computePosition, flip, offset, shift, size, type Placement } from '@floating-ui/dom';

export interface PlaceOptions {
  readonly placement: Placement;
  readonly gap: number;
  readonly matchWidth: boolean;
  readonly maxHeight: number;
}

const VIEWPORT_MARGIN = 8;

/**
 * Places `element` beside `reference` with floating-ui, and keeps it there while anything scrolls or
 * resizes: flipped to the other side and shifted along it at the viewport's edges, its height limited
 * to the room left. Returns what stops it. Loaded with the first popup that opens (usePopup.ts).
 */
export function placePopup(reference: HTMLElement, element: HTMLElement, options: PlaceOptions): () => void {
  const { placement, gap, matchWidth, maxHeight } = options;
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
  };
}
