import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The screen: its tabs and list, spaced as the other list screens. */
export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The search and, at the end of the line, the widget's "Invite administrator". */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const headerFilters = style({ flex: '1 1 24rem', minWidth: 0 });

export const headerActions = style({ marginInlineStart: 'auto' });

/** The widget's "Invite administrator" above the Invites tab's table. */
export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

/** The tab's content under the strip. */
export const tabBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, paddingBlockStart: vars.space.md });

/** An email: broken anywhere rather than widen the table. */
export const email = style({ overflowWrap: 'anywhere' });

/** Where a row's menu button comes once its code is in. */
export const menuPlaceholder = style({ display: 'inline-block', width: '2.25rem', height: '2.25rem' });

/** The inline role editor: the field, then Revert and Save changes beside it where the column has room, else under it. */
export const rolesCell = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.xs, minWidth: '14rem' });

globalStyle(`${rolesCell} > :first-child`, { flex: '1 1 12rem', minWidth: 0 });

/** The field's own label repeats the column's: read, not shown. */
globalStyle(`${rolesCell} label`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const roleButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, flex: '0 0 auto' });

/** The roles as text until the editor's code is in. */
export const rolesText = style({ overflowWrap: 'anywhere' });

/** The Invites tab's note above its table. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** A time in a cell: monospace; its date and its time may go on two lines in a tight table. */
export const time = style({ fontFamily: vars.font.mono });

/** An invitation's Revoke and Resend, at the row's end. */
export const inviteButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, whiteSpace: 'nowrap' });

/** The panel: Remove at the top, the facts, then the roles form. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const panelTop = style({ display: 'flex', justifyContent: 'flex-end' });

globalStyle(`${panel} dd`, { overflowWrap: 'anywhere' });

/** A form's fields, top to bottom, and its buttons at the end. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0 });

export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
