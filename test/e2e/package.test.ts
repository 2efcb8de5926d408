/**
 * The npm package as an integrator gets it: `npm pack`, installed offline into fresh projects, then used
 * the three ways README describes (script tag, one ES module per element, through a bundler), and
 * compiled against by small consumer files: plain TypeScript with the DOM, React 19 JSX, a Vue
 * single-file component (vue-tsc). Each consumer project holds only its own framework's packages, so a
 * framework's types leaking into the declarations another reads fails the compile.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import ts from 'typescript';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NAME = 'landscape-portal-elements';
const TAGS = [
  'landscape-root',
  'landscape-portal',
  'landscape-login',
  'landscape-org-switcher',
  'landscape-activities',
  'landscape-security-profiles',
  'landscape-identity-providers',
  'landscape-org-settings',
  'landscape-instances',
  'landscape-instance',
  'landscape-events-log',
  'landscape-scripts',
  'landscape-upgrade-profiles',
  'landscape-reboot-profiles',
  'landscape-removal-profiles',
  'landscape-repository-profiles',
  'landscape-package-profiles',
  'landscape-wsl-profiles',
  'landscape-alerts',
  'landscape-account',
  'landscape-roles',
  'landscape-access-groups',
  'landscape-administrators',
];
const MOUNT = '/__package__/';

interface PackResult {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** A fresh project with the packed package installed from its tarball (no registry) and `links` from ours. */
async function project(dir: string, tarball: string, links: readonly string[] = []): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: path.basename(dir), private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball], { cwd: dir });
  for (const link of links) {
    await mkdir(path.dirname(path.join(dir, 'node_modules', link)), { recursive: true });
    await symlink(path.join(root, 'node_modules', link), path.join(dir, 'node_modules', link), 'dir');
  }
  return dir;
}

/** Runs a compiler in `dir`; its output when it fails (the diagnostics name the consumer's lines). */
async function compile(dir: string, command: string, args: readonly string[]): Promise<string> {
  try {
    await run(process.execPath, [path.join(root, 'node_modules', command), ...args], { cwd: dir });
    return '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}` || String(error);
  }
}

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom', 'dom.iterable'],
    // Only what a file imports: nothing from @types comes in by itself.
    types: [],
    skipLibCheck: false,
  },
};

/** TSCONFIG's options as the compiler API takes them. */
const API_OPTIONS: ts.CompilerOptions = {
  ...TSCONFIG.compilerOptions,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};

// Plain TypeScript: one element's entry alone brings its types, the events' details are typed.
const DOM_CONSUMER = `import { LandscapeActivities } from '${NAME}/landscape-activities';
import { setTexts, type LandscapeEvent } from '${NAME}';
import '${NAME}/landscape-root';

const activities = document.createElement('landscape-activities');
activities.instanceId = 6;
activities.pageSize = 50;
const made: HTMLElement = new LandscapeActivities();
activities.addEventListener('landscape-navigate', (event) => {
  const target: string = event.detail.path;
  event.preventDefault();
  console.log(target, made);
});
activities.addEventListener('landscape-notify', (event) => {
  const type: 'positive' | 'negative' | 'information' = event.detail.type;
  console.log(type, event.detail.title, event.detail.message);
});
document.addEventListener('landscape-signed-in', (event: LandscapeEvent<'landscape-signed-in'>) => console.log(event.detail.user.email));
const root = document.querySelector('landscape-root');
if (root) {
  root.token = 'a-token';
  root.theme = 'dark';
  root.apiBase = '/api/v2/';
  root.locale = 'de-DE';
  root.texts = { activities: { title: 'Aktivitäten', selectedCount: (count: number) => \`\${count} ausgewählt\` } };
}
setTexts({ auth: { title: 'Anmelden' }, ui: {} });
// @ts-expect-error: a text is a string
setTexts({ activities: { title: 5 } });
// @ts-expect-error: a number
activities.instanceId = 'six';
// @ts-expect-error: the navigate event's detail has a path only
activities.addEventListener('landscape-navigate', (event) => console.log(event.detail.title));
// @ts-expect-error: not one of the themes
if (root) root.theme = 'blue';
`;

