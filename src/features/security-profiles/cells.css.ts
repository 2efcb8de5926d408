import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** One line of a two-line cell. */
export const line = style({ display: 'block' });

/** The counts above the bar, side by side. */
export const counts = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm });

/** A focus ring for the non-control elements that carry a tooltip. */
export const focusable = style({
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const bar = style([
  focusable,
  {
    display: 'flex',
    width: '100%',
    minWidth: '6rem',
    height: vars.space.sm,
    marginTop: vars.space.xs,
    overflow: 'hidden',
    background: vars.color.surface,
  },
]);

export const segment = styleVariants({
  passed: { background: vars.color.positive },
  failed: { background: vars.color.negative },
  inProgress: { background: vars.color.caution },
  notRun: { background: vars.color.disabled },
});
