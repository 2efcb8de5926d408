import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme.css.ts';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0, containerType: 'inline-size' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const headingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}` });

export const heading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** Four facts a row while there is room, then two, then one. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@container': {
    '(max-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(max-width: 24rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
