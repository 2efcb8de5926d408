import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const screen = style({
  maxWidth: '26rem',
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.5rem', fontWeight: vars.font.weightLight });

export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The invitation's summary (or why there is none), between the title and the sign-in methods. */
export const invitation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

globalStyle(`${invitation} > button`, { alignSelf: 'flex-start' });

/** The provider buttons' text wraps inside them: a long provider name never widens the card. */
globalStyle(`${methods} > button`, { whiteSpace: 'normal', minWidth: 0, maxWidth: '100%' });

/**
 * A provider button's label, one block in the button's flex row: "Sign in with" and the name wrap as
 * one text, each line centred, instead of standing as two flex items side by side.
 */
export const methodLabel = style({ minWidth: 0, textAlign: 'center' });

export const signedIn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

/** The user's name and e-mail wrap inside the widget rather than spill out of it. */
export const who = style({ minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' });