// A classic script on a page that loads dist/landscape-elements.js: no import, a reference to its types.
const SCRIPT_CONSUMER = `/// <reference types="${NAME}/landscape-elements.js" />
LandscapeElements.setTexts({ activities: { title: 'Aktivitäten' } });
window.LandscapeElements.setTexts(undefined);
const scriptStore = LandscapeElements.createPortalStore({ apiBase: '/api/v2/' });
const scriptActivities = document.createElement('landscape-activities');
scriptActivities.instanceId = 6;
scriptActivities.addEventListener('landscape-notify', (event) => console.log(event.detail.title, scriptStore.config().apiBase));
document.addEventListener('landscape-navigate', (event) => console.log(event.detail.path));
const scriptLogin: HTMLElement = new LandscapeElements.LandscapeLogin();
document.body.append(scriptLogin, scriptActivities);
// @ts-expect-error: texts are catalogues, not a number
LandscapeElements.setTexts(42);
// @ts-expect-error: the global holds no such function
LandscapeElements.defineAll();
// @ts-expect-error: a number
scriptActivities.instanceId = 'six';
`;

// A module of such a page: a type-only import of the script's entry; the script itself exports nothing.
const SCRIPT_MODULE_CONSUMER = `import type {} from '${NAME}/landscape-elements.js';
// @ts-expect-error: the script is no ES module, it has nothing to import
import { setTexts } from '${NAME}/landscape-elements.js';

window.LandscapeElements.setTexts({ ui: { loading: 'Wird geladen...' } });
const root = document.createElement('landscape-root');
root.theme = 'dark';
export const store = LandscapeElements.createPortalStore({ portalUrl: '/' });
export { root };
`;

const REACT_CONSUMER = `import { useState } from 'react';
import '${NAME}/react/landscape-activities';
import '${NAME}/react/landscape-login';

export function Instance({ id }: { id: number }) {
  const [message, setMessage] = useState('');
  return (
    <main>
      <landscape-login onlandscape-signed-in={(event) => setMessage(event.detail.user.name)} />
      <landscape-activities instance-id={id} page-size="50" onlandscape-notify={(event) => setMessage(event.detail.message)} />
      <landscape-activities instanceId={id} className="wide" ref={(element) => {
          if (element) element.pageSize = 50;
        }}
      />
      <p>{message}</p>
    </main>
  );
}

// @ts-expect-error: an attribute is a string or a number
export const badAttribute = <landscape-activities instance-id={{ id: 6 }} />;
// @ts-expect-error: the signed-in event's detail has no path
export const badEvent = <landscape-login onlandscape-signed-in={(event) => event.detail.path} />;
// @ts-expect-error: no such element
export const unknown = <landscape-nothing />;
`;

const VUE_CONSUMER = `<script setup lang="ts">
import { ref } from 'vue';
import type {} from '${NAME}/vue';
import type { LandscapeEvent } from '${NAME}';

const messages = ref<string[]>([]);
function notified(event: LandscapeEvent<'landscape-notify'>) {
  messages.value.push(event.detail.message);
}
</script>

<template>
  <landscape-root api-base="/api/v2/">
    <landscape-login @landscape-signed-in="(event: LandscapeEvent<'landscape-signed-in'>) => messages.push(event.detail.user.email)" />
    <landscape-activities :instance-id="6" page-size="50" @landscape-notify="notified" />
    <!-- @vue-expect-error: an instance id is a number or a string -->
    <landscape-activities :instance-id="{ id: 6 }" />
  </landscape-root>
</template>
`;

