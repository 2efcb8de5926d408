import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.surface}`,
  fontSize: vars.font.sizeSmall,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.link,
});

export const icon = style({ flex: 'none', width: '0.75rem', height: '0.75rem' });

export const action = style({ fontSize: vars.font.sizeSmall, textAlign: 'start' });
