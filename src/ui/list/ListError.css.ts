import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  // The same card as an inline notification: a 4px accent on the start edge.
  borderInlineStart: `4px solid ${vars.color.negative}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontWeight: vars.font.weightBold });

export const message = style({ margin: 0, overflowWrap: 'break-word' });
