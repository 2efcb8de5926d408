import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

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

// "Search help" stays one phrase on one line beside the Search button.
globalStyle(`${search} button`, { whiteSpace: 'nowrap' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const description = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  // Between words only: the table scrolls sideways rather than break a word.
  overflowWrap: 'normal',
  // In a table too tight for every column's natural width, the description wraps rather than the
  // short columns beside it ("Tomás / Fernández"): capping its natural width leaves them theirs.
  '@container': { '(max-width: 64rem)': { maxWidth: '20rem' } },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// The column's gap spaces its parts; a paragraph's own margins would double it ("No output.").
globalStyle(`${details} > p`, { margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { fontWeight: vars.font.weightBold });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const outputTitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const output = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '24rem',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const helpList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

globalStyle(`${helpList} dt`, { fontFamily: vars.font.mono });
globalStyle(`${helpList} dd`, { margin: 0 });
