/**
 * Runtime of dist/landscape-elements.js (see tools/iife-chunks.ts): the screens load as ES modules
 * from dist/chunks/, beside the script, and take React, the store and the rest of the core from the
 * script through a registry. Only the IIFE build imports this module.
 */

/** The folder the script was loaded from; `document.currentScript` is only set while it first runs. */
const script = document.currentScript;
const base = new URL('.', script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI);

/**
 * Makes this copy's core modules available to the chunks beside it. The first copy from a folder
 * wins: it is also the copy whose elements were defined, so its shells and its core go together.
 */
export function share(modules: Record<string, unknown>): void {
  const registry = globalThis as unknown as Record<symbol, unknown>;
  registry[Symbol.for(`landscape-elements ${base.href}`)] ??= modules;
}

/** A chunk file (`chunks/…`), resolved from the script's address: same origin, no eval. */
export function loadChunk(file: string): Promise<unknown> {
  return import(new URL(file, base).href);
}
