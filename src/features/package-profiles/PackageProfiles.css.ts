import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** A part of a panel: its heading, its bar, its table. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The search, and the section's button at the end of the line. */
export const sectionBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, justifyContent: 'space-between' });

export const none = style({ margin: 0, color: vars.color.textMuted });

/** The constraints editor's toolbar: search, kind, then Remove and Add at the end. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const toolbarEnd = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto' });

/** Typed constraint rows: a table that scrolls sideways in a narrow panel. */
export const rowsScroller = style({ overflowX: 'auto', minWidth: 0 });

export const rows = style({ width: '100%', borderCollapse: 'collapse', minWidth: '30rem' });

export const rowsHeader = style({ textAlign: 'start', fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, padding: `0 ${vars.space.xs} ${vars.space.xs}` });

export const rowsCell = style({ verticalAlign: 'top', padding: vars.space.xs });

/** One control of a constraint: its input, then its problem. */
export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: '5rem' });

export const controlError = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall });

/** Add new constraint, at the end of the line above the rows (§2.3.1). */
export const addRow = style({ alignSelf: 'flex-end' });

export const blockError = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall, whiteSpace: 'pre-line' });

/** A row's buttons (edit, or save and cancel), side by side. */
export const rowButtons = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs });

/** A selection's count beside the toolbar. */
export const selected = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The typed rows' caption, at the start as a field label is. */
export const rowsCaption = style({ textAlign: 'start', captionSide: 'top', paddingBottom: vars.space.xs, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSmall });
