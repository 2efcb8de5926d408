import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

/** Below 620 px of the card's own width, each alert is a block of labelled values (§6.2). */
const NARROW = '(max-width: 619.98px)';

/** The card: the organisation's title over the table, its width the container the table follows. */
export const card = style({
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  minWidth: 0,
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@container': { [NARROW]: { display: 'block' } },
});

export const head = style({ '@container': { [NARROW]: { display: 'none' } } });

export const body = style({ '@container': { [NARROW]: { display: 'block' } } });

export const row = style({
  '@container': { [NARROW]: { display: 'block', paddingBlock: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` } },
});

const cellPadding = `${vars.space.sm} calc(${vars.space.sm} * 1.5)`;

export const headerCell = style({
  padding: cellPadding,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.textMuted}`,
});

export const cell = style({
  padding: cellPadding,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@container': { [NARROW]: { display: 'block', padding: `${vars.space.xxs} 0`, borderBottom: 'none' } },
});

/** The name: the row's header, bold as one when stacked. */
export const nameCell = style([cell, { fontWeight: vars.font.weightBold }]);

/** "Enabled for" keeps room for its chips and buttons. */
export const tagsCell = style([cell, { minWidth: '16rem' }]);

/** A cell's label, shown only when the alert is stacked (the column header says it otherwise). */
export const cellLabel = style({
  display: 'none',
  '@container': { [NARROW]: { display: 'block', fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, color: vars.color.textMuted } },
});

export const headerWithHelp = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.xs });

/** The help button: a small round "?" that a keyboard reaches, its tooltip the help. */
export const help = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  padding: 0,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  lineHeight: 1,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

/** The tag field's own label repeats the column's: read, not shown. */
export const tagsField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${tagsField} label`, {
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

export const tagButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
