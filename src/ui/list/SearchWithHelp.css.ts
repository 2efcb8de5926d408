import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const helpList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

globalStyle(`${helpList} dt`, { fontFamily: vars.font.mono });
globalStyle(`${helpList} dd`, { margin: 0 });
