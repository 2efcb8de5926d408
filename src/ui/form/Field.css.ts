import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSmall });

export const required = style({ color: vars.color.negative, marginInlineStart: vars.space.xxs });

export const help = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const error = style({ color: vars.color.negative, fontSize: vars.font.sizeSmall, margin: 0 });

/** Text-like controls: inputs, textareas, native selects. */
export const control = style({
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
    '&:disabled, &[readonly]': { background: vars.color.surface, color: vars.color.textMuted },
  },
});
