/**
 * The code editor's CodeMirror (src/ui/code-editor/codemirror.ts, the largest piece of code a form
 * may show) loads only when an editor renders: it is in no static first load, that is no load the
 * size budgets hold (LOADS in scripts/size.ts: the IIFE, lone elements and portal routes with their
 * screens), no `dist/esm/<tag>.js` or `dist/react/<tag>.js` with its static imports. Each file is
 * told by its source map; the IIFE, which has none, by texts only CodeMirror's code holds.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadOf, LOADS } from '../../scripts/size.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** CodeMirror's packages and the small ones only it uses. */
const CODEMIRROR_SOURCE = /node_modules\/(?:@codemirror|@lezer|style-mod|w3c-keyname|crelt)\//;
/** Texts of @codemirror/state, @codemirror/view, @lezer/lr and @codemirror/language, kept by any minifier. */
const CODEMIRROR_TEXTS = ['A document must have at least one line', 'cm-scroller', 'Token end out of bounds', 'Invalid indent unit: '];

async function holdsCodeMirror(file: string): Promise<boolean> {
  const absolute = path.resolve(root, file);
  const map = `${absolute}.map`;
  if (existsSync(map)) {
    const { sources } = JSON.parse(await readFile(map, 'utf8')) as { sources: string[] };
    return sources.some((source) => CODEMIRROR_SOURCE.test(source));
  }
  const code = await readFile(absolute, 'utf8');
  return CODEMIRROR_TEXTS.some((text) => code.includes(text));
}

/** Every JS file of the build, relative to the root. */
async function builtFiles(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'dist'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js') && !entry.parentPath.includes(`${path.sep}docs`))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('CodeMirror loads only with a code editor', () => {
  test('no static first load (budgeted loads, each element entry and the IIFE) holds CodeMirror; only its own lazy chunk does', async (t) => {
    const tags = (await readdir(path.join(root, 'elements'))).filter((file) => /^landscape-[a-z0-9-]+\.ts$/.test(file)).map((file) => file.slice(0, -3));
    assert.ok(tags.length > 0);
    const loads: [string, readonly string[], readonly RegExp[]][] = [
      ...Object.entries(LOADS).map(([name, load]): [string, readonly string[], readonly RegExp[]] => [name, load.entries, load.follow ?? []]),
      ...['esm', 'react'].flatMap((build) =>
        ['index', ...tags].map((tag): [string, readonly string[], readonly RegExp[]] => [`dist/${build}/${tag}.js`, [`dist/${build}/${tag}.js`], []]),
      ),
    ];
    for (const [name, entries, follow] of loads) {
      const files = (await loadOf(entries, follow)).map((file) => file.file);
      const holding = [];
      for (const file of files) if (await holdsCodeMirror(file)) holding.push(file);
      assert.deepEqual(holding, [], `${name} loads CodeMirror before any editor shows`);
    }

    const withCodeMirror = [];
    for (const file of await builtFiles()) if (await holdsCodeMirror(file)) withCodeMirror.push(file);
    if (withCodeMirror.length === 0) t.diagnostic('no screen uses the code editor yet: the build holds no CodeMirror');
    for (const file of withCodeMirror) {
      assert.match(path.basename(file), /^codemirror-[\w-]+\.js$/, `${file} holds CodeMirror: only the editor's own chunk may`);
    }
  });
});
