import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The cards' grid answers to its own width (CONVENTIONS 6): one column under 620 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
  containerType: 'inline-size',
  '@container': { '(max-width: 38.75rem)': { gridTemplateColumns: '1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const heading = style({
  margin: 0,
  fontSize: '1.5rem',
  fontWeight: vars.font.weightLight,
  lineHeight: 1.25,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A count: its number large, then what it counts; the whole line is the link. */
export const countLink = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  textDecoration: 'none',
});

/** Right-aligned in a column as wide as four digits, so the words after the numbers line up. */
export const number = style({
  flex: 'none',
  minWidth: '3.25em',
  textAlign: 'end',
  fontSize: '1.5rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  fontVariantNumeric: 'tabular-nums',
});

/** Underlined like any link, the number kept plain so it reads as a figure. */
export const label = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
  selectors: { [`${countLink}:hover &`]: { textDecorationThickness: '2px' } },
});

/** One active profile: its name, then its last audit's pass rate. */
export const profile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const profileName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({ marginTop: 'auto' });
