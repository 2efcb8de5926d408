import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export { toolbar } from '../../../ui/list/ListScreen.css.ts';

/** A side panel form of an instance action: its fields one under another. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Cancel, then the form's action. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** A list of choices (employees found), one under another. */
export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

/** The employee chosen: name, groups, and the button clearing it. */
export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** An employee found: the whole row picks it; pressed when picked. */
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[aria-pressed="true"]': { borderColor: vars.color.link },
  },
});

/** A form's own message under its list (nothing picked). */
export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall });

export const bullets = style({ margin: `${vars.space.xs} 0`, paddingInlineStart: vars.space.lg });

/** The rows of a bulk upgrade's list, each with its nested list; a server's long name wraps. */
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', minWidth: 0, overflowWrap: 'anywhere' });

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, minWidth: 0 });

/** The row's checkbox takes the room left, so its counts line up beside the button. */
export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
globalStyle(`${rowHead} > :first-child`, { flex: '1 1 12rem', minWidth: 0 });

/** "Show 5 more" under a list, apart from its last row's line. */
export const more = style({ alignSelf: 'flex-start', marginBlockStart: vars.space.xs });

export const nested = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, paddingInlineStart: vars.space.lg, minWidth: 0 });

/** A button in running text that looks like a link ("Review Pending Instances"). */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
