/** The focused element, looking inside shadow roots (focus in a shadow root shows as its host). */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The first element in `container` that Tab would reach, or null. */
export function firstTabbable(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>(TABBABLE);
}

/**
 * Calls `onOutside` for a pointer press outside `element`. Listens on the document in the capture
 * phase and reads the composed path, so presses inside the same shadow root, in other shadow roots
 * and in the page are all seen, and nothing below can stop them.
 */
export function onPointerDownOutside(element: HTMLElement, onOutside: () => void): () => void {
  const listener = (event: PointerEvent) => {
    if (!event.composedPath().includes(element)) onOutside();
  };
  document.addEventListener('pointerdown', listener, true);
  return () => document.removeEventListener('pointerdown', listener, true);
}

/**
 * Focuses the page's main heading (`main h1`) in a document or shadow root, made focusable by script
 * only (`tabindex="-1"`), so that a screen reader starts reading there. Returns it, or null when
 * there is none.
 */
export function focusMainHeading(root: Document | ShadowRoot): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('main h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return heading;
}
