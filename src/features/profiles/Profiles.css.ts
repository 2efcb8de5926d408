import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The search and, at the end of the line, the type's Add button. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const headerFilters = style({ flex: '1 1 24rem', minWidth: 0 });

export const headerActions = style({ marginInlineStart: 'auto' });

/** A profile's name (its slug) under its title, muted (HEAD's list). */
export const name = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const tags = style({ overflowWrap: 'anywhere' });

export const time = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

/** Where a row's actions button shows once its code is in: the same size, so nothing moves. */
export const menuPlaceholder = style({ display: 'inline-block', width: '2.25rem', height: '2.25rem' });

/** A time in a details panel: monospace, wrapping in a narrow panel. */
export const detailTime = style({ fontFamily: vars.font.mono });

/** A details panel: its toolbar, then its facts. */
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** A header kept as its source writes it (lower-case), shown with a capital as the public portal's CSS does. */
export const capitalised = style({ display: 'inline-block', selectors: { '&::first-letter': { textTransform: 'uppercase' } } });

/**
 * A long description in a list cell: its first three lines (the whole text in its title and in the
 * details), so the counts beside it stay in view at 1280 px.
 */
export const clamped = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden', overflowWrap: 'anywhere' });
