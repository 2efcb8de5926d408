import { assignVars, createThemeContract, globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { cssDefault, themeTokens, tokenName, type ThemeTokens, type TokenSpec } from './theme-tokens.ts';

/**
 * The theme contract. Components use `vars` only (no raw colours). Each variable defaults from a
 * public `--landscape-*` custom property (the table in theme-tokens.ts), which inherits through the
 * shadow boundary, so a host page themes every element by setting e.g. `--landscape-color-primary`
 * on any ancestor.
 *
 * Colours have a light and a dark default, picked by CSS `light-dark()` from the element's used
 * `color-scheme`: no script decides the theme, so nothing flashes on load, and a host's
 * `--landscape-color-*` value (which may itself be a `light-dark()`) replaces both. The dark
 * palette fills controls (primary, negative, information) with light colours under dark text,
 * because the same token also colours text on the dark background (errors, links): no one colour
 * reaches 4.5:1 against both white text and a dark background.
 */
type Contract = { readonly [G in keyof ThemeTokens]: { readonly [K in keyof ThemeTokens[G]]: string } };

function mapTokens(map: (group: string, token: string, spec: TokenSpec) => string): Contract {
  return Object.fromEntries(
    Object.entries(themeTokens).map(([group, tokens]) => [
      group,
      Object.fromEntries(Object.entries(tokens).map(([token, spec]: [string, TokenSpec]) => [token, map(group, token, spec)])),
    ]),
  ) as Contract;
}

export const vars = createThemeContract(mapTokens(() => ''));

/**
 * Inherited properties are reset on the host so host page typography cannot leak in. They are
 * `!important` because, across a shadow boundary, an important rule of the shadow tree beats an
 * important rule of the page (`* { color: red !important }`), while a normal one would lose.
 * Theme variables still inherit: they are the supported way to restyle an element.
 */
const inheritedResets: Record<string, string> = {
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontWeight: 'normal',
  fontStyle: 'normal',
  lineHeight: vars.font.lineHeight,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textIndent: '0',
  textTransform: 'none',
  textShadow: 'none',
  whiteSpace: 'normal',
  visibility: 'visible',
  cursor: 'auto',
};

/** Each variable from its public property, else from `fallback` of the token's spec. */
const fromTokens = (fallback: (spec: TokenSpec) => string) =>
  assignVars(vars, mapTokens((group, token, spec) => `var(${tokenName(group, token)}, ${fallback(spec)})`));

globalStyle(':host', {
  // A browser without `light-dark()` (before Chrome 123, Firefox 120, Safari 17.5) would find every
  // colour invalid: it gets the light palette, and the rule below the two for the others.
  vars: fromTokens((spec) => spec.value),
  '@supports': { '(color: light-dark(#000, #fff))': { vars: fromTokens(cssDefault) } },
  colorScheme: vars.color.scheme,
  // Painted, so the dark theme's light text never lands on a host page's light background.
  background: vars.color.background,
  display: 'block',
  boxSizing: 'border-box',
  // vanilla-extract's types have no `!important` form of each property; the values are plain CSS.
  ...(Object.fromEntries(
    Object.entries(inheritedResets).map(([property, value]) => [property, `${value} !important`]),
  ) as GlobalStyleRule),
});

globalStyle(':host([hidden])', { display: 'none' });

// An element used without a root can be themed on its own; inside a root, the root's `theme` sets it.
globalStyle(':host([theme="light" i])', { colorScheme: 'light' });
globalStyle(':host([theme="dark" i])', { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'inherit' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('a', { color: vars.color.link });
