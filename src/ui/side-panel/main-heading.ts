/**
 * Where focus goes when the control it should return to is gone: the page's main heading (the h1
 * of `Page`), else the element's own `part="base"` region (a widget has no h1). Made focusable
 * from script only (`tabindex="-1"`), so Tab order does not change.
 */
export function mainHeading(root: Document | ShadowRoot): HTMLElement | null {
  const target = root.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('[part~="base"]');
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}
