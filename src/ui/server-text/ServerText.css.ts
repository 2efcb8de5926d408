import { style } from '@vanilla-extract/css';

/**
 * A server string never widens what holds it: it breaks anywhere when a word is longer than the
 * line (10,000 characters, 40 emoji), and gives way in flex and grid layouts.
 */
export const wrap = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** One line cut with an ellipsis; the whole text is in the title. */
export const truncate = style({
  display: 'inline-block',
  maxWidth: '100%',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});
