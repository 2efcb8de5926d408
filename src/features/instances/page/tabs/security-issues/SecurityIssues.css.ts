import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme.css.ts';

export const cves = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, margin: 0, padding: 0, listStyle: 'none' });

export const packages = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, minWidth: '20rem' });

export const subTable = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.sizeSmall });

export const subCell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top', overflowWrap: 'anywhere' });

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weightBold, paddingBottom: vars.space.xs });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.link });

export const info = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
