import r2wc from '@r2wc/react-to-web-component';
import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import { requestStore } from '../src/state/context.ts';
import { prefetchAuth } from '../src/state/prefetch.ts';
import { HostProvider } from '../src/state/react.tsx';
import { resetFailedQueries, type PortalStore } from '../src/state/store.ts';
import { numberLocaleVersion, subscribeNumberLocale } from '../src/lib/numbers.ts';
import { subscribeTexts, textsVersion } from '../src/state/texts.ts';
import { ErrorBoundary } from '../src/ui/error/ErrorScreen.tsx';
import { LoadingScreen } from '../src/ui/placeholders.tsx';
import { WhenLoaded } from '../src/ui/lazy-screen.ts';
import { sharedSheet } from '../src/ui/styles/sheet.ts';
// The theme's :host rules apply from the first paint, before an element's screen has loaded.
import '../src/ui/theme.css.ts';
import { upgradeProperties } from './upgrade-properties.ts';

/**
 * The one place r2wc is used (TOOLCHAIN.md lists what it gets wrong for us; fixed here):
 * - attributes follow HTML: a boolean is true while present; removing any attribute resets its prop;
 * - properties reflect to attributes only for strings, numbers and booleans; objects stay properties;
 * - public events bubble, are composed, and come from the element itself (`useEmit`);
 * - registration is idempotent, so two copies of the library on a page do not throw;
 * - the element renders only once its store is known (context-request protocol, see requestStore);
 * - a lazy screen (src/ui/lazy-screen.ts) shows 'Loading...' until its code arrives;
 * - `me` and the element's first requests start on connect, not after its code has rendered;
 * - new texts (setTexts, the root's `texts`) render the screen again from scratch: texts are read as
 *   components render, and a fresh tree also reaches memoised rows and columns. State kept in the
 *   store and in the address survives.
 * r2wc keeps the React root lifecycle; we reach its props and render through its registered symbols.
 */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

export type AttributeType = 'string' | 'number' | 'boolean';

export interface ElementDefinition<P extends object> {
  readonly tag: string;
  readonly component: ComponentType<P>;
  /** Props backed by an attribute (camelCase prop → kebab-case attribute). */
  readonly attributes?: { readonly [K in keyof P]?: AttributeType };
  /** Props settable only as JS properties (objects, secrets): never written into the DOM. */
  readonly properties?: readonly (keyof P & string)[];
  /**
   * Starts the requests the element's screen will make, as it connects (its props as set then), so
   * they travel alongside the screen's code rather than after it has rendered (src/state/prefetch.ts).
   */
  readonly preload?: (store: PortalStore, props: Partial<P>) => void;
  /** The preload decides whether to fetch `me` (the portal: not on handle-auth paths); else it starts on connect. */
  readonly preloadAuth?: boolean;
}

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

const stores = new WeakMap<Element, PortalStore>();

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (type === 'number') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
  }
  return value;
}

/**
 * An element's preload whose code is a chunk of its own, loaded on connect beside `me`, so the
 * element's entry does not carry it. A failed download leaves the screen to ask for itself.
 */
export function lazyPreload<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => (store: PortalStore, props: Partial<P>) => void,
): (store: PortalStore, props: Partial<P>) => void {
  return (store, props) => {
    load().then((module) => pick(module)(store, props), () => undefined);
  };
}

export function defineElement<P extends object>(definition: ElementDefinition<P>): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;

  const attributeTypes = Object.entries(definition.attributes ?? {}) as [string, AttributeType][];
  const propOfAttribute = new Map(attributeTypes.map(([prop, type]) => [toAttribute(prop), { prop, type }]));
  const Screen = definition.component as ComponentType<Record<string, unknown>>;

  function Rendered({ container, ...props }: { container: ShadowRoot } & Record<string, unknown>) {
    const host = container.host as HTMLElement;
    const store = stores.get(host);
    const texts = useSyncExternalStore(subscribeTexts, textsVersion);
    // Counts are written in the page's locale: a new one renders from scratch too, as new texts do.
    const numbers = useSyncExternalStore(subscribeNumberLocale, numberLocaleVersion);
    if (!store) return null;
    return createElement(HostProvider, {
      host,
      store,
      children: createElement(ErrorBoundary, {
        key: `${texts}-${numbers}`,
        onReset: () => resetFailedQueries(store),
        children: createElement(WhenLoaded, { component: Screen, fallback: createElement(LoadingScreen), children: createElement(Screen, props) }),
      }),
    });
  }

  const Base = r2wc(Rendered, { shadow: 'open' }) as unknown as new () => HTMLElement & R2wcInternals;

  class LandscapeElement extends Base {
    static get observedAttributes() {
      return [...propOfAttribute.keys()];
    }

    constructor() {
      super();
      if (sharedSheet && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sharedSheet];
      // A property set before the tag was defined shadows our accessor: move it through the accessor
      // (which reflects to the attribute) before attributes are read below. attributeChangedCallback
      // does not run for attributes set while an element upgrades, hence the explicit read after.
      upgradeProperties(this, [...attributeTypes.map(([name]) => name), ...(definition.properties ?? [])]);
      for (const [attribute, { prop, type }] of propOfAttribute) {
        this[R2WC_PROPS][prop] = parseAttribute(type, this.getAttribute(attribute));
      }
    }

    override connectedCallback() {
      const found = requestStore(this);
      if (found instanceof Promise) {
        void found.then((store) => {
          if (this.isConnected && !stores.has(this)) this.mount(store);
        });
      } else {
        this.mount(found);
      }
    }

    private mount(store: PortalStore) {
      stores.set(this, store);
      store.attach(this);
      // Before the first render: `me`, which every element reads, the element's own requests, and
      // its screen's code, so a screen whose code is in by then renders without suspending.
      if (!definition.preloadAuth) prefetchAuth(store);
      definition.preload?.(store, this[R2WC_PROPS] as Partial<P>);
      (definition.component as { preload?: () => void }).preload?.();
      super.connectedCallback();
    }

    override disconnectedCallback() {
      stores.get(this)?.detach(this);
      stores.delete(this);
      super.disconnectedCallback();
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const entry = propOfAttribute.get(attribute);
      if (!entry) return;
      this[R2WC_PROPS][entry.prop] = parseAttribute(entry.type, value);
      this.update();
    }

    protected update() {
      if (stores.has(this)) this[R2WC_RENDER]();
    }
  }

  const accessor = (prop: string, set: (this: LandscapeElement, value: unknown) => void) =>
    Object.defineProperty(LandscapeElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: LandscapeElement) {
        return this[R2WC_PROPS][prop];
      },
      set,
    });

  for (const [prop, type] of attributeTypes) {
    const attribute = toAttribute(prop);
    // Attribute-backed props reflect; attributeChangedCallback then updates the prop and renders.
    accessor(prop, function (value) {
      if (type === 'boolean') this.toggleAttribute(attribute, Boolean(value));
      else if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    });
  }
  for (const prop of definition.properties ?? []) {
    accessor(prop, function (value) {
      this[R2WC_PROPS][prop] = value;
      this.update();
    });
  }

  customElements.define(definition.tag, LandscapeElement);
  return LandscapeElement;
}
