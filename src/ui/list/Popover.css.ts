import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const popover = style({ position: 'relative', display: 'inline-block', maxWidth: '100%' });

export const chevron = style({ width: '0.75em', height: '0.75em', flex: 'none' });

export const badge = style({
  display: 'inline-block',
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: '0.625rem',
  background: vars.color.information,
  color: vars.color.primaryText,
  fontSize: vars.font.sizeSmall,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const popup = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxs})`,
  insetInlineStart: 0,
  zIndex: 20,
  width: 'max-content',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: `0 ${vars.space.xs} ${vars.space.md} color-mix(in srgb, ${vars.color.text} 20%, transparent)`,
  selectors: {
    '&[data-align="end"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
    '&:focus': { outline: 'none' },
  },
});
