import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

/** Scrolls sideways when the columns do not fit the element's width, instead of squeezing cells. */
export const scroller = style({
  width: '100%',
  // Inside flex and grid layouts too: the scroller, not the page, takes the table's extra width.
  minWidth: 0,
  maxWidth: '100%',
  overflowX: 'auto',
  // Positioned always, not only while busy (for the busy bar): a change of position rebuilds the
  // layout of everything inside, so every page change would lay the whole table out from scratch.
  position: 'relative',
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
    // The bar `busy` shows along the top of the table. Always there, hidden: adding or removing a
    // box inside the scroller would lay the whole table out again (about 20 ms at 100 rows), where
    // showing it only repaints.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: 0,
      height: '3px',
      pointerEvents: 'none',
      visibility: 'hidden',
    },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

/** Vanilla's density: 0.5rem above and below, 0.75rem between columns. */
const cellPadding = `${vars.space.sm} calc(${vars.space.sm} * 1.5)`;

const cell = style({
  padding: cellPadding,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  // Words are never broken ("Unapprove/d"): a table too wide for its element scrolls instead.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
});

/** The header row: small muted labels sitting on a darker rule than the rows' own. */
export const headerCell = style([
  cell,
  {
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightBold,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
    borderBottomColor: vars.color.textMuted,
  },
]);

export const dataCell = recipe({
  base: cell,
  variants: {
    wrap: {
      words: {},
      never: { whiteSpace: 'nowrap' },
    },
  },
});

/** The checkbox column: as narrow as its checkbox. */
export const checkboxCell = style([cell, { width: '1%', paddingInlineEnd: 0 }]);

/** Centred on the first line of its row's text rather than on the cell's top edge. */
export const checkbox = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  margin: `calc((${vars.font.lineHeight} * 1em - 1rem) / 2) 0`,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** Hover follows the pointer along the row. */
export const row = style({
  selectors: { '&:hover': { background: vars.color.surface } },
});

/**
 * A selected row keeps a light tint of the information colour. A class the row gets with its
 * checkbox's state, not `:has(:checked)`: that selector made every row's style and every new row's
 * cost more to compute (about half of a page of rows' style time).
 */
export const selectedRow = style([
  row,
  { background: `color-mix(in srgb, ${vars.color.information} 8%, ${vars.color.background})` },
]);

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

/**
 * While a new page loads the previous rows are visibly stale yet readable (fading them would fail
 * text contrast): muted text and colours (`staleRow`), and the bar moving along the top of the table.
 */
export const busy = style({
  cursor: 'progress',
  selectors: {
    '&::before': {
      visibility: 'visible',
      backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.information}, transparent)`,
      backgroundSize: '50% 100%',
      backgroundRepeat: 'no-repeat',
      animation: `${sweep} 1.2s linear infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::before': { animation: 'none', backgroundImage: 'none', background: vars.color.information } },
    },
  },
});

export const emptyCell = style([cell, { padding: `${vars.space.lg} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted }]);

/**
 * A stale row (loading, or a previous row holding its place): its text, links and icons muted, still
 * readable. A class on the row, not a style on the whole body: rows that are not stale keep their
 * style while new ones come in.
 */
export const staleRow = style({ color: vars.color.textMuted });

// Links and coloured icons (a status icon's two classes) too: the row's class twice outweighs them.
globalStyle(`${staleRow}${staleRow} :is(a, svg, [class])`, { color: 'inherit' });

globalStyle(`thead ${checkboxCell}`, { verticalAlign: 'bottom', borderBottomColor: vars.color.textMuted });
