import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const notification = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    color: vars.color.text,
  },
  variants: {
    type: {
      negative: { borderLeftColor: vars.color.negative },
      positive: { borderLeftColor: vars.color.positive },
      information: { borderLeftColor: vars.color.information },
    },
  },
});

export const content = style({ flex: '1 1 16rem', minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weightBold });

export const message = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const dismiss = style({ fontSize: '1.25rem', lineHeight: 1, textDecoration: 'none' });
