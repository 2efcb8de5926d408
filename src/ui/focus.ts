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

/** How long a page that is still loading may take to render its heading. */
const HEADING_WAIT_MS = 10_000;

/** Focusable from script only (`tabindex="-1"`), so the Tab order does not change. */
function focusFromScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

const mainHeading = (root: Document | ShadowRoot) => root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');

/**
 * Moves focus to the main heading (the h1 of `Page`) in a document or shadow root, for when the
 * control focus should return to is gone, so that a screen reader starts reading there. A page still
 * loading (after a route change) has none yet: its `main` region (or a widget's `part="base"`) holds
 * focus until the heading renders, unless the user has moved on by then. Returns what it focused.
 */
export function focusMainHeading(root: Document | ShadowRoot): HTMLElement | null {
  const heading = mainHeading(root);
  if (heading) {
    focusFromScript(heading);
    return heading;
  }
  const region = root.querySelector<HTMLElement>('main') ?? root.querySelector<HTMLElement>('[part~="base"]');
  if (!region) return null;
  focusFromScript(region);
  const observer = new MutationObserver(() => {
    const rendered = mainHeading(root);
    if (!rendered) return;
    stop();
    if (deepActiveElement() === region) focusFromScript(rendered);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return region;
}
