import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme.css.ts';

/** What the instance page's list tabs share: the tab's column, its toolbar, the selection's count. */
export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
