import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSmall });

export const required = style({ color: vars.color.negative, marginInlineStart: vars.space.xxs });

export const help = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const error = style({ color: vars.color.negative, fontSize: vars.font.sizeSmall, margin: 0 });

/** Text-like controls: inputs, textareas, native selects. */
export const control = style({
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
    '&:disabled, &[readonly]': { background: vars.color.surface, color: vars.color.textMuted },
  },
});

/** An input with a control beside it (the password field's show/hide button). */
export const withTrailing = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch', position: 'relative' });

/** The date fields' picker button: an icon as tall as the input. */
export const pickerButton = style({ flex: 'none', paddingInline: vars.space.sm });
globalStyle(`${pickerButton} svg`, { width: '1rem', height: '1rem', display: 'block' });

/**
 * The browser's own date input, never seen or reached: it only opens the browser's calendar for the
 * picker button, anchored under the field.
 */
export const pickerInput = style({
  position: 'absolute',
  insetInlineStart: 0,
  bottom: 0,
  width: '100%',
  height: '1px',
  opacity: 0,
  pointerEvents: 'none',
  border: 0,
  padding: 0,
});

/** Checkbox and radio: the box, then its label on the same line. */
export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** A checkbox field: FieldFrame renders the label first; the grid puts the box before it, help and error under it. */
export const checkboxField = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, alignItems: 'start' });
globalStyle(`${checkboxField} > input`, { gridColumn: 1, gridRow: 1 });
globalStyle(`${checkboxField} > :not(input)`, { gridColumn: 2, fontWeight: 'normal' });

export const toggle = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.surface, borderColor: vars.color.text } },
});

export const choiceBox = style({ margin: `${vars.space.xs} 0 0`, width: '1rem', height: '1rem', flex: 'none', accentColor: vars.color.primary });

export const choiceList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const textarea = style({ minHeight: '6rem', resize: 'vertical' });

export const fileName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.font.sizeSmall });

/** A group of checkboxes (weekdays, months) flowing on as many lines as they need. */
export const checkboxList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
