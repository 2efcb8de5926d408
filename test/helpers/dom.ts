import { configure, isInaccessible, waitFor, within, type BoundFunctions, type queries } from '@testing-library/dom';
import { chai, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import type { LandscapeEventDetails, LandscapeEventName } from '../../src/state/events.ts';

// Testing Library prints the container on failure and cannot print a ShadowRoot: print its HTML.
// Its find* and waitFor give up after 1 s by default: a lazy screen's chunk and its first request on a
// CI machine running two test files on two busy cores can take longer. 5 s for every file (files that
// need more still set their own); a passing test waits no longer for it.
configure({
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    const markup = container instanceof ShadowRoot ? container.innerHTML : '';
    return new Error(`${message ?? ''}\n\n${markup.slice(0, 3000)}`);
  },
});

/**
 * A failed assertion about a DOM node React rendered (`expect(button).to.equal(null)`) crashes the
 * test page: the runner serialises the error's `actual`/`expected`, and walks React's internals on
 * the node. Such values are dropped from the error; chai's message already names the element.
 * Every browser test imports this module, so every test gets it.
 */
const holdsNode = (value: unknown): boolean =>
  value instanceof Node || (Array.isArray(value) && value.some((item) => item instanceof Node));

chai.use((api) => {
  const assert = api.Assertion.prototype.assert;
  api.Assertion.prototype.assert = function (this: Chai.AssertionStatic, ...args: Parameters<typeof assert>) {
    try {
      return assert.apply(this, args);
    } catch (error) {
      const failure = error as { actual?: unknown; expected?: unknown; showDiff?: boolean };
      if (holdsNode(failure.actual) || holdsNode(failure.expected)) {
        delete failure.actual;
        delete failure.expected;
        failure.showDiff = false;
      }
      throw error;
    }
  };
});

/** Testing Library queries scoped to an element's shadow root: tests find things as a person would. */
export function screenOf(element: Element) {
  const root = element.shadowRoot;
  if (!root) throw new Error(`${element.localName} has no shadow root`);
  return within(root as unknown as HTMLElement);
}

type Screen = BoundFunctions<typeof queries>;

/** Whether an element is a notification card (`part="notification"`) whose text contains `text` (any card without it). */
const isCard = (text?: string) => (_content: string, element: Element | null) =>
  element?.getAttribute('part') === 'notification' && (text === undefined || (element.textContent ?? '').includes(text));

/**
 * The notification card showing `text` (part of its text), waited for until a person can perceive it
 * (as a role query would: not in a closed popover or otherwise hidden). Cards in the notification area
 * carry no live role (their region announces them), so tests find them by what they say.
 */
export function findNotification(screen: Screen, text?: string): Promise<HTMLElement> {
  return waitFor(() => {
    const card = screen.getByText(isCard(text));
    if (isInaccessible(card)) throw new Error(`the notification ${text ?? ''} is hidden`);
    return card;
  });
}

/** The notification card showing `text` (any card without it), or null when there is none. */
export function queryNotification(screen: Screen, text?: string): HTMLElement | null {
  return screen.queryByText(isCard(text));
}

/** All notification cards showing `text` (all cards without it). */
export function queryAllNotifications(screen: Screen, text?: string): HTMLElement[] {
  return screen.queryAllByText(isCard(text));
}

/**
 * How screen readers are told of an element: 'assertive' or 'polite' from the nearest live region
 * at or above it (an `aria-live` value, or the implicit one of role alert or status), null outside any.
 */
export function announcedAs(element: Element): string | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const live = node.getAttribute('aria-live');
    if (live) return live;
    const role = node.getAttribute('role');
    if (role === 'alert') return 'assertive';
    if (role === 'status') return 'polite';
  }
  return null;
}

/** Renders a template and returns the first element matching the selector inside it. */
export async function mount<T extends Element = HTMLElement>(template: TemplateResult, selector: string): Promise<T> {
  const wrapper = await fixture<HTMLElement>(template);
  const found = wrapper.matches(selector) ? wrapper : wrapper.querySelector(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found as unknown as T;
}

/** Types into a field with real key presses, as a person would. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/**
 * Sets a form field's value the way a person's input does, so React's onChange sees it (assigning
 * `.value` alone is swallowed by React's value tracking). For fields keys cannot type easily, such
 * as datetime-local.
 */
export function setFieldValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Collects the public events an element (or anything below a target) fires. */
export function recordEvents<K extends LandscapeEventName>(target: EventTarget, type: K) {
  const seen: LandscapeEventDetails[K][] = [];
  target.addEventListener(type, (event) => seen.push((event as CustomEvent<LandscapeEventDetails[K]>).detail));
  return seen;
}

export { waitFor };

/** Matches the element whose whole text is `text`, also when a quoted server string sits in its own `<bdi>`. */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((child) => child.textContent !== text);
