import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { screen, filters, toolbar } from '../../ui/list/ListScreen.css.ts';

/** A message: its first line (cut), or the whole of it with its line breaks once shown. */
export const message = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** "Show more" in the cell, as a link-like button. */
export const more = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const time = style({ fontFamily: vars.font.mono, fontSize: vars.font.sizeSmall });

/** The download's progress beside its button. */
export const progress = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
