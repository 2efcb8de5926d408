// Used by scripts/build.ts (rollup's JS API, under tsx), so it is typed and typechecked with the rest.
import { readdirSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { RollupLog, RollupOptions, LoggingFunction } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { vanillaExtractRollup } from './tools/vanilla-extract.ts';

/** `elements/landscape-<tag>.ts` → `{ '<tag>': path }`: new elements need no config change. */
const elementEntries = Object.fromEntries(
  readdirSync('elements')
    .filter((file) => /^landscape-[a-z0-9-]+\.ts$/.test(file))
    .map((file) => [file.slice(0, -'.ts'.length), `elements/${file}`]),
);

const plugins = () => [
  vanillaExtractRollup({ identOption: 'short' }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({ target: 'es2022', minify: true, tsconfig: 'tsconfig.json' }),
];

function onwarn(warning: RollupLog, warn: LoggingFunction): void {
  // React and jotai ship "use client" directives, meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const config: RollupOptions[] = [
  {
    input: { index: 'elements/index.ts', ...elementEntries },
    plugins: plugins(),
    onwarn,
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
  },
  {
    input: 'elements/index.ts',
    plugins: plugins(),
    onwarn,
    output: {
      file: 'dist/landscape-elements.js',
      format: 'iife',
      // The entry's exports (createPortalStore, element classes) as one global for script-tag pages.
      name: 'LandscapeElements',
      inlineDynamicImports: true,
    },
  },
];

export default config;
