import { assignVars, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/**
 * Syntax colours, a light and a dark value each, picked by `light-dark()` from the element's used
 * `color-scheme` as the theme's colours are (theme.css.ts): a forced `theme="dark"` or the system's
 * preference recolours the code without the editor being created again. Each reaches 4.5:1 on the
 * theme's default background and on the active line's tint. Comments and the interpreter line use
 * the theme's muted text.
 */
const palette = {
  keyword: ['#8a2ba8', '#d2a8ff'],
  string: ['#17752f', '#7ee787'],
  number: ['#a8460a', '#ffa657'],
  variable: ['#0a5fb0', '#79c0ff'],
  definition: ['#775300', '#e3c07a'],
  type: ['#0b6e75', '#56d4dd'],
  special: ['#b3261e', '#ff9c93'],
} as const;

type Palette = { readonly [K in keyof typeof palette]: string };

const syntax = createThemeContract(Object.fromEntries(Object.keys(palette).map((name) => [name, ''])) as Palette);

const pick = (choose: (light: string, dark: string) => string) =>
  assignVars(syntax, Object.fromEntries(Object.entries(palette).map(([name, [light, dark]]) => [name, choose(light, dark)])) as Palette);

/** On the editor (`.cm-editor`): the syntax colours, the light ones where `light-dark()` is unknown (as the theme does). */
export const editor = style({
  vars: pick((light) => light),
  '@supports': { '(color: light-dark(#000, #fff))': { vars: pick((light, dark) => `light-dark(${light}, ${dark})`) } },
});

/** CodeMirror's classHighlighter names each token's tags as classes (`tok-keyword`): their colours. */
const tokens: readonly (readonly [readonly string[], string])[] = [
  [['keyword'], syntax.keyword],
  [['number', 'bool', 'atom'], syntax.number],
  [['string', 'literal'], syntax.string],
  [['string2'], syntax.special],
  [['variableName2'], syntax.variable],
  [['definition'], syntax.definition],
  [['typeName', 'className', 'namespace'], syntax.type],
  [['comment', 'meta'], vars.color.textMuted],
  [['invalid'], vars.color.negative],
];
for (const [names, color] of tokens) {
  globalStyle(names.map((name) => `${editor} .tok-${name}`).join(', '), { color });
}
globalStyle(`${editor} .tok-comment`, { fontStyle: 'italic' });
globalStyle(`${editor} .tok-keyword, ${editor} .tok-definition`, { fontWeight: vars.font.weightBold });
