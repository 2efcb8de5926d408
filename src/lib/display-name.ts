/**
 * Whitespace, zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM, soft hyphen) and bidi
 * controls (LRM, RLM, ALM, embeddings, overrides, isolates): a name made only of these shows nothing.
 */
const INVISIBLE = /^[\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]*$/u;

/** True when a server string would show nothing: missing, empty, or only invisible characters. */
export function isBlankName(text: string | null | undefined): boolean {
  return text === null || text === undefined || INVISIBLE.test(text);
}

/**
 * The text that names a control or an item: the server's string, or `fallback` when it would show
 * nothing, so the control keeps a visible, reachable name ("Select Activity 12", not "Select ").
 */
export function displayName(text: string | null | undefined, fallback: string): string {
  return isBlankName(text) ? fallback : text!;
}
