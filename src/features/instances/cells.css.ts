import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** One line of a two-line cell. */
export const line = style({ display: 'block' });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

/** A WSL instance under its Windows host (groupBy parent). */
export const nested = style({ display: 'block', paddingInlineStart: vars.space.lg, borderInlineStart: `2px solid ${vars.color.border}` });

export const alerts = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.sizeSmall,
});
