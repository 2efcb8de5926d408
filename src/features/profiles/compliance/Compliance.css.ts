import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

/** A header with its help button after it, on one line. */
/** A header and its help button; the words may wrap (two short count columns beside the others at 1280 px). */
export const header = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.xs, whiteSpace: 'normal' });

/** The help button: a small round "?" that a keyboard reaches, its tooltip the help. */
export const help = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  padding: 0,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  lineHeight: 1,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
