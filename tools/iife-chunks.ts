/**
 * The script-tag build with lazy screens (DESIGN.md "Build outputs"). An IIFE cannot split code, so:
 * 1. the IIFE's module graph is read with every dynamic import left out: the "core" (React, the store,
 *    defineElement, the element shells) and the screens it loads lazily;
 * 2. the lazy screens are built as ES modules into dist/chunks/; wherever they import a core module,
 *    they take the IIFE's own instance from a registry instead of bundling a second copy (one React,
 *    one set of atoms, one shared stylesheet);
 * 3. the IIFE is built from the core, registers the core modules the chunks use, and loads each
 *    screen with `import()` from beside its own address (elements/iife-runtime.ts).
 * The registry is keyed by the folder the script came from, so two copies from two places stay apart.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'rollup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runtimeModule = path.join(root, 'elements/iife-runtime.ts');

const REGISTRY = '\0landscape-registry';
const CORE_PREFIX = '\0landscape-core:';
export const IIFE_ENTRY = '\0landscape-iife-entry';
/** The chunks' folder below dist/ (the registry module computes dist/ as its parent). */
export const CHUNKS_DIR = 'chunks';

/** A module id without this machine's path, the same in the IIFE and in the chunks. */
export const keyOf = (id: string): string => id.split(root + path.sep).join('').split(path.sep).join('/');

export interface CoreGraph {
  /** Every module the IIFE bundles. */
  readonly modules: ReadonlySet<string>;
  /** The targets of dynamic imports inside it: the chunks' entries. */
  readonly lazy: ReadonlySet<string>;
}

/** Pass 1: records the IIFE's graph with dynamic imports left out. */
export function readCoreGraph(onGraph: (graph: CoreGraph) => void): Plugin {
  const lazy = new Set<string>();
  return {
    name: 'landscape-core-graph',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      if (resolved) lazy.add(resolved.id);
      return false;
    },
    buildEnd(error) {
      if (error) return;
      // The dynamic imports' targets are listed too, as external modules: they are not bundled.
      const bundled = [...this.getModuleIds()].filter((id) => !this.getModuleInfo(id)?.isExternal && !lazy.has(id));
      onGraph({ modules: new Set(bundled), lazy });
    },
  };
}

/** The core modules the chunks import, each with the names they take from it ('*': all of it). */
export type UsedCore = Map<string, Set<string>>;

/** ESTree nodes as far as pass 2 reads them: the import and re-export declarations of a chunk's module. */
interface Specifier {
  readonly type: string;
  readonly imported?: { readonly name?: string; readonly value?: string };
  readonly local?: { readonly name?: string; readonly value?: string };
}
interface Declaration {
  readonly type: string;
  readonly source?: { readonly value?: unknown } | null;
  readonly specifiers?: readonly Specifier[];
}

const nameOf = (node: { readonly name?: string; readonly value?: string } | undefined) => node?.name ?? node?.value ?? '*';

/**
 * Pass 2: in the chunks, a core module becomes a view of the IIFE's instance from the registry.
 * `used` collects the core modules the chunks import and the names they take, for the IIFE to
 * register only those (a whole module namespace would keep every export of it in the IIFE).
 */
