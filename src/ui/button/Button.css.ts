import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '2.25rem',
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    lineHeight: vars.font.lineHeight,
    textDecoration: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    appearance: {
      primary: { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
      base: { background: vars.color.background, color: vars.color.text, borderColor: vars.color.border },
      negative: { background: vars.color.negative, color: vars.color.primaryText, borderColor: vars.color.negative },
      link: { background: 'transparent', color: vars.color.link, padding: 0, minHeight: 0, textDecoration: 'underline' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { appearance: 'base', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
