import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
