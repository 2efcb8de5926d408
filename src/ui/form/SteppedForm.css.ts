import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const progress = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const step = style({ margin: `0 0 ${vars.space.md}`, padding: 0, border: 0, minWidth: 0 });

export const stepTitle = style({ padding: 0, marginBottom: vars.space.sm, fontSize: '1.125rem', fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
