import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** "Populate from file" sits above the fields, at their end. */
export const populate = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

/** "Back" at the start of the line, the others at its end. */
export const back = style({ marginInlineEnd: 'auto' });

export const attachments = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ padding: 0, fontWeight: vars.font.weightBold });

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const slots = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const slot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const filename = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const fileInput = style({ maxWidth: '100%' });

export const profilesTable = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'start' });

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weightBold, paddingBlockEnd: vars.space.xs });
