import { ContextProvider } from '@lit/context';
import { LitElement, css, html } from 'lit';
import { createPortalStore, hostTokenAtom } from '../src/state/index.ts';
import { ROOT_TAG, storeContext } from '../src/state/context.ts';
import type { PortalStore } from '../src/state/store.ts';

const attributeConfig = {
  'api-base': 'apiBase',
  'legacy-api-base': 'legacyApiBase',
  'portal-url': 'portalUrl',
} as const;

/**
 * Owns one shared store (auth, API clients, query cache, notifications) for the Landscape elements
 * inside it, and renders only its children.
 *
 * @summary Shares one Landscape store with every element inside it.
 * @tag landscape-root
 * @attr {string} api-base - REST API base. Default `/api/v2/`.
 * @attr {string} legacy-api-base - Legacy action API base. Default `/api/`.
 * @attr {string} portal-url - Where links of widgets outside the portal lead. Default `/`.
 * @prop {string | undefined} token - A bearer token the host page already has. Never reflected to an attribute.
 * @prop {string} apiBase - REST API base (attribute `api-base`). Default `/api/v2/`.
 * @prop {string} legacyApiBase - Legacy action API base (attribute `legacy-api-base`). Default `/api/`.
 * @prop {string} portalUrl - Where links of widgets outside the portal lead (attribute `portal-url`). Default `/`.
 * @slot - The Landscape elements (and any other content) sharing this store.
 */
export class LandscapeRoot extends LitElement {
  static override properties = {
    apiBase: { attribute: 'api-base' },
    legacyApiBase: { attribute: 'legacy-api-base' },
    portalUrl: { attribute: 'portal-url' },
  };

  // Lit adopts this as a constructable stylesheet, so it passes a strict CSP.
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  declare apiBase: string | undefined;
  declare legacyApiBase: string | undefined;
  declare portalUrl: string | undefined;

  /** The store every element inside this root shares. */
  readonly store: PortalStore = createPortalStore();

  constructor() {
    super();
    new ContextProvider(this, { context: storeContext, initialValue: this.store });
    // A token set before the tag was defined shadows the accessor: route it through the accessor.
    if (Object.prototype.hasOwnProperty.call(this, 'token')) {
      const token = (this as { token?: string }).token;
      delete (this as { token?: string }).token;
      this.token = token;
    }
  }

  get token(): string | undefined {
    return this.store.jotai.get(hostTokenAtom);
  }

  set token(value: string | undefined | null) {
    this.store.jotai.set(hostTokenAtom, value || undefined);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value);
    const key = attributeConfig[name as keyof typeof attributeConfig];
    if (key) this.store.configure({ [key]: value ?? undefined });
  }

  override render() {
    return html`<slot></slot>`;
  }
}

if (!customElements.get(ROOT_TAG)) customElements.define(ROOT_TAG, LandscapeRoot);

declare global {
  interface HTMLElementTagNameMap {
    'landscape-root': LandscapeRoot;
  }
}
