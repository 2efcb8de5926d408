/**
 * The one constructable stylesheet every element's shadow root adopts.
 *
 * Build and test pipelines turn each vanilla-extract `.css.ts` module into a call to `registerCss`,
 * so styles reach shadow roots without `<style>` tags (those break `style-src 'self'` CSP) and
 * without a separate CSS file the host page would have to load.
 */
const parts = new Map<string, string>();

export const sharedSheet: CSSStyleSheet | undefined =
  typeof CSSStyleSheet === 'function' ? new CSSStyleSheet() : undefined;

/** Adds one module's CSS once; the key is the module's file scope, so re-imports do not duplicate rules. */
export function registerCss(key: string, css: string): void {
  if (parts.has(key)) return;
  parts.set(key, css);
  sharedSheet?.replaceSync([...parts.values()].join('\n'));
}
