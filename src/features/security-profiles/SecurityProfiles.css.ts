import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The filters and, at the end of the line, "Add security profile". */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const headerFilters = style({ flex: '1 1 30rem', minWidth: 0 });

export const headerActions = style({ marginInlineStart: 'auto' });

/** The notices above the table. */
export const notices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A notice's action ("Edit profile") after its text. */
export const noticeAction = style({ marginInlineStart: vars.space.xs });
