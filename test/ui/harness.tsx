/**
 * A test-only element that renders any React view the way a Landscape element does (defineElement:
 * shadow root, shared sheet, HostProvider with the root's store), inside a wouter Router based at
 * UI_BASE. Views are set as a property, so each test renders its own components.
 */
import { html } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { defineElement } from '../../elements/define-element.ts';
import '../../elements/landscape-root.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf } from '../helpers/dom.ts';
import type { SimNamespace } from '../helpers/simulator.ts';

export const UI_BASE = '/ui-test';

interface HarnessProps {
  readonly view?: ComponentType;
}

function Harness({ view: View }: HarnessProps) {
  if (!View) return null;
  return (
    <Router base={UI_BASE}>
      <View />
    </Router>
  );
}

defineElement<HarnessProps>({ tag: 'test-ui-harness', component: Harness, properties: ['view'] });

export type HarnessElement = HTMLElement & { view?: ComponentType };

/** One `landscape-root` against a simulator namespace (signed in when given a token), one harness element per view. */
export async function renderViews(ns: SimNamespace, views: readonly ComponentType[], token?: string) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} .token=${token}>
      ${views.map((view) => html`<test-ui-harness .view=${view}></test-ui-harness>`)}
    </landscape-root>`,
    'landscape-root',
  );
  const elements = [...root.querySelectorAll<HarnessElement>('test-ui-harness')];
  return { root, store: root.store, elements, screens: elements.map((element) => screenOf(element)) };
}

export async function renderView(ns: SimNamespace, view: ComponentType, token?: string) {
  const { root, store, elements, screens } = await renderViews(ns, [view], token);
  return { root, store, element: elements[0]!, screen: screens[0]! };
}

import { deepActiveElement } from '../../src/ui/focus.ts';

export { deepActiveElement };

const describe = (element: Element | null) =>
  element ? `<${element.localName}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';

/**
 * Asserts where focus is. Compares identity and reports short descriptions: chai's own message for
 * two DOM elements walks React's internals attached to them and can hang the page.
 */
export function expectFocusOn(expected: Element): void {
  const active = deepActiveElement();
  if (active !== expected) throw new Error(`expected focus on ${describe(expected)}, found it on ${describe(active)}`);
}

/** Puts the address back where the test page started, after a test followed a link. */
const original = `${location.pathname}${location.search}`;
export function restoreLocation(): void {
  history.replaceState(null, '', original);
}
