// Used by scripts/build.ts (rollup's JS API, under tsx), so it is typed and typechecked with the rest.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { LoggingFunction, OutputOptions, RollupLog, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import {
  CHUNKS_DIR,
  IIFE_ENTRY,
  loadLazyFromChunks,
  readCoreGraph,
  takeCoreFromIife,
  type CoreGraph,
} from './tools/iife-chunks.ts';
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

/** dist/esm: one entry per element and the index, shared chunks split out, screens lazy. */
export const esmConfig: RollupOptions = {
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
};

/** What a React application brings itself: React, ReactDOM and their scheduler, from its own node_modules. */
const HOST_REACT = /^(react|react-dom|scheduler)(\/|$)/;

/**
 * dist/react: dist/esm's entries for React applications. React and ReactDOM are imports the
 * application's bundler resolves (peer dependencies), so the application bundles one React (about
 * 60 KB gzip less than dist/esm, which brings its own).
 */
export const reactConfig: RollupOptions = {
  ...esmConfig,
  plugins: plugins(),
  external: (id) => HOST_REACT.test(id),
  output: { ...(esmConfig.output as OutputOptions), dir: 'dist/react' },
};

/** `…/ActivitiesScreen.tsx` → `ActivitiesScreen`; `…/organisations/index.ts` → `organisations`. */
const chunkName = (id: string): string => {
  const name = path.basename(id).replace(/\..*$/, '');
  return name === 'index' ? path.basename(path.dirname(id)) : name;
};

/**
 * dist/landscape-elements.js and the screens it loads from dist/chunks/, in three passes (see
 * tools/iife-chunks.ts): the IIFE's core graph, the chunks, then the IIFE.
 */
export const iifeConfigs = {
  coreGraph: (onGraph: (graph: CoreGraph) => void): RollupOptions => ({
    input: 'elements/index.ts',
    plugins: [readCoreGraph(onGraph), ...plugins()],
    onwarn,
  }),
  chunks: (core: CoreGraph, used: Set<string>): RollupOptions => ({
    input: Object.fromEntries([...core.lazy].map((id) => [chunkName(id), id])),
    plugins: [takeCoreFromIife(core, used), ...plugins()],
    onwarn,
    // Entries are only imported by the IIFE: their exports must survive, their names need not.
    preserveEntrySignatures: 'strict',
    output: {
      dir: `dist/${CHUNKS_DIR}`,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
    },
  }),
  iife: (shared: ReadonlySet<string>, chunkOf: ReadonlyMap<string, string>): RollupOptions => ({
    input: IIFE_ENTRY,
    plugins: [loadLazyFromChunks(shared, chunkOf, 'elements/index.ts'), ...plugins()],
    onwarn,
    output: {
      file: 'dist/landscape-elements.js',
      format: 'iife',
      // The entry's exports (createPortalStore, element classes) as one global for script-tag pages.
      name: 'LandscapeElements',
    },
  }),
};
