import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme.css.ts';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0, containerType: 'inline-size' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const groupTitle = style({ margin: 0, fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, color: vars.color.textMuted });

/** Four facts a row while there is room (upstream's grid), then two, then one. */
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

/** Long lists (CPU flags, partitions) span the row. */
export const wide = style({ gridColumn: '1 / -1' });

globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall, letterSpacing: '0.03em' });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
