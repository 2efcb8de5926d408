import { style } from '@vanilla-extract/css';

export const frame = style({ minWidth: 0 });

export const signedOut = style({ margin: 0 });
