import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** One label column for every group of a panel (10rem: "Associated instances"), so the groups line up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 10rem) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  selectors: { '& + &': { marginTop: vars.space.md } },
  '@container': { '(max-width: 24rem)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const section = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.font.size, fontWeight: vars.font.weightBold });
