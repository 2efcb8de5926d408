import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSmall });

export const input = style({
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
    '&:disabled': { background: vars.color.surface, color: vars.color.disabled },
  },
});

export const error = style({ color: vars.color.negative, fontSize: vars.font.sizeSmall, margin: 0 });
