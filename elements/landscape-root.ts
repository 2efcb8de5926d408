import type { ContextEvent } from '@lit/context';
import { validLocale, validTimeZone } from '../src/lib/dates.ts';
import { setNumberLocale } from '../src/lib/numbers.ts';
import { sampleRate } from '../src/state/error-reports.ts';
import { createPortalStore, hostTokenAtom } from '../src/state/index.ts';
import { hostLocaleAtom, hostTimeZoneAtom } from '../src/state/locale.ts';
import { currentTexts, setTexts, type LandscapeTexts } from '../src/state/texts.ts';
import { ROOT_TAG, storeContext } from '../src/state/context.ts';
import type { PortalStore } from '../src/state/store.ts';
import { upgradeProperties } from './upgrade-properties.ts';

const attributeConfig = {
  'api-base': 'apiBase',
  'legacy-api-base': 'legacyApiBase',
  'portal-url': 'portalUrl',
} as const;

/** Attributes that set how dates show, read into the store's atoms (src/state/locale.ts). */
const localeAttributes = { locale: hostLocaleAtom, 'time-zone': hostTimeZoneAtom } as const;
const localeCheck = { locale: validLocale, 'time-zone': validTimeZone } as const;

/** Attributes of error reporting, read into the store's reporter (src/state/error-reports.ts). */
const errorAttributes = ['error-sample-rate', 'error-report-url'] as const;
type ErrorAttribute = (typeof errorAttributes)[number];

const hostSheet = typeof CSSStyleSheet === 'function' ? new CSSStyleSheet() : undefined;
// The theme reaches the elements inside as `--landscape-color-scheme` (their `color-scheme`), and the
// host's own content under the root as `color-scheme`. Any other value leaves both to the system.
hostSheet?.replaceSync(`
  :host { display: contents; }
  :host([theme="light" i]) { --landscape-color-scheme: light; color-scheme: light; }
  :host([theme="dark" i]) { --landscape-color-scheme: dark; color-scheme: dark; }
`);

type Theme = 'light' | 'dark' | 'system';

/**
 * Owns one shared store (auth, API clients, query cache, notifications) for the Landscape elements
 * inside it, and renders only its children.
 *
 * @summary Shares one Landscape store with every element inside it.
 * @tag landscape-root
 * @attr {string} api-base - REST API base. Default `/api/v2/`.
 * @attr {string} legacy-api-base - Legacy action API base. Default `/api/`.
 * @attr {string} portal-url - Where links of widgets outside the portal lead. Default `/`.
 * @attr {string} locale - The locale dates and times show in (BCP 47, e.g. `de-DE`). Default: the browser's language (`navigator.languages[0]`). English locales show SPEC's formats.
 * @attr {string} time-zone - The IANA time zone times show in (e.g. `Europe/Berlin`). Default: the browser's.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on every element inside. Absent (or any other value): each element follows the user's `prefers-color-scheme`.
 * @attr {number} error-sample-rate - The share of errors reported, from 0 (none) to 1 (all, the default); each error is kept or dropped at random. A value out of range is clamped; one that is not a number is the default.
 * @attr {string} error-report-url - Where each reported error is also POSTed as JSON (the `landscape-error` event's detail), resolved against the page, with same-origin credentials and never the token; by `navigator.sendBeacon` while the page unloads. Absent: errors only reach the host as events.
 * @prop {string | undefined} token - A bearer token the host page already has. Never reflected to an attribute.
 * @prop {string} apiBase - REST API base (attribute `api-base`). Default `/api/v2/`.
 * @prop {string} legacyApiBase - Legacy action API base (attribute `legacy-api-base`). Default `/api/`.
 * @prop {string} portalUrl - Where links of widgets outside the portal lead (attribute `portal-url`). Default `/`.
 * @prop {string | undefined} locale - The locale dates show in (attribute `locale`); undefined: the browser's.
 * @prop {string | undefined} timeZone - The time zone times show in (attribute `time-zone`); undefined: the browser's.
 * @prop {LandscapeTexts} texts - Replacements for the elements' texts, by catalogue (README "Texts and translations"). Page-wide, like the document's language: every Landscape element on the page uses them; elements already shown render again. Property only.
 * @prop {'light' | 'dark' | 'system'} theme - The forced theme (attribute `theme`); `system` when none is forced. Setting `system`, `null` or `''` removes the attribute.
 * @prop {number} errorSampleRate - The share of errors reported, 0 to 1 (attribute `error-sample-rate`). Default 1.
 * @prop {string | undefined} errorReportUrl - Where reported errors are POSTed (attribute `error-report-url`); undefined: nowhere.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in an element inside (sampled by `error-sample-rate`): a render, a call without a 4xx (5xx, no answer, an unreadable answer), an uncaught error or rejection of the elements' code. Dispatched from the element it happened in, it bubbles through the root. Never carries the token, form values or query strings; browser noise (ResizeObserver loops, extensions' errors, requests cut short by leaving the page) is dropped.
 * @slot - The Landscape elements (and any other content) sharing this store.
 */
export class LandscapeRoot extends HTMLElement {
  /** The attributes configure the store; the properties below reflect to them (one path). */
  static get observedAttributes() {
    return [...Object.keys(attributeConfig), ...Object.keys(localeAttributes), ...errorAttributes];
  }

