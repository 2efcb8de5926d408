import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme.css.ts';

/** What the instance page's list tabs share: the tab's column, its toolbar, the selection's count. */
export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** A name that opens its details: a button that looks like a link. */
export const link = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

/** Labelled facts in a side panel, one under another. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, margin: 0 });

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
