import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme.css.ts';

export const nameButton = style({
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

export const version = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, margin: 0 });

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });
