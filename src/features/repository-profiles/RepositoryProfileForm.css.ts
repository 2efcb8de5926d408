import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** A tab's content: its search, its list, its count. */
export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, containerType: 'inline-size' });

/** The tab's search field with its reset and search buttons on one line. */
export const search = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, minWidth: 0 });

export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  // The reset button is ours: the browser's own clear button would clear the field, not the search.
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const iconButton = style({ flex: 'none', paddingInline: vars.space.sm });
globalStyle(`${iconButton} svg`, { width: '1rem', height: '1rem', display: 'block' });

/** Column captions and rows share these grids: a name beside what it holds. */
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  '@container': { '(max-width: 22rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
} as const;

export const captions = style({ ...twoColumns, color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, minWidth: 0 });

/** A distribution beside its series, or an APT source beside its line. */
export const row = style({ ...twoColumns, paddingBlock: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });

/** A series beside its pockets. */
export const series = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  selectors: { '& + &': { paddingTop: vars.space.xs, borderTop: `1px dashed ${vars.color.border}` } },
});

export const seriesList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontWeight: vars.font.weightBold, minWidth: 0 });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** An APT source's line: monospace, wrapping anywhere (a line can be hundreds of characters). */
export const line = style({ fontFamily: vars.font.mono, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere', minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
