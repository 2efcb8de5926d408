import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A permission block or the access groups: a line above, its heading and help. */
export const block = style({
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, padding: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** Property | View | Manage. */
export const matrix = style({ width: '100%', borderCollapse: 'collapse' });

export const matrixHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 'normal',
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const boxHeader = style([matrixHeader, { width: '4.5rem', textAlign: 'center' }]);

export const property = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: 'normal',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const boxCell = style({ padding: vars.space.xs, textAlign: 'center', borderBottom: `1px solid ${vars.color.border}` });

export const box = style({ width: '1rem', height: '1rem', margin: 0, accentColor: vars.color.primary, verticalAlign: 'middle' });

/** The access groups: nested lists, each level indented. */
export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const subtree = style([tree, { paddingInlineStart: '1.25rem', marginTop: vars.space.xxs }]);

export const group = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${group} > label`, { overflowWrap: 'anywhere', minWidth: 0 });
globalStyle(`${group} > input`, { marginTop: '0.25rem', flex: 'none', accentColor: vars.color.primary });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

/** The tree's legend as a heading under the block's line (floated, a legend no longer sits on the border). */
export const legend = style({ float: 'left', width: '100%' });
