import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const standalone = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surface,
});

export const panel = style({ width: '100%', maxWidth: '26rem' });

export const failure = style({
  padding: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.5rem', fontWeight: 300 });

/** The brand above a standalone page's panel: the page's h1. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  fontSize: '1.5rem',
  fontWeight: vars.font.weightLight,
  letterSpacing: '0.02em',
});

export const brandMark = style({ width: '1.75rem', height: '1.75rem' });
