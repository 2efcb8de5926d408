import { createContext, useContext } from 'react';
import { displayName } from '../../lib/display-name.ts';
import * as styles from './ServerText.css.ts';

/**
 * True inside what must stay on one line (a table's `wrap: 'never'` cell): a server string there is
 * cut with an ellipsis, its full text in the title, since a long one would otherwise widen its column
 * or paint over the next (an unknown status, a long creator name).
 */
export const OneLineContext = createContext(false);

export interface ServerTextProps {
  readonly text: string | null | undefined;
  /** Shown instead when the text would show nothing (empty, whitespace, zero-width or bidi controls only). */
  readonly fallback?: string;
  /** One line with an ellipsis and the full text as a title, instead of wrapping (always inside OneLineContext). */
  readonly truncate?: boolean;
}

/**
 * A run without a break opportunity (space or hyphen) long enough to widen a table column: only such
 * text is capped (an inline block in table cells). Ordinary text stays inline, which a table of 100
 * rows lays out about a fifth faster.
 */
const LONG_WORD = /[^\s-]{21}/;

/**
 * A string from the server, shown as text in a `<bdi>`: its direction controls (an unclosed
 * right-to-left override) cannot reorder the text around it, and it wraps or truncates rather than
 * widening its container.
 */
export function ServerText({ text, fallback = '', truncate = false }: ServerTextProps) {
  const oneLine = useContext(OneLineContext);
  const shown = displayName(text, fallback);
  const cut = truncate || oneLine;
  const className = cut ? styles.truncate : LONG_WORD.test(shown) ? styles.wrapLongWord : styles.wrap;
  return (
    <bdi className={className} title={cut ? shown : undefined}>
      {shown}
    </bdi>
  );
}