describe('the npm package', { timeout: 300_000 }, () => {
  let dir: string;
  let pack: PackResult;
  let tarball: string;
  let session: Session;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'landscape-package-'));
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root });
    const [packed] = JSON.parse(stdout) as PackResult[];
    assert.ok(packed, 'npm pack reported its tarball');
    pack = packed;
    tarball = path.join(dir, pack.filename);
    session = await startSession();
  });
  after(async () => {
    await session?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('holds dist/, custom-elements.json, README, LICENSE and CHANGELOG, and nothing else of the repository', () => {
    const files = pack.files.map((file) => file.path);
    for (const required of ['dist/landscape-elements.js', 'custom-elements.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      assert.ok(files.includes(required), required);
    }
    for (const tag of TAGS) {
      for (const file of [`dist/esm/${tag}.js`, `dist/react/${tag}.js`, `dist/types/${tag}.d.ts`]) assert.ok(files.includes(file), file);
    }
    const outside = files.filter((file) => !/^(dist\/|custom-elements\.json$|README\.md$|LICENSE$|CHANGELOG\.md$|package\.json$)/.test(file));
    assert.deepEqual(outside, []);
  });

  it('installs alone: no dependency its bundles already hold, React only as an optional peer', async () => {
    const app = await project(path.join(dir, 'alone'), tarball);
    const installed = (await readdir(path.join(app, 'node_modules'))).filter((entry) => !entry.startsWith('.'));
    assert.deepEqual(installed, [NAME]);
    const manifest = JSON.parse(await readFile(path.join(app, 'node_modules', NAME, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(manifest.dependencies, undefined);
    assert.deepEqual(Object.keys(manifest.peerDependencies as object).sort(), ['react', 'react-dom']);
    assert.ok(typeof manifest.license === 'string' && manifest.private === undefined, 'licensed, not private');
  });

  it('describes every element in custom-elements.json with paths to files it ships', async () => {
    const app = path.join(dir, 'alone', 'node_modules', NAME);
    const manifest = JSON.parse(await readFile(path.join(app, 'custom-elements.json'), 'utf8')) as {
      modules: { path: string; declarations?: { tagName?: string }[] }[];
    };
    const files = new Set(pack.files.map((file) => file.path));
    for (const module of manifest.modules) assert.ok(files.has(module.path), `${module.path} is in the package`);
    const tags = manifest.modules.flatMap((module) => module.declarations ?? []).map((declaration) => declaration.tagName);
    for (const tag of TAGS) assert.ok(tags.includes(tag), tag);
  });

  it('declares exactly what each entry exports at run time', async () => {
    const pkg = path.join(dir, 'alone', 'node_modules', NAME);
    // dist/types/<entry>.d.ts declares dist/esm/<entry>.js, and dist/types/react/<entry>.d.ts dist/react/<entry>.js.
    const entries = ['index', ...TAGS].flatMap((name) => [name, `react/${name}`]);
    const program = ts.createProgram(entries.map((entry) => path.join(pkg, 'dist/types', `${entry}.d.ts`)), API_OPTIONS);
    const checker = program.getTypeChecker();
    for (const entry of entries) {
      const source = program.getSourceFile(path.join(pkg, 'dist/types', `${entry}.d.ts`));
      const symbol = source && checker.getSymbolAtLocation(source);
      assert.ok(symbol, `dist/types/${entry}.d.ts is a module`);
      const declared = checker
        .getExportsOfModule(symbol)
        .filter((entry) => (ts.SymbolFlags.Value & (entry.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(entry) : entry).flags) !== 0)
        .map((entry) => entry.name)
        .sort();
      const code = entry.startsWith('react/') ? `dist/${entry}.js` : `dist/esm/${entry}.js`;
      const { metafile } = await build({
        entryPoints: [path.join(pkg, code)],
        bundle: false,
        write: false,
        format: 'esm',
        outdir: path.join(dir, 'exports'),
        metafile: true,
        logLevel: 'silent',
      });
      const exported = Object.values(metafile.outputs).flatMap((output) => output.exports).sort();
      assert.deepEqual(declared, exported, `dist/types/${entry}.d.ts declares the values ${code} exports`);
    }
  });

  it('types plain TypeScript from one element entry, with no framework types', async () => {
    const app = await project(path.join(dir, 'dom'), tarball);
    await writeFile(path.join(app, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, include: ['consumer.ts'] }));
    await writeFile(path.join(app, 'consumer.ts'), DOM_CONSUMER);
    assert.equal(await compile(app, 'typescript/bin/tsc', ['-p', '.']), '');
  });

  it('types the script-tag build: the LandscapeElements global and the tags, by a reference, tsconfig types or a type-only import', async () => {
    const app = await project(path.join(dir, 'script'), tarball);
    // One program per consumer: each way alone must type the script's globals.
    const scriptTypes = `${NAME}/landscape-elements.js`;
    await writeFile(path.join(app, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, include: ['script.ts'] }));
    await writeFile(path.join(app, 'tsconfig.types.json'), JSON.stringify({ compilerOptions: { ...TSCONFIG.compilerOptions, types: [scriptTypes] }, include: ['global.ts'] }));
    await writeFile(path.join(app, 'tsconfig.module.json'), JSON.stringify({ ...TSCONFIG, include: ['module.ts'] }));
    await writeFile(path.join(app, 'script.ts'), SCRIPT_CONSUMER);
    const global = SCRIPT_CONSUMER.replace(`/// <reference types="${scriptTypes}" />\n`, '');
    assert.notEqual(global, SCRIPT_CONSUMER, 'global.ts has no reference');
    await writeFile(path.join(app, 'global.ts'), global);
    await writeFile(path.join(app, 'module.ts'), SCRIPT_MODULE_CONSUMER);
    for (const config of ['tsconfig.json', 'tsconfig.types.json', 'tsconfig.module.json']) {
      assert.equal(await compile(app, 'typescript/bin/tsc', ['-p', config]), '', config);
    }
  });

  it('types the entries under dist/ as the named entries, and still resolves every file it ships there', async () => {
    const pkg = path.join(dir, 'alone', 'node_modules', NAME);
    const importer = path.join(dir, 'alone', 'consumer.ts');
    const declarations: Record<string, string> = {
      'landscape-elements.js': 'landscape-elements.d.ts',
      'dist/landscape-elements.js': 'landscape-elements.d.ts',
      ...Object.fromEntries(['index', ...TAGS].flatMap((name) => [[`dist/esm/${name}.js`, `${name}.d.ts`], [`dist/react/${name}.js`, `react/${name}.d.ts`]])),
    };
    for (const [entry, declaration] of Object.entries(declarations)) {
      const { resolvedModule } = ts.resolveModuleName(`${NAME}/${entry}`, importer, API_OPTIONS, ts.sys);
      assert.equal(resolvedModule?.resolvedFileName, path.join(pkg, 'dist/types', declaration), `${NAME}/${entry} is typed`);
    }
    // The script-tag build's chunks, the docs, the source maps: what copy plugins and require.resolve ask for.
    const resolve = createRequire(importer).resolve;
    const shipped = pack.files.map((file) => file.path).filter((file) => file.startsWith('dist/'));
    assert.ok(shipped.some((file) => file.startsWith('dist/chunks/')) && shipped.some((file) => file.startsWith('dist/docs/')));
    for (const file of shipped) assert.equal(resolve(`${NAME}/${file}`), path.join(pkg, file), `${NAME}/${file} resolves`);
  });

  it('types React 19 JSX: attributes, properties, ref and on<event> props', async () => {
    const app = await project(path.join(dir, 'react'), tarball, ['@types/react', 'csstype']);
    const config = { ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, jsx: 'react-jsx' }, include: ['consumer.tsx'] };
    await writeFile(path.join(app, 'tsconfig.json'), JSON.stringify(config));
    await writeFile(path.join(app, 'consumer.tsx'), REACT_CONSUMER);
    assert.equal(await compile(app, 'typescript/bin/tsc', ['-p', '.']), '');
  });

  it("types Vue templates through GlobalComponents, without React's types", async () => {
    const app = await project(path.join(dir, 'vue'), tarball, ['vue']);
    const config = { ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, jsx: 'preserve' }, include: ['App.vue'] };
    await writeFile(path.join(app, 'tsconfig.json'), JSON.stringify(config));
    await writeFile(path.join(app, 'App.vue'), VUE_CONSUMER);
    assert.equal(await compile(app, 'vue-tsc/bin/vue-tsc.js', ['-p', '.']), '');
  });

  it('fails those compiles when a type is wrong (the consumers can fail)', async () => {
    // Each consumer without one of its expected errors: the compile must report that error.
    await writeFile(path.join(dir, 'dom', 'consumer.ts'), DOM_CONSUMER.replace('// @ts-expect-error: a number\n', ''));
    assert.match(await compile(path.join(dir, 'dom'), 'typescript/bin/tsc', ['-p', '.']), /consumer\.ts\(\d+,\d+\): error TS2322/);
    for (const [file, config, expected] of [
      ['script.ts', 'tsconfig.json', '// @ts-expect-error: texts are catalogues, not a number\n'],
      ['script.ts', 'tsconfig.json', '// @ts-expect-error: the global holds no such function\n'],
      ['module.ts', 'tsconfig.module.json', '// @ts-expect-error: the script is no ES module, it has nothing to import\n'],
    ] as const) {
      const consumer = file === 'script.ts' ? SCRIPT_CONSUMER : SCRIPT_MODULE_CONSUMER;
      await writeFile(path.join(dir, 'script', file), consumer.replace(expected, ''));
      // Errors only where the directive stood: the rest of the consumer is still typed.
      const line = consumer.slice(0, consumer.indexOf(expected)).split('\n').length;
      const errors = (await compile(path.join(dir, 'script'), 'typescript/bin/tsc', ['-p', config])).split('\n').filter((text) => / error TS\d+:/.test(text));
      assert.ok(errors.length > 0 && errors.every((error) => error.startsWith(`${file}(${line},`)), `${file}: errors at line ${line} only:\n${errors.join('\n')}`);
      await writeFile(path.join(dir, 'script', file), consumer);
    }
    await writeFile(path.join(dir, 'react', 'consumer.tsx'), REACT_CONSUMER.replace('// @ts-expect-error: an attribute is a string or a number\n', ''));
    assert.match(await compile(path.join(dir, 'react'), 'typescript/bin/tsc', ['-p', '.']), /consumer\.tsx\(\d+,\d+\): error TS2322/);
    await writeFile(path.join(dir, 'vue', 'App.vue'), VUE_CONSUMER.replace(/ *<!-- @vue-expect-error[^>]*-->\n/, ''));
    assert.match(await compile(path.join(dir, 'vue'), 'vue-tsc/bin/vue-tsc.js', ['-p', '.']), /App\.vue\(\d+,\d+\): error TS2322/);
  });

  it('gives a React application the React it already has', async () => {
    const app = await project(path.join(dir, 'react-app'), tarball, ['react', 'react-dom', 'scheduler']);
    await writeFile(
      path.join(app, 'main.js'),
      `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport '${NAME}/react/landscape-activities';\n` +
        `createRoot(document.body).render(createElement('landscape-activities'));\n`,
    );
    const { metafile } = await build({
      absWorkingDir: app,
      entryPoints: ['main.js'],
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir: 'out',
      metafile: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const inputs = Object.keys(metafile.inputs);
    assert.equal(inputs.filter((input) => /react-dom-client\.production\.js$/.test(input)).length, 1, 'one ReactDOM');
    assert.ok(inputs.some((input) => input.includes(`${NAME}/dist/react/`)), 'the elements came from dist/react');
    assert.ok(!inputs.some((input) => input.includes(`${NAME}/dist/esm/`)), 'nothing from dist/esm, which holds a React');
  });

  describe('at run time, three ways', () => {
    let app: string;
    before(async () => {
      app = await project(path.join(dir, 'pages'), tarball);
      const installed = `${MOUNT}node_modules/${NAME}`;
      const page = (title: string, head: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>` +
        `<body><main><h1>${title}</h1><landscape-root><landscape-login></landscape-login>` +
        `<landscape-activities page-size="20"></landscape-activities></landscape-root></main></body></html>`;
      await writeFile(path.join(app, 'script.html'), page('Script tag', `<script src="${installed}/dist/landscape-elements.js"></script>`));
      await writeFile(
        path.join(app, 'modules.html'),
        page(
          'One module per element',
          ['landscape-root', 'landscape-login', 'landscape-activities']
            .map((tag) => `<script type="module" src="${installed}/dist/esm/${tag}.js"></script>`)
            .join(''),
        ),
      );
      // A bundler resolving the package's exports and honouring its sideEffects: bare imports stay.
      await writeFile(
        path.join(app, 'main.js'),
        ['landscape-root', 'landscape-login', 'landscape-activities'].map((tag) => `import '${NAME}/${tag}';\n`).join(''),
      );
      await build({ absWorkingDir: app, entryPoints: ['main.js'], bundle: true, format: 'esm', splitting: true, outdir: 'out', logLevel: 'silent' });
      await writeFile(path.join(app, 'bundled.html'), page('Through a bundler', `<script type="module" src="${MOUNT}out/main.js"></script>`));
      // A Vue application: properties through Vue's props, the elements' events through its listeners.
      await symlink(path.join(root, 'node_modules/vue'), path.join(app, 'node_modules/vue'), 'dir');
      await writeFile(
        path.join(app, 'vue-app.js'),
        `import { createApp, h, ref } from 'vue';
import '${NAME}/landscape-login';
import '${NAME}/landscape-activities';
createApp({
  setup() {
    const user = ref('nobody');
    return () => h('main', [
      h('h1', 'A Vue application'),
      h('landscape-login', { onLandscapeSignedIn: (event) => (user.value = event.detail.user.email) }),
      h('p', { role: 'status' }, 'Signed in: ' + user.value),
      h('landscape-activities', { instanceId: 1, pageSize: 20 }),
    ]);
  },
}).mount('#app');
`,
      );
      await build({
        absWorkingDir: app,
        entryPoints: ['vue-app.js'],
        bundle: true,
        format: 'esm',
        splitting: true,
        outdir: 'out',
        logLevel: 'silent',
        define: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false', 'process.env.NODE_ENV': '"production"' },
      });
      await writeFile(
        path.join(app, 'vue.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vue</title><script type="module" src="${MOUNT}out/vue-app.js"></script></head><body><div id="app"></div></body></html>`,
      );
    });

    it('works in a Vue application: props set the properties, listeners hear the events', () =>
      withPage(
        session,
        `${MOUNT}vue.html`,
        async ({ page }) => {
          await byRole(page, 'heading', 'A Vue application');
          await signIn(page, ADMIN);
          await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent === 'Signed in: admin@example.com');
          // instanceId reached the element: its widget is named after the instance.
          await byRole(page, 'region', 'Activities of instance 1', 20_000);
          assert.equal(await page.$eval('landscape-activities', (element) => (element as HTMLElement & { instanceId?: number }).instanceId), 1);
        },
        { mounts: { [MOUNT]: app } },
      ));

    it('sets the LandscapeElements global its declaration describes, member for member', async () => {
      await writeFile(path.join(app, 'probe.ts'), `/// <reference types="${NAME}/landscape-elements.js" />\nLandscapeElements;\n`);
      const program = ts.createProgram([path.join(app, 'probe.ts')], API_OPTIONS);
      assert.deepEqual(ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')), []);
      const [statement] = program.getSourceFile(path.join(app, 'probe.ts'))?.statements ?? [];
      assert.ok(statement && ts.isExpressionStatement(statement));
      const checker = program.getTypeChecker();
      const declared = checker.getPropertiesOfType(checker.getTypeAtLocation(statement.expression)).map((member) => member.name).sort();
      await withPage(
        session,
        `${MOUNT}script.html`,
        async ({ page }) => {
          const exposed = await page.evaluate(() => Object.keys((window as unknown as { LandscapeElements: object }).LandscapeElements).sort());
          assert.deepEqual(declared, exposed);
          assert.ok(exposed.includes('setTexts'), 'setTexts is on the global');
        },
        { mounts: { [MOUNT]: app } },
      );
    });

    for (const [file, way] of [
      ['script.html', 'by script tag'],
      ['modules.html', 'by one ES module per element'],
      ['bundled.html', 'through a bundler'],
    ] as const) {
      it(`signs in and lists activities ${way}`, () =>
        withPage(
          session,
          `${MOUNT}${file}`,
          async ({ page }) => {
            await signIn(page, ADMIN);
            await byRole(page, 'table', 'Activities', 20_000);
            await page.waitForFunction(() => {
              const table = document.querySelector('landscape-activities')?.shadowRoot?.querySelector('table');
              return (table?.querySelectorAll('tbody tr').length ?? 0) > 1;
            });
          },
          { mounts: { [MOUNT]: app } },
        ));
    }
  });
});
