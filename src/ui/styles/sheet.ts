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

let flushQueued = false;

function flush(): void {
  flushQueued = false;
  sharedSheet?.replaceSync([...parts.values()].join('\n'));
}

/**
 * Adds one module's CSS once; the key is the module's file scope, so re-imports do not duplicate rules.
 * The sheet is rewritten once per batch, in a microtask: a chunk's style modules all register while it
 * evaluates, and every rewrite parses the whole sheet again (one per module cost ~40 ms on a cold load,
 * before `me` could leave). The microtask runs before anything that imported the chunk renders.
 */
export function registerCss(key: string, css: string): void {
  if (parts.has(key)) return;
  parts.set(key, css);
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
}
