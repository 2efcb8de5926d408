import { style } from '@vanilla-extract/css';

export const number = style({ fontVariantNumeric: 'tabular-nums' });
