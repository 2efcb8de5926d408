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

/** The sticky end column's shadow: a light shade of the theme's shadow. */
const edgeShade = `color-mix(in srgb, ${vars.color.shadow} 30%, transparent)`;
const EDGE = '0.75rem';
/** How far the cells fade out at an edge with more of the table beyond it. */
const FADE = '2.5rem';

/**
 * More of the table before or after what is shown (useScrollEdges marks it): the cells fade out
 * toward that edge, in either theme, so a cut-off column reads as scrollable rather than as the
 * table's end. A sticky end column does not fade: its own shadow and border say that the rest
 * passes under it.
 */
function fades(direction: 'to right' | 'to left') {
  const before = `${direction}, transparent, black ${FADE}`;
  const after = `${direction}, black calc(100% - ${FADE}), transparent`;
  const both = `${direction}, transparent, black ${FADE}, black calc(100% - ${FADE}), transparent`;
  return { before: `linear-gradient(${before})`, after: `linear-gradient(${after})`, both: `linear-gradient(${both})` };
}

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

/**
 * A column held at the table's end edge while the rest scrolls (a row's actions menu): opaque, over
 * the cells passing under it, with a shadow on its side while more of the table lies under it.
 */
export const stickyEnd = style({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  background: vars.color.background,
});

for (const [dir, direction] of [['ltr', 'to right'], ['rtl', 'to left']] as const) {
  const fade = fades(direction);
  const at = `${scroller}:dir(${dir})`;
  globalStyle(`${at}[data-more-before]:not([data-more-after]), ${at}[data-more-before]:has(${stickyEnd})`, { maskImage: fade.before });
  globalStyle(`${at}[data-more-after]:not([data-more-before]):not(:has(${stickyEnd}))`, { maskImage: fade.after });
  globalStyle(`${at}[data-more-before][data-more-after]:not(:has(${stickyEnd}))`, { maskImage: fade.both });
}

globalStyle(`${scroller}[data-more-after] ${stickyEnd}`, {
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: `calc(-1 * ${EDGE}) 0 ${EDGE} calc(-1 * ${EDGE}) ${edgeShade}`,
});
globalStyle(`${scroller}:dir(rtl)[data-more-after] ${stickyEnd}`, {
  boxShadow: `${EDGE} 0 ${EDGE} calc(-1 * ${EDGE}) ${edgeShade}`,
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

// An opaque end column shows the row's own background, so hover and selection reach it too.
globalStyle(`${row}:hover > ${stickyEnd}`, { background: vars.color.surface });

/**
 * A selected row keeps a light tint of the information colour. A class the row gets with its
 * checkbox's state, not `:has(:checked)`: that selector made every row's style and every new row's
 * cost more to compute (about half of a page of rows' style time).
 */
export const selectedRow = style([
  row,
  { background: `color-mix(in srgb, ${vars.color.information} 8%, ${vars.color.background})` },
]);

globalStyle(`${selectedRow} > ${stickyEnd}`, { background: `color-mix(in srgb, ${vars.color.information} 8%, ${vars.color.background})` });

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
