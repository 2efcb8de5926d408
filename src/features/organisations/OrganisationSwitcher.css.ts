import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/**
 * A field's width wherever it is placed, never wider than that place (issue 11), and never as wide as
 * an organisation's title (issue 21): a host that sizes it to its content (a header) gets the same
 * selector with any title, cut with an ellipsis.
 */
export const switcher = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '15rem',
  minWidth: 0,
  maxWidth: '100%',
});

/** Spans its container instead (the portal's sidebar), as the native select it replaced did. */
export const filling = style({ width: '100%' });

export const label = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const value = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall });
