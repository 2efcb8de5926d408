import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The widget's "Add identity provider", at the end of the line above the table. */
export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

/** A provider's icon, then its name. */
export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const icon = style({ width: '1rem', height: '1rem', flex: 'none' });

/** The choice of provider kinds: one full-width button a line. */
export const choices = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const chevron = style({ width: '0.875rem', height: '0.875rem', flex: 'none', marginInlineStart: 'auto' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** Back at the start; Cancel and the submit at the end. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const back = style({ marginInlineEnd: 'auto' });

/** What the copy button says it did, under the redirect URL. */
export const copyStatus = style({ margin: `calc(-1 * ${vars.space.sm}) 0 ${vars.space.md}`, fontSize: vars.font.sizeSmall });

/** Enabled on the only enabled provider: focusable, with its reason, but it cannot be cleared. */
export const locked = style({});
globalStyle(`${locked} input[aria-disabled="true"]`, { opacity: 0.6, cursor: 'not-allowed' });
