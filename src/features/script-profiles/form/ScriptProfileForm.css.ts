import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const optionLabel = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** A schedule reads field by field: each character its width. */
export const mono = style({ fontFamily: vars.font.mono });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

/** "Back" at the start of the line, the others at its end. */
export const back = style({ marginInlineEnd: 'auto' });
