/**
 * How integrators name the package in the guides: the package, its entries and type imports, in one
 * place (the package's `exports` map decides them).
 */
export const PACKAGE = 'landscape-portal-elements';

export const entries = {
  /** One element and what it needs, its own React inside (ESM). */
  element: (tag: string) => `${PACKAGE}/${tag}`,
  /** Every element (ESM). */
  all: PACKAGE,
  /** One element for a React application: React comes from the application. */
  reactElement: (tag: string) => `${PACKAGE}/react/${tag}`,
  /** The IIFE for a plain script tag, as installed. */
  script: `node_modules/${PACKAGE}/dist/landscape-elements.js`,
  /** The script-tag build's types: its global `LandscapeElements` and the tags (a reference, not an import). */
  scriptTypes: `${PACKAGE}/landscape-elements.js`,
  /** React 19 JSX types of the elements (`JSX.IntrinsicElements`). */
  reactTypes: `${PACKAGE}/react`,
  /** Vue's `GlobalComponents` for the elements. */
  vueTypes: `${PACKAGE}/vue`,
} as const;

/**
 * Where the live examples load the build from: the demo serves dist/ at /dist/. Pages opened from the
 * installed package show the reference text; their examples need the demo (or a server like it).
 */
export const demoBuild = {
  element: (tag: string) => `/dist/esm/${tag}.js`,
  script: '/dist/landscape-elements.js',
} as const;
