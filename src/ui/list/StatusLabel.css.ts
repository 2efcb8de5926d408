import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const status = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs });

export const icon = recipe({
  base: { width: '0.875em', height: '0.875em', flex: 'none', alignSelf: 'center' },
  variants: {
    tone: {
      positive: { color: vars.color.positive },
      negative: { color: vars.color.negative },
      caution: { color: vars.color.caution },
      information: { color: vars.color.information },
      neutral: { color: vars.color.textMuted },
    },
  },
});
