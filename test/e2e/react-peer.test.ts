/**
 * dist/react, for React applications: React and ReactDOM come from the application (peer
 * dependencies). An application bundled with rollup runs one ReactDOM (counted through the DevTools
 * hook), and the elements work in it, their events reaching React's props.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'test/e2e/fixtures');
const APP_BUNDLE = path.join(fixtures, 'react-app.generated.js');
/** In every production build of ReactDOM (its error links): a file holding it holds a React. */
const REACT_INSIDE = 'react.dev/errors';

async function scripts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.js')).map((entry) => path.join(entry.parentPath, entry.name));
}

async function holdingReact(dir: string): Promise<string[]> {
  const files = await scripts(dir);
  const holding = await Promise.all(files.map(async (file) => ((await readFile(file, 'utf8')).includes(REACT_INSIDE) ? file : undefined)));
  return holding.filter((file) => file !== undefined).map((file) => path.relative(root, file));
}

describe('dist/react, the build for React applications', { timeout: 180_000 }, () => {
  let session: Session;
  let modules: string[] = [];
  before(async () => {
    const build = await rollup({
      input: path.join(fixtures, 'react-app.js'),
      plugins: [
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true }),
        commonjs(),
      ],
      onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
    });
    const { output } = await build.write({ file: APP_BUNDLE, format: 'es', inlineDynamicImports: true });
    await build.close();
    modules = Object.keys(output[0].modules);
    session = await startSession();
  });
  after(async () => {
    await session?.close();
    await rm(APP_BUNDLE, { force: true });
  });

  it('holds no React of its own, where dist/esm does', async () => {
    assert.deepEqual(await holdingReact(path.join(root, 'dist/react')), []);
    assert.notDeepEqual(await holdingReact(path.join(root, 'dist/esm')), [], 'the marker finds the React dist/esm bundles');
  });

  it("gives an application one React: its own, from its node_modules", () => {
    const reactDom = modules.filter((id) => /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(id));
    assert.equal(reactDom.length, 1, `one ReactDOM in the application: ${reactDom.join(', ')}`);
    const fromDist = modules.filter((id) => id.includes(`${path.sep}dist${path.sep}react${path.sep}`));
    assert.ok(fromDist.length > 0, 'the elements came from dist/react');
  });

  it('works inside the application: sign-in, its event in a React prop, the activities list', () =>
    withPage(session, '/__e2e__/react-app.html', async ({ page }) => {
      await byRole(page, 'heading', 'A React application');
      await signIn(page, ADMIN);
      await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent === 'Signed in 1 times');
      await byRole(page, 'table', 'Activities', 20_000);
      const version = await page.$eval('main', (main) => main.getAttribute('data-react'));
      const installed = JSON.parse(await readFile(path.join(root, 'node_modules/react/package.json'), 'utf8')) as { version: string };
      assert.equal(version, installed.version);
      // Every ReactDOM registers with the DevTools hook (fixtures/devtools-hook.js) as it loads: one did.
      assert.deepEqual(await page.evaluate(() => (window as unknown as { reactRenderers: string[] }).reactRenderers), [installed.version]);
    }));
});
