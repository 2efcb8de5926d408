import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

/** The page's width decides the layout (CONVENTIONS: container queries), not the viewport's. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, containerType: 'inline-size' });

/** Hostname, status and alerts: one line while there is room, then wrapping. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const summaryItem = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${summaryItem} dt`, { color: vars.color.textMuted });
globalStyle(`${summaryItem} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

/** Label and value side by side; stacked, value under its label, when the page is narrow. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@container': { '(max-width: 36rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} dd + dt`, {
  '@container': { '(max-width: 36rem)': { marginTop: vars.space.sm } },
});

/** Tags, alerts and WSL instances: short items in a row that wraps. */
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notFound = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** `landscape-instance`'s heading: the instance's name, as a widget's title. */
export const title = style({ margin: 0, fontSize: '1.5rem', fontWeight: vars.font.weightLight, lineHeight: 1.25, overflowWrap: 'anywhere' });

/** One value a line (annotations). */
export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The Info tab's actions: a row of buttons while the page is wide enough for them all… */
export const actionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@container': { '(max-width: 60rem)': { display: 'none' } },
});

/** …then one "Actions" menu. */
export const actionMenu = style({
  display: 'none',
  '@container': { '(max-width: 60rem)': { display: 'block' } },
});

export const chevron = style({ width: '1rem', height: '1rem' });
