import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const switcher = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const value = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const select = style({
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  maxWidth: '100%',
});

export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall });
