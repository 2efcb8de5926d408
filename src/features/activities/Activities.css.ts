import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { screen, filters, toolbar, rowLink as description } from '../../ui/list/ListScreen.css.ts';

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// The column's gap spaces its parts; a paragraph's own margins would double it ("No output.").
globalStyle(`${details} > p`, { margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { fontWeight: vars.font.weightBold });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const outputTitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const output = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '24rem',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

