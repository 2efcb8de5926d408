import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme.css.ts';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

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

export const secondLine = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, margin: 0 });

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const chosen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chosenItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });

export const proNotice = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