  /** The store every element inside this root shares. */
  readonly store: PortalStore = createPortalStore();

  constructor() {
    super();
    // A plain element rather than lit's: a page with one widget should not pay for a renderer here.
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.append(document.createElement('slot'));
    // A constructable stylesheet passes a strict CSP (a <style> tag would not).
    if (hostSheet) shadow.adoptedStyleSheets = [hostSheet];
    // The context-request protocol (as @lit/context speaks it): answer requests for the store.
    this.addEventListener('context-request', (event) => {
      const request = event as ContextEvent<typeof storeContext>;
      if (request.context !== storeContext) return;
      event.stopPropagation();
      request.callback(this.store);
    });
    upgradeProperties(this, ['token', 'theme', 'locale', 'timeZone', 'texts', 'errorSampleRate', 'errorReportUrl', ...Object.values(attributeConfig)]);
    // attributeChangedCallback does not run for attributes set while the element upgrades.
    for (const [attribute, key] of Object.entries(attributeConfig)) {
      this.store.configure({ [key]: this.getAttribute(attribute) ?? undefined });
    }
    for (const attribute of Object.keys(localeAttributes) as (keyof typeof localeAttributes)[]) {
      this.readLocaleAttribute(attribute, this.getAttribute(attribute));
    }
    for (const attribute of errorAttributes) this.readErrorAttribute(attribute, this.getAttribute(attribute));
  }

  private readErrorAttribute(attribute: ErrorAttribute, value: string | null) {
    const settings = this.store.errors.settings;
    if (attribute === 'error-sample-rate') settings.sampleRate = sampleRate(value);
    else settings.reportUrl = value || undefined;
  }

  get errorSampleRate(): number {
    return this.store.errors.settings.sampleRate;
  }

  set errorSampleRate(value: number | string | null | undefined) {
    this.reflect('error-sample-rate', value === null || value === undefined ? value : String(value));
  }

  get errorReportUrl(): string | undefined {
    return this.store.errors.settings.reportUrl;
  }

  set errorReportUrl(value: string | null | undefined) {
    this.reflect('error-report-url', value);
  }

  /**
   * A value Intl does not know is left out: the browser's own locale or zone applies. The locale also
   * writes the page's counts (src/lib/numbers.ts): set here, or removed here; a root without one
   * leaves another root's alone.
   */
  private readLocaleAttribute(attribute: keyof typeof localeAttributes, value: string | null, changed = false) {
    const valid = localeCheck[attribute](value);
    this.store.jotai.set(localeAttributes[attribute], valid);
    if (attribute === 'locale' && (valid !== undefined || changed)) setNumberLocale(valid);
  }

  get locale(): string | undefined {
    return this.store.jotai.get(hostLocaleAtom);
  }

  set locale(value: string | null | undefined) {
    this.reflect('locale', value);
  }

  /** Page-wide (src/state/texts.ts): the texts belong to the page, as its language does. */
  get texts(): LandscapeTexts {
    return currentTexts();
  }

  set texts(value: LandscapeTexts | null | undefined) {
    setTexts(value);
  }

  get timeZone(): string | undefined {
    return this.store.jotai.get(hostTimeZoneAtom);
  }

  set timeZone(value: string | null | undefined) {
    this.reflect('time-zone', value);
  }

  get apiBase(): string {
    return this.store.config().apiBase;
  }

  set apiBase(value: string | null | undefined) {
    this.reflect('api-base', value);
  }

  get legacyApiBase(): string {
    return this.store.config().legacyApiBase;
  }

  set legacyApiBase(value: string | null | undefined) {
    this.reflect('legacy-api-base', value);
  }

  get portalUrl(): string {
    return this.store.config().portalUrl;
  }

  set portalUrl(value: string | null | undefined) {
    this.reflect('portal-url', value);
  }

  private reflect(attribute: keyof typeof attributeConfig | keyof typeof localeAttributes | ErrorAttribute, value: string | null | undefined) {
    if (value === null || value === undefined || value === '') this.removeAttribute(attribute);
    else this.setAttribute(attribute, value);
  }

  /** Pure CSS (the sheet above), so the theme applies before any element renders. */
  get theme(): Theme {
    const value = this.getAttribute('theme')?.toLowerCase();
    return value === 'light' || value === 'dark' ? value : 'system';
  }

  set theme(value: Theme | null | undefined) {
    if (value === 'light' || value === 'dark') this.setAttribute('theme', value);
    else this.removeAttribute('theme');
  }

  get token(): string | undefined {
    return this.store.jotai.get(hostTokenAtom);
  }

  set token(value: string | undefined | null) {
    this.store.jotai.set(hostTokenAtom, value || undefined);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null) {
    if (name in localeAttributes) return this.readLocaleAttribute(name as keyof typeof localeAttributes, value, true);
    if ((errorAttributes as readonly string[]).includes(name)) return this.readErrorAttribute(name as ErrorAttribute, value);
    const key = attributeConfig[name as keyof typeof attributeConfig];
    if (key) this.store.configure({ [key]: value ?? undefined });
  }
}

if (!customElements.get(ROOT_TAG)) customElements.define(ROOT_TAG, LandscapeRoot);

declare global {
  interface HTMLElementTagNameMap {
    'landscape-root': LandscapeRoot;
  }
}
