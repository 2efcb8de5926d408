import { ContextEvent, createContext } from '@lit/context';
import { defaultStore } from './index.ts';
import type { PortalStore } from './store.ts';

export const ROOT_TAG = 'landscape-root';

/**
 * The key of the `context-request` protocol (as @lit/context speaks it). A string, not a symbol,
 * so every copy of the library on a page speaks the same protocol.
 */
export const storeContext = createContext<PortalStore>('landscape-store');

/** The nearest ancestor with this tag, crossing shadow boundaries. */
function composedAncestor(element: Element, tag: string): Element | null {
  let node: Node | null = element.parentNode;
  while (node) {
    if (node instanceof Element && node.localName === tag) return node;
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return null;
}

function ask(element: Element): PortalStore | undefined {
  let answer: PortalStore | undefined;
  element.dispatchEvent(new ContextEvent(storeContext, element, (store) => (answer = store)));
  return answer;
}

/**
 * Finds the store for an element: the nearest `landscape-root` answers the context request. A root
 * ancestor whose tag is not defined yet is waited for, so no widget binds to the wrong store when
 * scripts load late. No root at all: the page-wide default store.
 */
export function requestStore(element: Element): PortalStore | Promise<PortalStore> {
  const answer = ask(element);
  if (answer) return answer;
  if (composedAncestor(element, ROOT_TAG) && !customElements.get(ROOT_TAG)) {
    return customElements.whenDefined(ROOT_TAG).then(() => ask(element) ?? defaultStore());
  }
  return defaultStore();
}
