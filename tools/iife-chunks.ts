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

/**
 * Pass 2: in the chunks, a core module becomes a view of the IIFE's instance from the registry.
 * `used` collects the core modules the chunks import, for the IIFE to register.
 */
export function takeCoreFromIife(core: CoreGraph, used: Set<string>): Plugin {
  return {
    name: 'landscape-core-from-iife',
    async resolveId(source, importer, options) {
      if (source === REGISTRY || source.startsWith(CORE_PREFIX)) return source;
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !core.modules.has(resolved.id)) return resolved;
      used.add(resolved.id);
      return CORE_PREFIX + keyOf(resolved.id);
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
export function loadLazyFromChunks(shared: ReadonlySet<string>, chunkOf: ReadonlyMap<string, string>, entry: string): Plugin {
  const modules = [...shared].sort();
  return {
    name: 'landscape-lazy-from-chunks',
    resolveId(source) {
      if (source === IIFE_ENTRY) return IIFE_ENTRY;
      if (modules.includes(source)) return source;
      return null;
    },
    load(id) {
      if (id !== IIFE_ENTRY) return null;
      return [
        `import { share } from ${JSON.stringify(runtimeModule)};`,
        ...modules.map((module, index) => `import * as m${index} from ${JSON.stringify(module)};`),
        `export * from ${JSON.stringify(path.resolve(root, entry))};`,
        `share({ ${modules.map((module, index) => `${JSON.stringify(keyOf(module))}: m${index}`).join(', ')} });`,
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
