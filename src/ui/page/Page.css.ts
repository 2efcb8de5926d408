import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const breadcrumb = style({ flexBasis: '100%' });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const crumb = style({
  selectors: {
    '& + &::before': { content: '"/"', padding: `0 ${vars.space.xs}`, color: vars.color.textMuted },
  },
});

/** Vanilla's h1: large and light, with the line height on its baseline grid. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeHeading,
  fontWeight: vars.font.weightLight,
  lineHeight: 1.25,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const content = style({ minWidth: 0 });
