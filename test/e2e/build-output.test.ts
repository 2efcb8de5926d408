/** The build's public outputs (DESIGN.md "Build outputs"), read from dist/ and custom-elements.json. */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const tags = (await readdir(path.join(root, 'elements')))
  .filter((file) => /^landscape-[a-z0-9-]+\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length));

async function distFiles(): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
}

describe('build outputs', () => {
  it('has the IIFE, the ESM index and one ESM entry per element, with sourcemaps', () => {
    assert.ok(tags.length > 0, 'elements/landscape-*.ts exist');
    for (const file of ['landscape-elements.js', 'esm/index.js', 'esm/index.js.map', ...tags.flatMap((tag) => [`esm/${tag}.js`, `esm/${tag}.js.map`])]) {
      assert.ok(existsSync(path.join(dist, file)), `dist/${file}`);
    }
  });

  it('loads the portal\'s screens lazily: the shell comes with landscape-portal.js, the screens only through import()', async () => {
    const esm = path.join(dist, 'esm');
    const staticImports = (code: string) => [...code.matchAll(/(?:^|[;\s])import\s*(?:[\w{}\s,*$]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
    const closure = async (entry: string) => {
      const files = new Set<string>();
      const visit = async (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        const code = await readFile(file, 'utf8');
        for (const specifier of staticImports(code)) await visit(path.resolve(path.dirname(file), specifier));
      };
      await visit(entry);
      return files;
    };
    // The shell is in the element's own file (tools/chunk-groups.ts): one request less, none after it.
    const shell = await closure(path.join(esm, 'landscape-portal.js'));
    const chunks = await readdir(path.join(esm, 'chunks'));
    assert.deepEqual(chunks.filter((name) => /^Portal-.*\.js$/.test(name)), [], 'no separate portal shell chunk');
    const screens = chunks.filter((name) => /^(Unavailable|Hub|EnvError|Login)Screen-.*\.js$/.test(name));
    assert.equal(screens.length, 4, `screen chunks: ${chunks.join(', ')}`);
    for (const screen of screens) {
      assert.ok(!shell.has(path.join(esm, 'chunks', screen)), `${screen} loads with the portal shell`);
    }
    const shellCode = (await Promise.all([...shell].map((file) => readFile(file, 'utf8')))).join('\n');
    for (const screen of screens) assert.match(shellCode, new RegExp(`import\\(["']\\./(chunks/)?${screen.replace('.', '\\.')}["']\\)`));
  });

  it('leaves no CSS files and no CSS imports: styles travel as JS into the shared sheet', async () => {
    const files = await distFiles();
    // The documentation site's own stylesheet (dist/docs/docs.css) is a page's, not an element's.
    assert.deepEqual(files.filter((file) => file.endsWith('.css') && !file.startsWith(`docs${path.sep}`)), []);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(path.join(dist, file), 'utf8');
      assert.doesNotMatch(code, /import\s*(?:[\w{}\s,*]+from\s*)?["'][^"']+\.css["']/, file);
      assert.doesNotMatch(code, /process\.env\.NODE_ENV/, `${file} still reads process.env.NODE_ENV`);
    }
    const iife = await readFile(path.join(dist, 'landscape-elements.js'), 'utf8');
    assert.match(iife, /--landscape-color-primary/, 'the theme CSS is inside the IIFE');
    assert.doesNotMatch(iife, /^import |^export /m, 'the IIFE is self-contained');
  });

  it('splits shared code into chunks: each element entry registers only its own tag', async () => {
    const chunks = (await distFiles()).filter((file) => file.startsWith(`esm${path.sep}chunks${path.sep}`) && file.endsWith('.js'));
    assert.ok(chunks.length > 0, 'dist/esm/chunks/*.js');
    for (const tag of tags) {
      const code = await readFile(path.join(dist, 'esm', `${tag}.js`), 'utf8');
      for (const other of tags.filter((candidate) => candidate !== tag)) {
        assert.ok(!code.includes(`"${other}"`), `dist/esm/${tag}.js mentions ${other}`);
      }
    }
  });

  it('has declarations with HTMLElementTagNameMap entries for every element', async () => {
    const index = path.join(dist, 'types/index.d.ts');
    assert.ok(existsSync(index), 'dist/types/index.d.ts (package.json "types")');
    for (const tag of tags) {
      const declaration = await readFile(path.join(dist, 'types', `${tag}.d.ts`), 'utf8');
      assert.match(declaration, /interface HTMLElementTagNameMap/, tag);
      assert.ok(declaration.includes(`'${tag}'`), `${tag} is in HTMLElementTagNameMap`);
    }
  });

  it('describes every element in custom-elements.json, with its events and parts', async () => {
    const manifest = JSON.parse(await readFile(path.join(root, 'custom-elements.json'), 'utf8')) as {
      modules: { path: string; declarations: Record<string, unknown>[]; exports: { kind: string; name: string }[] }[];
    };
    for (const tag of tags) {
      const module = manifest.modules.find((candidate) => candidate.path === `dist/esm/${tag}.js`);
      assert.ok(module, `a module for dist/esm/${tag}.js`);
      const element = module.declarations.find((declaration) => declaration.tagName === tag);
      assert.ok(element, `a declaration with tagName ${tag}`);
      assert.equal(element.customElement, true, tag);
      assert.ok(typeof element.summary === 'string' && element.summary.length > 0, `${tag} has a summary`);
      assert.ok(
        module.exports.some((entry) => entry.kind === 'custom-element-definition' && entry.name === tag),
        `${tag} has a custom-element-definition export`,
      );
      const attributes = (element.attributes ?? []) as { name: string; fieldName?: string }[];
      const members = (element.members ?? []) as { name: string; attribute?: string }[];
      // A lone element's `theme` is an attribute only (pure CSS); the root's has a property.
      for (const attribute of attributes.filter(({ name }) => name !== 'theme' || tag === 'landscape-root')) {
        assert.ok(attribute.fieldName, `${tag} [${attribute.name}] names its property`);
        assert.ok(members.some((member) => member.name === attribute.fieldName), `${tag}.${attribute.fieldName} is a member`);
      }
    }
    const login = manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === 'landscape-login');
    assert.deepEqual(
      ((login?.events ?? []) as { name: string }[]).map((event) => event.name).sort(),
      ['landscape-error', 'landscape-notify', 'landscape-signed-in', 'landscape-signed-out'],
    );
    assert.ok(((login?.cssParts ?? []) as { name: string }[]).some((part) => part.name === 'base'), 'landscape-login part base');
    const rootElement = manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === 'landscape-root');
    assert.deepEqual(
      ((rootElement?.attributes ?? []) as { name: string }[]).map((attribute) => attribute.name).sort(),
      ['api-base', 'error-report-url', 'error-sample-rate', 'legacy-api-base', 'locale', 'portal-url', 'theme', 'time-zone'],
    );
  });
});
