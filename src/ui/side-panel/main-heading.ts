import { deepActiveElement } from '../focus.ts';

/** How long a page that is still loading may take to render its heading. */
const HEADING_WAIT_MS = 10_000;

/** Focusable from script only (`tabindex="-1"`), so the Tab order does not change. */
function focusFromScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/**
 * Moves focus to the main heading (the h1 of `Page`), for when the control focus should return to is
 * gone. A page still loading (after a route change) has none yet: its `main` region (or a widget's
 * `part="base"`) holds focus until the heading renders, unless the user has moved on by then.
 */
export function focusMainHeading(root: Document | ShadowRoot): void {
  const heading = root.querySelector<HTMLElement>('h1');
  if (heading) {
    focusFromScript(heading);
    return;
  }
  const region = root.querySelector<HTMLElement>('main') ?? root.querySelector<HTMLElement>('[part~="base"]');
  if (!region) return;
  focusFromScript(region);
  const observer = new MutationObserver(() => {
    const rendered = root.querySelector<HTMLElement>('h1');
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
}