export function takeCoreFromIife(core: CoreGraph, used: UsedCore): Plugin {
  // importer → (import source as written → core module)
  const sources = new Map<string, Map<string, string>>();
  const take = (module: string, name: string) => {
    let names = used.get(module);
    if (!names) used.set(module, (names = new Set()));
    names.add(name);
  };
  return {
    name: 'landscape-core-from-iife',
    async resolveId(source, importer, options) {
      if (source === REGISTRY || source.startsWith(CORE_PREFIX)) return source;
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !core.modules.has(resolved.id)) return resolved;
      let own = sources.get(importer);
      if (!own) sources.set(importer, (own = new Map()));
      own.set(source, resolved.id);
      if (!used.has(resolved.id)) used.set(resolved.id, new Set());
      return CORE_PREFIX + keyOf(resolved.id);
    },
    moduleParsed(info) {
      const own = sources.get(info.id);
      if (!own) return;
      const body = ((info.ast as { body?: readonly Declaration[] } | null)?.body ?? []) as readonly Declaration[];
      const seen = new Set<string>();
      for (const node of body) {
        const source = typeof node.source?.value === 'string' ? node.source.value : undefined;
        const module = source === undefined ? undefined : own.get(source);
        if (!module || source === undefined) continue;
        seen.add(source);
        if (node.type === 'ExportAllDeclaration') take(module, '*');
        for (const specifier of node.specifiers ?? []) {
          if (specifier.type === 'ImportSpecifier') take(module, nameOf(specifier.imported));
          else if (specifier.type === 'ImportDefaultSpecifier') take(module, 'default');
          else if (specifier.type === 'ImportNamespaceSpecifier') take(module, '*');
          else if (specifier.type === 'ExportSpecifier') take(module, nameOf(specifier.local));
        }
        // A bare `import 'x'` takes nothing but its evaluation, which the IIFE does anyway.
      }
      // Imported some other way (a dynamic import of a core module): all of it.
      for (const [source, module] of own) if (!seen.has(source)) take(module, '*');
    },
    load(id) {
      if (id === REGISTRY) {
        return `export default globalThis[Symbol.for("landscape-elements " + new URL("..", import.meta.url).href)];`;
      }
      if (!id.startsWith(CORE_PREFIX)) return null;
      const key = JSON.stringify(id.slice(CORE_PREFIX.length));
      // Named imports are read from the registered namespace; `default` is its default export.
      return {
        code: `import registry from ${JSON.stringify(REGISTRY)};\nexport const __ns = registry[${key}];\nexport default __ns.default;`,
        syntheticNamedExports: '__ns',
      };
    },
  };
}

/**
 * Pass 3: the IIFE's entry registers the core modules the chunks use, and its dynamic imports load
 * the chunk files built in pass 2 (`chunkOf`: module id → file name below dist/).
 */
export function loadLazyFromChunks(shared: UsedCore, chunkOf: ReadonlyMap<string, string>, entry: string): Plugin {
  const modules = [...shared.keys()].sort();
  /** What the registry holds of a module: the names the chunks take (a plain object), or its namespace. */
  const registered = (module: string, index: number) => {
    const names = [...(shared.get(module) ?? [])].sort();
    if (names.includes('*')) return { importLine: `import * as m${index} from ${JSON.stringify(module)};`, value: `m${index}` };
    const locals = names.map((name, at) => `${JSON.stringify(name)} as m${index}_${at}`);
    return {
      importLine: names.length ? `import { ${locals.join(', ')} } from ${JSON.stringify(module)};` : `import ${JSON.stringify(module)};`,
      value: `{ ${names.map((name, at) => `${JSON.stringify(name)}: m${index}_${at}`).join(', ')} }`,
    };
  };
  return {
    name: 'landscape-lazy-from-chunks',
    resolveId(source) {
      if (source === IIFE_ENTRY) return IIFE_ENTRY;
      if (modules.includes(source)) return source;
      return null;
    },
    load(id) {
      if (id !== IIFE_ENTRY) return null;
      const entries = modules.map((module, index) => ({ module, ...registered(module, index) }));
      return [
        `import { share } from ${JSON.stringify(runtimeModule)};`,
        ...entries.map(({ importLine }) => importLine),
        `export * from ${JSON.stringify(path.resolve(root, entry))};`,
        `share({ ${entries.map(({ module, value }) => `${JSON.stringify(keyOf(module))}: ${value}`).join(', ')} });`,
      ].join('\n');
    },
    async transform(code, id) {
      if (!code.includes('import(')) return null;
      const calls = [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)];
      if (calls.length === 0) return null;
      let out = code;
      for (const call of calls) {
        const resolved = await this.resolve(call[2]!, id, { skipSelf: true });
        const file = resolved && chunkOf.get(resolved.id);
        if (!file) this.error(`${keyOf(id)}: no chunk was built for import(${call[2]})`);
        out = out.replace(call[0], `__landscapeLoadChunk(${JSON.stringify(file)})`);
      }
      return { code: `import { loadChunk as __landscapeLoadChunk } from ${JSON.stringify(runtimeModule)};\n${out}`, map: null };
    },
  };
}
