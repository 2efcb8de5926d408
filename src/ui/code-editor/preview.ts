/** What the plain text area shows while the editor's code loads: about a screenful, never a megabyte. */
const PREVIEW_CHARACTERS = 20_000;
const PREVIEW_LINES = 200;

/**
 * The start of a text, for the read-only text area shown until the editor is in: its first 200
 * lines, at most 20,000 characters (a text area laying out a megabyte of text was a long task of
 * 300-400 ms, just before the editor replaced it).
 */
export function loadingPreview(value: string): string {
  let end = -1;
  for (let line = 0; line < PREVIEW_LINES; line += 1) {
    end = value.indexOf('\n', end + 1);
    if (end === -1 || end >= PREVIEW_CHARACTERS) break;
  }
  return value.slice(0, Math.min(end === -1 ? value.length : end, PREVIEW_CHARACTERS));
}
