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

const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATE_CONTROLS = /[\u2066-\u2069]/gu;

/**
 * A server string set inside a sentence ("Edit {name} provider"): between First Strong Isolate and
 * Pop Directional Isolate, so its direction controls (an unclosed right-to-left override) end with it
 * and cannot reverse the words after it. Its own isolate controls go: the pair stays unambiguous for
 * `sentenceParts`, which shows each isolated part in a `<bdi>`.
 */
export function isolate(text: string): string {
  return `${FSI}${text.replace(ISOLATE_CONTROLS, '')}${PDI}`;
}

export interface SentencePart {
  readonly text: string;
  /** The part came from `isolate`: a server string. */
  readonly isolated: boolean;
}

/** A sentence split into its own words and the parts `isolate` marked, without the marks. */
export function sentenceParts(sentence: string): readonly SentencePart[] {
  const parts: SentencePart[] = [];
  let rest = sentence;
  for (let start = rest.indexOf(FSI); start >= 0; start = rest.indexOf(FSI)) {
    const end = rest.indexOf(PDI, start);
    if (end < 0) break;
    if (start > 0) parts.push({ text: rest.slice(0, start), isolated: false });
    parts.push({ text: rest.slice(start + 1, end), isolated: true });
    rest = rest.slice(end + 1);
  }
  if (rest) parts.push({ text: rest, isolated: false });
  return parts;
}

/** A sentence as plain text, without the marks `isolate` added (for hosts that read the text). */
export function plainSentence(sentence: string): string {
  return sentenceParts(sentence)
    .map((part) => part.text)
    .join('');
}
