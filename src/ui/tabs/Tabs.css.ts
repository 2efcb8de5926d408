import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// A narrow element scrolls the tab row sideways rather than wrap a tab under another.
export const list = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: 'none',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { borderBottomColor: vars.color.primary, fontWeight: vars.font.weightBold },
    '&:hover': { borderBottomColor: vars.color.border },
    '&[aria-selected="true"]:hover': { borderBottomColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const panel = style({ minWidth: 0 });

/** A count beside a tab's label. */
export const badge = style({
  display: 'inline-block',
  minWidth: '1.5em',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: '999px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  fontWeight: 'normal',
  lineHeight: 1.4,
  textAlign: 'center',
});

export const negative = style({ background: vars.color.negative, borderColor: vars.color.negative, color: vars.color.primaryText, fontWeight: vars.font.weightBold });
