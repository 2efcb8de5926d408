import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { screen, filters, search, toolbar } from '../../ui/list/ListScreen.css.ts';

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const helpList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

globalStyle(`${helpList} dt`, { fontFamily: vars.font.mono });
globalStyle(`${helpList} dd`, { margin: 0 });
