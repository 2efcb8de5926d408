import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.link });

export const icon = style({ width: '0.875em', height: '0.875em', flex: 'none' });
