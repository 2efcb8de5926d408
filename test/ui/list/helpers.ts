/** Helpers for the list component tests: render a view, press with the real mouse, set a field's value. */
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { ComponentType } from 'react';
import { createNamespace } from '../../helpers/simulator.ts';
import { renderView } from '../harness.tsx';

/** Renders one view in the test harness element (shadow root, shared sheet, root store). */
export async function renderList(view: ComponentType) {
  return renderView(await createNamespace(), view);
}

/** A real mouse click at the middle of an element (pointerdown, mousedown, focus, click), as a person makes. */
export async function clickOn(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await resetMouse();
}

/** A real mouse click at a point of the page. */
export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [x, y] });
  await resetMouse();
}

/**
 * Sets an input's value as the browser does after a user's edit, with an input event React sees.
 * For `datetime-local`, whose typing depends on the browser's locale.
 */
export function setValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
