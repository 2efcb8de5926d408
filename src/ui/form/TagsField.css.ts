import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const tagsField = style({ minWidth: 0 });

/** Looks like a text field holding the chips and the input. */
export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  cursor: 'text',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid="true"]': { borderColor: vars.color.negative },
    '&[data-disabled="true"]': { background: vars.color.surface, cursor: 'not-allowed' },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `0 0 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.sizeSmall,
});

export const chipText = style({ overflowWrap: 'anywhere' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  minHeight: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border }, '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const removeIcon = style({ width: '0.75em', height: '0.75em' });

export const input = style({
  flex: '1 1 8rem',
  minWidth: '6rem',
  minHeight: '1.75rem',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus': { outline: 'none' } },
});

/** Placed and boxed by usePopup and popup.css.ts; the options look like a Select's (Select.css.ts). */
export const popup = style({ display: 'flex', flexDirection: 'column', overflow: 'hidden' });
