/** How much of a long message its row shows before "Show more". */
export const PREVIEW_LENGTH = 160;

/**
 * What a row shows of a message: its first line, whole up to PREVIEW_LENGTH characters, else cut
 * there (never inside a surrogate pair) with an ellipsis. A short one-line message is shown whole:
 * the preview is the text itself.
 */
export function messagePreview(text: string): string {
  const [first = ''] = text.split(/\r\n|\r|\n/, 1);
  const chars = [...first];
  if (chars.length <= PREVIEW_LENGTH) return first;
  return `${chars.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…`;
}
