import { style } from '@vanilla-extract/css';

/**
 * A server string never widens what holds it: it breaks anywhere when a word is longer than the
 * line (10,000 characters, 40 emoji), and gives way in flex and grid layouts.
 *
 * In a table cell, breaking anywhere would make the column's narrowest width one letter, and the
 * table would squeeze such columns until ordinary words break ("Ubun-tu"). There the text breaks
 * inside a word only when the word is longer than the line, and the narrowest width it asks of its
 * column is capped (an inline block's max-width caps its min-content contribution), so a
 * 10,000-character word still cannot widen the column past the cap.
 */
export const wrap = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
  selectors: { 'td &, th &': { overflowWrap: 'break-word' } },
});

/** `wrap` for text with a word longer than 20 characters: in a table cell, its width is capped. */
export const wrapLongWord = style([
  wrap,
  {
    selectors: {
      // A link's underline does not reach into an inline block: the block takes its parent's own.
      'td &, th &': { display: 'inline-block', maxWidth: '30ch', textDecoration: 'inherit' },
    },
  },
]);

/**
 * One line cut with an ellipsis; the whole text is in the title. In a table cell a percentage cannot
 * cap it (the column's width comes from its content), so there it is capped like `wrapLongWord`.
 */
export const truncate = style({
  display: 'inline-block',
  maxWidth: '100%',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  // A link's underline does not reach into an inline block: the block takes its parent's own.
  selectors: { 'td &, th &': { maxWidth: '30ch', textDecoration: 'inherit' } },
});
