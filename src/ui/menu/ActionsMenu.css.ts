import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const actionsMenu = style({ display: 'inline-block' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  padding: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surface, borderColor: vars.color.border },
  },
});

export const icon = style({ width: '1rem', height: '1rem' });

/** Placed and boxed by usePopup and popup.css.ts. */
export const menu = style({
  minWidth: '10rem',
  maxWidth: 'min(20rem, calc(100vw - 1rem))',
  padding: `${vars.space.xs} 0`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&:focus': { outline: 'none', background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-destructive="true"]': { color: vars.color.negative },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const reason = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
