import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';
import { SELECT_LIMITS } from './texts.ts';

export const select = style({ position: 'relative', display: 'inline-block', maxWidth: '100%' });

/**
 * A selector with its label above the button (labelAbove), a form-like field: the button spans the
 * width its container gives it, whatever its choices say (fieldTriggerText, fieldOptionText).
 */
export const labelledAbove = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelAbove = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surface, color: vars.color.disabled },
  },
});

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** A form-like selector's choice asks for no width: the button is as wide as its container makes it. */
export const fieldTriggerText = style([triggerText, { flex: '1 1 auto', contain: 'inline-size' }]);

export const chevron = style({ width: '0.75em', height: '0.75em', flex: 'none' });

/** Placed and boxed by usePopup and popup.css.ts; only the options scroll inside. */
export const popup = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: `${SELECT_LIMITS.maxHeightPx}px`,
});

export const search = style({
  flex: 'none',
  margin: vars.space.sm,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

/** Only the options scroll, so the search field stays in view. */
export const listbox = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.surface, outline: `1px solid ${vars.color.border}`, outlineOffset: '-1px' },
    '&[aria-selected="true"]': { fontWeight: vars.font.weightBold },
  },
});

export const check = style({ width: '1em', height: '1em', flex: 'none', color: vars.color.primary });

export const checkSpace = style({ width: '1em', flex: 'none' });

export const empty = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.md}`, color: vars.color.textMuted });

/**
 * An option's text stays on one line, cut with an ellipsis (the whole text is its title), so a long
 * one neither widens the popup past its cap nor makes its option taller.
 */
export const optionText = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * In a form-like selector (labelAbove) the options' text asks for no width at all: the popup is as
 * wide as the button (usePopup's matchWidth), however long a choice is.
 */
export const fieldOptionText = style([optionText, { contain: 'inline-size' }]);

/** 'Loading...' or why options are missing, under the options of a select that loads them. */
export const status = style([empty, { flex: 'none', selectors: { '&:empty': { padding: 0 } } }]);
