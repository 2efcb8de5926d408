import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The search and Group by on one line, the element's Add button at the end (wrapping when narrow). */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });

export const headerFilters = style({ flex: '1 1 24rem', minWidth: 0 });

/** A header that sorts: the button fills the cell, its state an arrow after the label. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
});

export const sortMark = style({ display: 'inline-block', minWidth: '1em', textAlign: 'center' });

/** A row of the tree: focusable, its focus drawn inside its edges (the scroller clips what is outside). */
export const treeRow = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** The title cell: the tree's indent, the open/close mark, the title. */
export const titleCell = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xxs, minWidth: 0 });

/** The open/close mark (the pointer's way; the keyboard's is the arrows): as wide whether shown or not. */
export const toggle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  alignSelf: 'center',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

export const toggleIcon = style({ width: '0.875rem', height: '0.875rem', transition: 'transform 120ms ease' });
globalStyle(`${toggle}[data-expanded] ${toggleIcon}`, { transform: 'rotate(90deg)' });
globalStyle(`:dir(rtl) ${toggle}:not([data-expanded]) ${toggleIcon}`, { transform: 'rotate(180deg)' });

export const spacer = style({ flex: 'none', inlineSize: '1.25rem' });

/** A long title wraps between words, never inside a word (a 10,000-character one scrolls the table). */
export const title = style({ minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

/** The table's status line (counting to sort): small and muted, as the list's other hints. */
export const status = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** An empty Actions cell keeps the row's height as a menu button would. */
export const noActions = style({ display: 'inline-block', minHeight: '1.5rem' });

/** The details panel: its toolbar, then its facts. */
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const childList = style({ margin: 0, paddingInlineStart: vars.space.md });

/** The delete confirmation's parts, one paragraph each. */
export const removeBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
globalStyle(`${removeBody} p, ${removeBody} ul`, { margin: 0 });

/** The add form: its fields one under the other, its buttons at the end. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });
