import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 });

/** One alert: its mark, its sentence (a link), and since when, wrapping in a narrow element. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** A small mark before each alert: it is something to look at. */
export const mark = style({ flex: 'none', inlineSize: '0.625rem', blockSize: '0.625rem', borderRadius: '50%', background: vars.color.caution, alignSelf: 'center' });

export const sentence = style({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' });

export const since = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The pending instances' review, a button that reads as the other alerts' links. */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});
