import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xl} 0`,
  maxWidth: '40rem',
});

export const title = style({ margin: 0, fontSize: '1.5rem', fontWeight: 300, lineHeight: 1.25 });

export const text = style({ margin: 0 });
