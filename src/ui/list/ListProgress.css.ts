import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const progress = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.5rem',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'nowrap',
  // Idle, it takes no line of its own where the filters wrap (a narrow element).
  selectors: { '&:empty': { minHeight: 0 } },
});

export const spinner = style({
  width: '0.875rem',
  height: '0.875rem',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.information,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
