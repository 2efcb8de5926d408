/**
 * The hostile server strings of issue 11 and what every case checks, shared by the widget cases
 * (hostile-strings) and the screen cases (hostile-strings-screens).
 */
import { expect } from '@open-wc/testing';

export interface Hostile {
  readonly label: string;
  readonly value: string;
  /** The string shows nothing: the control must show a fallback name instead. */
  readonly blank?: boolean;
}

export const HOSTILE: readonly Hostile[] = [
  { label: 'markup', value: '<img src=x onerror="window.__hostileRan=1">' },
  { label: 'javascript: URL', value: 'javascript:window.__hostileRan=1' },
  { label: '10,000 characters', value: 'W'.repeat(10_000) },
  { label: 'unclosed right-to-left override', value: '\u202Eadmin' },
  { label: 'zero-width only', value: '\u200B\u200C', blank: true },
  { label: '40 emoji', value: '😀'.repeat(40) },
];

declare global {
  interface Window {
    __hostileRan?: number;
  }
}

/** Every element under `root`, through open shadow roots. */
export function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...allElements(element.shadowRoot));
  }
  return found;
}

/** Some element from the text node to `boundary` (inclusive) is a `<bdi>` or isolates its text. */
export function isIsolated(textHolder: Element, boundary: Element): boolean {
  for (let element: Element | null = textHolder; element; element = element.parentElement) {
    if (element.localName === 'bdi') return true;
    if (['isolate', 'isolate-override', 'plaintext'].includes(getComputedStyle(element).unicodeBidi)) return true;
    if (element === boundary) break;
  }
  return false;
}

/** The innermost element under `control` whose own text holds `value`. */
export function textHolder(control: Element, value: string): Element {
  const probe = value.slice(0, 20);
  const holders = [control, ...control.querySelectorAll('*')].filter((element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.includes(probe)),
  );
  if (holders.length === 0) throw new Error(`no text "${probe}" in ${control.outerHTML.slice(0, 200)}`);
  return holders[holders.length - 1]!;
}

/** No hostile string ran or became an element, and the page is no wider than the viewport. */
export function expectInert() {
  expect(window.__hostileRan, 'a hostile string ran').to.equal(undefined);
  expect(allElements(document).filter((element) => element.localName === 'img'), 'an element made from markup').to.have.length(0);
  expect(document.documentElement.scrollWidth, 'the page is wider than the viewport').to.be.at.most(window.innerWidth);
}

/**
 * `control` fits in `container`, has a size, and (unless the string shows nothing) shows it isolated
 * from the words of the sentence around it: `rest` (" provider") is not in the same isolated run, so
 * a right-to-left override in the string cannot reverse it.
 */
export function expectContainedIn(container: Element, control: Element, hostile: Hostile, rest?: string) {
  expectInert();
  const box = container.getBoundingClientRect();
  const controlBox = control.getBoundingClientRect();
  expect(controlBox.right, 'the control sticks out of its container').to.be.at.most(box.right + 0.5);
  expect(controlBox.width, 'the control has no size').to.be.greaterThan(0);
  expect(controlBox.height, 'the control has no size').to.be.greaterThan(0);
  if (hostile.blank) return;
  const holder = textHolder(control, hostile.value);
  expect(isIsolated(holder, control), 'the text is not bidi-isolated').to.equal(true);
  if (rest !== undefined) expect(holder.textContent, 'the sentence around the string is in its isolate').to.not.include(rest);
}
