import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme.css.ts';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, containerType: 'inline-size' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@container': { '(max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall, textTransform: 'uppercase', letterSpacing: '0.03em' });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const help = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, margin: 0 });

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
