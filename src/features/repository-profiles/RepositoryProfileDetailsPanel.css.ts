import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The profile's pockets or APT sources, one a line. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', overflowWrap: 'anywhere' });

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.font.weightBold });

/** An APT source's line: monospace, wrapping anywhere (a line can be hundreds of characters). */
export const line = style({ fontFamily: vars.font.mono, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const none = style({ margin: 0, color: vars.color.textMuted });
