/**
 * The organisation selector's boxes (issue 21: a long organisation title must not widen it), shared by
 * the widget's tests and the portal sidebar's.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { tokenFor, type SimNamespace } from './simulator.ts';

/** 40 emoji: one run without a break opportunity, 1,232 px wide on one line (issue 21). */
export const LONG_TITLE = '😀'.repeat(40);

/** Renames the admin's default organisation (acme) through the API, as its General settings would. */
export async function renameOrganisation(ns: SimNamespace, title: string): Promise<void> {
  const response = await fetch(`${ns.apiBase}preferences`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(ns)}` },
    body: JSON.stringify({ title }),
  });
  expect(response.status).to.equal(200);
}

export interface SelectorBoxes {
  readonly button: HTMLElement;
  readonly width: number;
  readonly height: number;
  readonly options: readonly HTMLElement[];
  readonly optionWidths: readonly number[];
  readonly optionHeights: readonly number[];
}

/** Measures the selector (`Organisation: …` button) closed, then opens it and measures its options. */
export async function measureSelector(container: HTMLElement): Promise<SelectorBoxes> {
  const scope = within(container);
  const button = await scope.findByRole('button', { name: /^Organisation: / });
  const closed = button.getBoundingClientRect();
  button.click();
  const options = await scope.findAllByRole('option');
  return {
    button,
    width: closed.width,
    height: closed.height,
    options,
    optionWidths: options.map((option) => option.getBoundingClientRect().width),
    optionHeights: options.map((option) => option.getBoundingClientRect().height),
  };
}

/** The element under `control` that shows `text` cut short: its `title` holds the whole text. */
function titled(control: HTMLElement, text: string): HTMLElement {
  const holder = [control, ...control.querySelectorAll<HTMLElement>('[title]')].find((element) => element.title === text);
  if (!holder) throw new Error(`no title "${text.slice(0, 20)}…" in ${control.outerHTML.slice(0, 300)}`);
  return holder;
}

/**
 * With `LONG_TITLE` current, the selector and its options are as wide and as tall as with ordinary
 * titles (`ordinary`): the title is cut on one line, whole in a `title` and in the accessible names.
 */
export function expectSameBoxes(long: SelectorBoxes, ordinary: SelectorBoxes): void {
  expect(long.width, 'the selector is wider with a long title').to.be.closeTo(ordinary.width, 2);
  expect(long.height, 'the selector is taller with a long title').to.be.closeTo(ordinary.height, 1);
  expect(long.optionWidths.length).to.equal(ordinary.optionWidths.length);
  long.optionWidths.forEach((width, index) => {
    expect(width, `option ${index + 1} is wider with a long title`).to.be.closeTo(ordinary.optionWidths[index]!, 2);
    expect(long.optionHeights[index], `option ${index + 1} is taller with a long title`).to.be.closeTo(ordinary.optionHeights[index]!, 1);
  });

  expect(long.button.getAttribute('aria-label')).to.equal(`Organisation: ${LONG_TITLE}`);
  const shown = titled(long.button, LONG_TITLE);
  expect(shown.scrollWidth, 'the title is not cut short').to.be.greaterThan(shown.clientWidth);
  const option = long.options.find((candidate) => candidate.textContent === LONG_TITLE);
  expect(option, 'an option named with the whole title').to.exist;
  const optionText = titled(option!, LONG_TITLE);
  expect(optionText.scrollWidth, 'the option is not cut short').to.be.greaterThan(optionText.clientWidth);
}
