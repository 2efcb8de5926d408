/**
 * vanilla-extract for shadow DOM: each `.css.ts` module becomes JS that registers its CSS text into the
 * one shared constructable stylesheet (src/ui/styles/sheet.ts) instead of importing a `.css` file.
 * Stock plugins leave `import "x.css"` in ESM chunks and drop CSS from an IIFE; a `<style>` tag would
 * break `style-src 'self'` CSP. One transform, exposed to rollup (build) and esbuild (tests).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, cssFileFilter, processVanillaFile } from '@vanilla-extract/integration';
import { createHash } from 'node:crypto';
import { transform, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as RollupPlugin } from 'rollup';

export type IdentOption = 'short' | 'debug';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sheetModule = path.join(root, 'src/ui/styles/sheet.ts').split(path.sep).join('/');

interface Transformed {
  readonly code: string;
  readonly watchFiles: string[];
}

/**
 * Every test file and both rollup builds import the same `.css.ts` files; each compile is a child
 * esbuild build plus an eval. Results are reused while none of the files they were built from changed.
 */
const cache = new Map<string, { result: Promise<Transformed>; mtimes: Promise<number[]> }>();

const mtimesOf = (files: readonly string[]) =>
  Promise.all(files.map((file) => stat(file).then((info) => info.mtimeMs, () => -1)));

/** Compiles one `.css.ts` file to a JS module whose CSS is registered in the shared sheet. */
export async function transformCssTs(filePath: string, identOption: IdentOption): Promise<Transformed> {
  const key = `${identOption}:${filePath}`;
  const cached = cache.get(key);
  if (cached) {
    const { watchFiles } = await cached.result.catch(() => ({ watchFiles: [] as string[] }));
    const [before, now] = await Promise.all([cached.mtimes, mtimesOf(watchFiles)]);
    if (watchFiles.length > 0 && now.every((mtime, index) => mtime === before[index])) return cached.result;
  }
  const result = compileCssTs(filePath, identOption);
  cache.set(key, { result, mtimes: result.then(({ watchFiles }) => mtimesOf(watchFiles)) });
  return result;
}

/**
 * A build's CSS text as the browser needs it: minified (vanilla-extract writes it indented, a rule
 * a line), and keyed by a short hash of its module instead of the module's path.
 */
async function forBuild(key: string, css: string, identOption: IdentOption): Promise<{ key: string; css: string }> {
  if (identOption !== 'short') return { key, css };
  const minified = await transform(css, { loader: 'css', minify: true });
  return { key: createHash('sha256').update(key).digest('base64url').slice(0, 8), css: minified.code.trim() };
}

async function compileCssTs(filePath: string, identOption: IdentOption): Promise<Transformed> {
  const { source, watchFiles } = await compile({ filePath, identOption, cwd: root });
  const code = await processVanillaFile({
    source,
    filePath,
    identOption,
    // The compile evaluates this file with every .css.ts it imports, so the CSS of each of their file
    // scopes comes back here too (the theme's in every style module). Only this file's own CSS is
    // registered here; an imported scope becomes an import of its module, which registers it once.
    serializeVirtualCssPath: async ({ fileName, fileScope, source: css }) => {
      const scopePath = path.resolve(root, fileScope.filePath);
      if (scopePath !== path.resolve(filePath)) return `import ${JSON.stringify(scopePath.split(path.sep).join('/'))};`;
      const registered = await forBuild(fileName, css, identOption);
      return (
        `import { registerCss as __registerCss } from ${JSON.stringify(sheetModule)};\n` +
        `__registerCss(${JSON.stringify(registered.key)}, ${JSON.stringify(registered.css)});`
      );
    },
  });
  return { code, watchFiles };
}

export function vanillaExtractRollup({ identOption }: { identOption: IdentOption }): RollupPlugin {
  return {
    name: 'vanilla-extract-shared-sheet',
    async load(id) {
      if (!cssFileFilter.test(id)) return null;
      const { code, watchFiles } = await transformCssTs(id, identOption);
      for (const file of watchFiles) this.addWatchFile(file);
      return { code, map: null };
    },
  };
}

export function vanillaExtractEsbuild({ identOption }: { identOption: IdentOption }): EsbuildPlugin {
  return {
    name: 'vanilla-extract-shared-sheet',
    setup(build) {
      build.onLoad({ filter: /\.css\.ts$/ }, async ({ path: filePath }) => {
        const { code, watchFiles } = await transformCssTs(filePath, identOption);
        return { contents: code, loader: 'js', resolveDir: path.dirname(filePath), watchFiles };
      });
    },
  };
}
