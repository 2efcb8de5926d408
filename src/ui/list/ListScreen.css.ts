import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** The layout every list screen shares: filters, notices, chips, toolbar, table, pagination, top to bottom. */
export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, containerType: 'inline-size' });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

// May shrink below its content's natural width (the field narrows), so it never widens the page.
// In a narrow screen the search takes a line of its own and the filters wrap below it together.
export const search = style({
  flex: '1 1 18rem',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  '@container': { '(max-width: 40rem)': { flexBasis: '100%' } },
});

// A help button stays one phrase on one line beside the Search button.
globalStyle(`${search} button`, { whiteSpace: 'nowrap' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A row's name as a link-styled button that opens its details. */
export const rowLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  // Between words only: the table scrolls sideways rather than break a word.
  overflowWrap: 'normal',
  // In a table too tight for every column's natural width, the name wraps rather than the
  // short columns beside it ("Tomás / Fernández"): capping its natural width leaves them theirs.
  '@container': { '(max-width: 64rem)': { maxWidth: '20rem' } },
});
