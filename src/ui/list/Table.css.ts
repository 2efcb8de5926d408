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
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  // Words are never broken ("Unapprove/d"): a table too wide for its element scrolls instead.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
});

export const headerCell = style([
  cell,
  { fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, color: vars.color.textMuted, whiteSpace: 'nowrap' },
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

export const checkbox = style({
  width: '1rem',
  height: '1rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const row = style({
  selectors: {
    '&:has(input[type="checkbox"]:checked)': { background: vars.color.surface },
  },
});

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

/**
 * While a new page loads the previous rows are visibly stale yet readable (fading them would fail
 * text contrast): muted text and colours, and a bar moving along the top of the table.
 */
export const busy = style({
  position: 'relative',
  cursor: 'progress',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: 0,
      height: '3px',
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

export const emptyCell = style([cell, { padding: `${vars.space.lg} ${vars.space.sm}`, textAlign: 'center', color: vars.color.textMuted }]);

globalStyle(`${busy} tbody`, { color: vars.color.textMuted, filter: 'saturate(0.2)' });
