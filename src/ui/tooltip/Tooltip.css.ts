import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** No `display` here: browsers hide a closed `[popover]` with theirs. */
export const tooltip = style({
  position: 'fixed',
  inset: 'auto',
  left: 0,
  top: 0,
  margin: 0,
  maxWidth: 'min(20rem, calc(100vw - 1rem))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'break-word',
  // It inherits from its trigger's place in the DOM (a cell kept on one line), not from the top layer.
  whiteSpace: 'normal',
  textAlign: 'start',
  fontWeight: 'normal',
});
