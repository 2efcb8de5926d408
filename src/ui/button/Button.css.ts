import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

/** Hover and press darken a filled button by mixing in the text colour: no raw colours, any theme. */
const shade = (colour: string, amount: number) => `color-mix(in srgb, ${colour} ${100 - amount}%, ${vars.color.text})`;
const enabled = ':not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '2.25rem',
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    fontWeight: 'normal',
    lineHeight: vars.font.lineHeight,
    textDecoration: 'none',
    transition: 'background-color 100ms ease-out',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    appearance: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        borderColor: vars.color.primary,
        selectors: {
          [`&:hover${enabled}`]: { background: shade(vars.color.primary, 15) },
          [`&:active${enabled}`]: { background: shade(vars.color.primary, 25) },
        },
      },
      base: {
        background: vars.color.background,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          [`&:hover${enabled}`]: { background: vars.color.surface },
          [`&:active${enabled}`]: { background: shade(vars.color.surface, 8) },
        },
      },
      negative: {
        background: vars.color.negative,
        color: vars.color.primaryText,
        borderColor: vars.color.negative,
        selectors: {
          [`&:hover${enabled}`]: { background: shade(vars.color.negative, 15) },
          [`&:active${enabled}`]: { background: shade(vars.color.negative, 25) },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.link,
        padding: 0,
        minHeight: 0,
        border: 0,
        textDecoration: 'underline',
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { appearance: 'base', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
