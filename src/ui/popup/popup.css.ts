import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/**
 * The box of every top-layer popup (select, popover, menu). Resets what browsers give `[popover]`
 * (centred by `inset: 0; margin: auto`, a border, padding, Canvas colours): usePopup places it
 * with `left`/`top`. A popup inherits from where it sits in the DOM (a table cell that keeps its
 * content on one line), not from the top layer it shows in: text properties start afresh.
 */
export const popup = style({
  position: 'fixed',
  inset: 'auto',
  left: 0,
  top: 0,
  margin: 0,
  padding: 0,
  overflow: 'auto',
  boxSizing: 'border-box',
  width: 'max-content',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  whiteSpace: 'normal',
  textAlign: 'start',
  boxShadow: `0 ${vars.space.xs} ${vars.space.md} color-mix(in srgb, ${vars.color.shadow} 20%, transparent)`,
});
