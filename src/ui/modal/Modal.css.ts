import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 4rem)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: `0 ${vars.space.xs} ${vars.space.lg} color-mix(in srgb, ${vars.color.shadow} 25%, transparent)`,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: `color-mix(in srgb, ${vars.color.shadow} 50%, transparent)` },
  },
});

/** A dialog's header (the side panel's too): title beside the close button, above a rule. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ flex: 1, margin: 0, fontSize: '1.5rem', fontWeight: vars.font.weightLight, overflowWrap: 'anywhere' });

export const close = style({ fontSize: '1.5rem', lineHeight: 1, textDecoration: 'none', color: vars.color.text });

export const body = style({ overflowY: 'auto', padding: `${vars.space.md} ${vars.space.lg}` });

// The body's padding alone spaces it from the header and footer rules, not a paragraph's margin too.
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
