import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const notification = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: vars.space.md,
    borderLeft: '4px solid',
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    type: {
      negative: { borderColor: vars.color.negative },
      positive: { borderColor: vars.color.positive },
      information: { borderColor: vars.color.information },
      caution: { borderColor: vars.color.caution },
    },
  },
});

export const body = style({ flex: 1, margin: 0, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.font.weightBold, marginRight: vars.space.xs });
