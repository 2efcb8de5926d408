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

/** Placed and boxed by usePopup and popup.css.ts. */
export const popup = style({
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.md,
  selectors: { '&:focus': { outline: 'none' } },
});
