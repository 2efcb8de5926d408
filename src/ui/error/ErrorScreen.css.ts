import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const screen = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.25rem', fontWeight: vars.font.weightBold });

export const text = style({ margin: `0 0 ${vars.space.md}` });

export const message = style({ margin: `0 0 ${vars.space.md}`, overflowWrap: 'break-word' });
