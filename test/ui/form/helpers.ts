/** Helpers for the form tests: a promise the test settles, and what assistive technology reads for a control. */
import { computeAccessibleDescription, computeAccessibleName } from 'dom-accessibility-api';

import { clickOn as clickAtMiddle } from '../list/helpers.ts';

export { renderList as renderForm, setValue } from '../list/helpers.ts';

/** A real mouse click on an element, scrolled into view first (a long form runs past the viewport). */
export async function clickOn(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  await clickAtMiddle(element);
}

/** A promise the test resolves or rejects when it chooses: a request still in flight. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The accessible name and description, as a screen reader announces the control. */
export function announced(element: Element): { name: string; description: string } {
  return { name: computeAccessibleName(element), description: computeAccessibleDescription(element) };
}
