/**
 * The public theme tokens: each `--landscape-*` custom property with its default (a light and a dark
 * one for colours) and what it styles. The one source of the theme contract (theme.css.ts builds the
 * vanilla-extract contract from it), of custom-elements.json's `cssProperties`, of the documentation
 * site and of README's table. Plain data, importable without vanilla-extract.
 */

export interface TokenSpec {
  /** The default; for a colour, the light theme's. */
  readonly value: string;
  /** A colour's default in the dark theme. */
  readonly dark?: string;
  readonly description: string;
}

export const themeTokens = {
  color: {
    scheme: {
      value: 'light dark',
      description:
        "The elements' `color-scheme`: `light dark` follows the user's `prefers-color-scheme`; `light` or `dark` forces one. `landscape-root`'s `theme` attribute sets it for the elements inside; a host may set it on any ancestor instead.",
    },
    text: { value: '#111111', dark: '#f2f2f2', description: 'Text.' },
    textMuted: { value: '#666666', dark: '#b3b3b3', description: 'Secondary text: labels, hints, empty states, the "Organisation" label.' },
    background: { value: '#ffffff', dark: '#1f1f1f', description: 'Background every element paints behind itself, and of inputs.' },
    surface: { value: '#f7f7f7', dark: '#2c2c2c', description: 'Background of raised areas: table headers, panels, hovered rows, chips.' },
    border: { value: '#d9d9d9', dark: '#5e5e5e', description: 'Borders and dividers.' },
    primary: { value: '#0e8420', dark: '#5dbb63', description: 'Primary buttons, checkboxes, the current navigation item.' },
    primaryText: { value: '#ffffff', dark: '#111111', description: 'Text on `primary`, `negative` and `information` fills.' },
    link: { value: '#0066cc', dark: '#7cb4ff', description: 'Links.' },
    negative: {
      value: '#c7162b',
      dark: '#ff8a80',
      description: 'Failures, validation messages, destructive actions (Delete, Archive), the Offline and "Over limit" statuses.',
    },
    positive: { value: '#0e8420', dark: '#5dbb63', description: 'Success notifications and statuses.' },
    caution: { value: '#f99b11', dark: '#fbb040', description: 'Caution statuses and notices.' },
    information: { value: '#24598f', dark: '#8ab4f8', description: 'Information notifications, notices and statuses.' },
    focus: { value: '#2065ac', dark: '#7cb4ff', description: 'Focus rings.' },
    disabled: { value: '#a6a6a6', dark: '#6e6e6e', description: 'Disabled controls.' },
    brand: { value: '#e95420', dark: '#e95420', description: "The Landscape mark's tile." },
    brandText: { value: '#ffffff', dark: '#ffffff', description: "The figure drawn on the mark's tile." },
    navigation: {
      value: '#262626',
      dark: '#141414',
      description: "The portal's side navigation and its top bar on narrow screens (Vanilla's dark navigation).",
    },
    navigationText: {
      value: '#ffffff',
      dark: '#f2f2f2',
      description: 'Text, icons, borders and focus rings on the navigation; its muted text, borders and hover are mixed from the two navigation colours.',
    },
    shadow: { value: '#111111', dark: '#000000', description: "Shadows of popups and panels, and the modal's backdrop." },
  },
  font: {
    family: {
      value: 'Ubuntu, -apple-system, "Segoe UI", Roboto, Oxygen, Cantarell, "Fira Sans", "Droid Sans", "Helvetica Neue", sans-serif',
      description: 'Font of the elements.',
    },
    mono: { value: '"Ubuntu Mono", Consolas, Monaco, monospace', description: 'Monospace font: search queries, code and output.' },
    size: { value: '1rem', description: 'Body text size.' },
    sizeSmall: { value: '0.875rem', description: 'Small text: hints, chips, pagination, tooltips.' },
    lineHeight: { value: '1.5', description: 'Line height of text.' },
    weightBold: { value: '600', description: 'Weight of bold text: table headers, labels, notification titles.' },
    weightLight: {
      value: '300',
      description: "Weight of the light headings (page, side panel, modal and sign-in titles, the brand): Vanilla's headings are light rather than bold.",
    },
    sizeHeading: { value: '2rem', description: "Size of a page's main heading (h1)." },
  },
  space: {
    xxs: { value: '0.125rem', description: 'Smallest spacing.' },
    xs: { value: '0.25rem', description: 'Extra-small spacing.' },
    sm: { value: '0.5rem', description: 'Small spacing: between related controls.' },
    md: { value: '1rem', description: 'Medium spacing: between groups, padding of panels.' },
    lg: { value: '1.5rem', description: 'Large spacing: between sections.' },
    xl: { value: '2rem', description: 'Largest spacing.' },
  },
  radius: {
    sm: { value: '2px', description: 'Small corner radius: inline notices and badges.' },
    md: { value: '4px', description: 'Corner radius of controls, popups, cards and notifications.' },
  },
} as const satisfies Record<string, Record<string, TokenSpec>>;

export type ThemeTokens = typeof themeTokens;

/** One token, flat. */
export interface ThemeToken extends TokenSpec {
  readonly group: string;
  readonly key: string;
  /** `--landscape-<group>-<key in kebab-case>`. */
  readonly name: string;
  /** The CSS an element falls back to: `light-dark(<light>, <dark>)` for a colour with two. */
  readonly cssDefault: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const tokenName = (group: string, key: string): string => `--landscape-${group}-${kebab(key)}`;

export const cssDefault = ({ value, dark }: TokenSpec): string => (dark ? `light-dark(${value}, ${dark})` : value);

export const tokenList: readonly ThemeToken[] = Object.entries(themeTokens).flatMap(([group, tokens]) =>
  Object.entries(tokens).map(([key, spec]: [string, TokenSpec]) => ({
    ...spec,
    group,
    key,
    name: tokenName(group, key),
    cssDefault: cssDefault(spec),
  })),
);

/** README's "Theming" table, and the shape the docs check it against. */
export function tokensMarkdownTable(): string {
  const code = (text: string) => `\`${text}\``;
  return [
    '| property | default | dark theme | what it styles |',
    '| --- | --- | --- | --- |',
    ...tokenList.map(
      (token) => `| ${code(token.name)} | ${code(token.value)} | ${token.dark ? code(token.dark) : 'same'} | ${token.description.replace(/\|/g, '\\|')} |`,
    ),
  ].join('\n');
}
