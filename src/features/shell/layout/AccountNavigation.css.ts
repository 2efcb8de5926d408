import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const nav = style({
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.border },
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: vars.font.weightBold },
  },
});
