import { style } from '@vanilla-extract/css';

export const frame = style({ minWidth: 0 });

export const signedOut = style({ margin: 0 });

/** The screen, in a box of its own only to be made inert while a side panel covers it. */
export const content = style({ display: 'contents' });
