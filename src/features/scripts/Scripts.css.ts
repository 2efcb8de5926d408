import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The filters and, at the end of the line, "Add script". */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const headerFilters = style({ flex: '1 1 24rem', minWidth: 0 });

export const headerActions = style({ marginInlineStart: 'auto' });

/** A date above the person who made it. */
export const personTime = style({ display: 'flex', flexDirection: 'column' });

export const time = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const profiles = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs });

export const profile = style({ overflowWrap: 'anywhere' });

/** The screen: its notice, tabs and list, spaced as the other list screens. */
export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Where a row's actions button shows once its code is in: the same size, so nothing moves. */
export const menuPlaceholder = style({ display: 'inline-block', width: '2.25rem', height: '2.25rem' });

/** Until the tab strip's code is in: the tabs' column, and their row's place (a tab's line and border). */
export const tabsPending = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const tabRow = style({ height: `calc(1.5em + 2 * ${vars.space.sm} + 4px)`, borderBottom: `1px solid ${vars.color.border}` });
