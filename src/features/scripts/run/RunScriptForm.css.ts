import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** "Run as user" and "Time limit (seconds)" side by side where they fit (§1.6). */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', columnGap: vars.space.sm });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

export const back = style({ marginInlineEnd: 'auto' });

export const preview = style({ maxHeight: '16rem', overflowY: 'auto', margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const mixed = style({ margin: 0, paddingInlineStart: vars.space.lg });
