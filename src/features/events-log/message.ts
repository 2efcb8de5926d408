/** How much of a long message its row shows before "Show more". */
export const PREVIEW_LENGTH = 160;

/**
 * What a row shows of a message: the whole of a short one-line message; else its first line, cut at
 * PREVIEW_LENGTH characters (never inside a surrogate pair), ending with an ellipsis.
 */
export function messagePreview(text: string): string {
  const [first = ''] = text.split(/\r\n|\r|\n/, 1);
  const chars = [...first];
  if (first === text && chars.length <= PREVIEW_LENGTH) return text;
  return `${chars.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…`;
}
