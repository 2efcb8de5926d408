import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', width: '18rem', maxWidth: '100%' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
