import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@container': { '(max-width: 24rem)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const section = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });
