import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSmall,
});
