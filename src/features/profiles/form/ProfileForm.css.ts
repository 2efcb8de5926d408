import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({ padding: 0, fontWeight: vars.font.weightBold });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

/** "Back" at the start of the line, the others at its end. */
export const back = style({ marginInlineEnd: 'auto' });

/** Fields side by side (hour and minute), wrapping when narrow. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

/** A short number (an hour, a minute, days) keeps a short field. */
export const short = style({ flex: '0 1 8rem', minWidth: '6rem' });

export const help = style({ margin: `calc(-1 * ${vars.space.sm}) 0 0`, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
