import { assignVars, createThemeContract, globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';

/**
 * The theme contract. Components use `vars` only (no raw colours). Each variable defaults from a
 * public `--landscape-*` custom property, which inherits through the shadow boundary, so a host page
 * themes every element by setting e.g. `--landscape-color-primary` on any ancestor.
 *
 * Colours have a light and a dark default, picked by CSS `light-dark()` from the element's used
 * `color-scheme`: no script decides the theme, so nothing flashes on load, and a host's
 * `--landscape-color-*` value (which may itself be a `light-dark()`) replaces both.
 */
const defaults = {
  color: {
    /**
     * The `color-scheme` of every element: `light dark` follows the user's `prefers-color-scheme`;
     * `landscape-root`'s `theme` attribute sets it to `light` or `dark` for the elements inside.
     */
    scheme: 'light dark',
    text: '#111111',
    textMuted: '#666666',
    background: '#ffffff',
    surface: '#f7f7f7',
    border: '#d9d9d9',
    primary: '#0e8420',
    primaryText: '#ffffff',
    link: '#0066cc',
    negative: '#c7162b',
    positive: '#0e8420',
    caution: '#f99b11',
    information: '#24598f',
    focus: '#2065ac',
    disabled: '#a6a6a6',
    /** The Landscape mark's tile and the figure drawn on it. */
    brand: '#e95420',
    brandText: '#ffffff',
    /** The portal's sidebar and narrow top bar (Vanilla's dark navigation). */
    navigation: '#262626',
    navigationText: '#ffffff',
    /** Shadows and the modal's backdrop (the text colour would glow in the dark theme). */
    shadow: '#111111',
  },
  font: {
    family: 'Ubuntu, -apple-system, "Segoe UI", Roboto, Oxygen, Cantarell, "Fira Sans", "Droid Sans", "Helvetica Neue", sans-serif',
    mono: '"Ubuntu Mono", Consolas, Monaco, monospace',
    size: '1rem',
    sizeSmall: '0.875rem',
    lineHeight: '1.5',
    weightBold: '600',
    /** Vanilla's headings are light rather than bold. */
    weightLight: '300',
    sizeHeading: '2rem',
  },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '2px', md: '4px' },
} as const;

/**
 * The dark theme's colours. Filled controls (primary, negative and information backgrounds) turn
 * light with dark text, because the same token also colours text on the dark background (errors,
 * links): no one colour reaches 4.5:1 against both white text and a dark background.
 */
const dark: Record<Exclude<keyof typeof defaults.color, 'scheme'>, string> = {
  text: '#f2f2f2',
  textMuted: '#b3b3b3',
  background: '#1f1f1f',
  surface: '#2c2c2c',
  border: '#5e5e5e',
  primary: '#5dbb63',
  primaryText: '#111111',
  link: '#7cb4ff',
  negative: '#ff8a80',
  positive: '#5dbb63',
  caution: '#fbb040',
  information: '#8ab4f8',
  focus: '#7cb4ff',
  disabled: '#6e6e6e',
  brand: '#e95420',
  brandText: '#ffffff',
  navigation: '#141414',
  navigationText: '#f2f2f2',
  shadow: '#000000',
};

const themed = (group: string, token: string, value: string): string => {
  const darkValue = group === 'color' ? dark[token as keyof typeof dark] : undefined;
  return darkValue ? `light-dark(${value}, ${darkValue})` : value;
};

type Tokens = { readonly [group: string]: { readonly [token: string]: string } };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function mapTokens<T extends Tokens>(tokens: T, map: (group: string, token: string, value: string) => string): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([group, values]) => [
      group,
      Object.fromEntries(Object.entries(values).map(([token, value]) => [token, map(group, token, value)])),
    ]),
  ) as T;
}

export const vars = createThemeContract(mapTokens(defaults, () => ''));

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

globalStyle(':host', {
  vars: assignVars(vars, mapTokens(defaults, (group, token, value) => `var(--landscape-${group}-${kebab(token)}, ${themed(group, token, value)})`)),
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
