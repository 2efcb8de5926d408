import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, containerType: 'inline-size' });

export const heading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const code = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const attachments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const attachment = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, overflowWrap: 'anywhere' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
