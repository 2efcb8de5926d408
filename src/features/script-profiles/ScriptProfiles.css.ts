import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The filters and, at the end of the line, "Add profile". */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const headerFilters = style({ flex: '1 1 24rem', minWidth: 0 });

export const headerActions = style({ marginInlineStart: 'auto' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const time = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const tags = style({ overflowWrap: 'anywhere' });

/** Where a row's actions button shows once its code is in: the same size, so nothing moves. */
export const menuPlaceholder = style({ display: 'inline-block', width: '2.25rem', height: '2.25rem' });
