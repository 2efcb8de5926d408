import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const status = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
