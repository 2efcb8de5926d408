/**
 * `npm run build`: rollup (ESM + IIFE) and, beside it, custom-elements.json, then from it the public
 * declarations (dist/types/, tools/public-types.ts) and the documentation site (dist/docs/,
 * tools/docs/). `demo/start.ts` reuses `buildBundles()` and `buildDocs()`: the demo needs no declarations.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup, type OutputOptions, type RollupOptions, type RollupOutput } from 'rollup';
import { CHUNKS_DIR, type CoreGraph, type UsedCore } from '../tools/iife-chunks.ts';
import { writeManifest, type Manifest } from '../tools/custom-elements-manifest.ts';
import { writePublicTypes } from '../tools/public-types.ts';
import { writeDocs } from '../tools/docs/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function timed(label: string, task: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await task();
  console.log(`  ${label.padEnd(26)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function bundle(options: RollupOptions): Promise<RollupOutput[]> {
  const build = await rollup(options);
  try {
    const outputs = [options.output ?? []].flat() as OutputOptions[];
    return await Promise.all(outputs.map((output) => build.write(output)));
  } finally {
    await build.close();
  }
}

/** The IIFE and the chunks it loads lazily (tools/iife-chunks.ts explains the three passes). */
async function buildIife(): Promise<void> {
  const { iifeConfigs } = await import('../rollup.config.ts');
  let core: CoreGraph | undefined;
  await (await rollup(iifeConfigs.coreGraph((graph) => (core = graph)))).close();
  if (!core) throw new Error('the IIFE core graph was not read');
  const used: UsedCore = new Map();
  const [chunks] = await bundle(iifeConfigs.chunks(core, used));
  const chunkOf = new Map<string, string>();
  for (const file of chunks?.output ?? []) {
    if (file.type === 'chunk' && file.isEntry && file.facadeModuleId) chunkOf.set(file.facadeModuleId, `${CHUNKS_DIR}/${file.fileName}`);
  }
  await bundle(iifeConfigs.iife(used, chunkOf));
}

/**
 * The rollup builds (dist/esm, dist/react, dist/landscape-elements.js with dist/chunks); runs from
 * the project root.
 */
export async function buildBundles(): Promise<void> {
  process.chdir(root);
  const { esmConfig, reactConfig } = await import('../rollup.config.ts');
  await Promise.all(
    ['dist/esm', 'dist/react', `dist/${CHUNKS_DIR}`, 'dist/landscape-elements.js'].map((target) => rm(target, { recursive: true, force: true })),
  );
  await Promise.all([
    timed('rollup es', () => bundle(esmConfig)),
    timed('rollup es, host React', () => bundle(reactConfig)),
    timed('rollup iife + chunks', buildIife),
  ]);
}

/** custom-elements.json, then dist/docs/ from it; the manifest, for what else is made from it. */
export async function buildDocs(): Promise<Manifest> {
  let manifest: Manifest | undefined;
  await timed('custom-elements.json', async () => {
    manifest = await writeManifest(root);
  });
  await timed('documentation (dist/docs)', () => writeDocs(root));
  if (!manifest) throw new Error('custom-elements.json was not written');
  return manifest;
}

/** The manifest and the documentation, then the declarations: they say what the manifest says. */
async function buildFromManifest(): Promise<void> {
  const manifest = await buildDocs();
  await timed('declarations (dist/types)', () => writePublicTypes(root, manifest));
}

async function main(): Promise<void> {
  const start = performance.now();
  console.log('Building dist/, custom-elements.json, the declarations and the documentation');
  await Promise.all([buildBundles(), buildFromManifest()]);
  console.log(`Build done in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
