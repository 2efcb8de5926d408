import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: `${vars.space.sm} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '1rem',
  background: vars.color.surface,
  fontSize: vars.font.sizeSmall,
});

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24px: the smallest target WCAG 2.2 (2.5.8) accepts.
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border } },
});
