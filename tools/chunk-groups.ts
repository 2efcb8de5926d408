/**
 * How the builds group modules into files (rollup `output.manualChunks`), so that a page loads a few
 * files instead of a swarm of small shared chunks (each one a request and a worse gzip ratio):
 * - `state`: what `stateEntry` (landscape-root) imports: the store without React, so the root can
 *   start its requests while React is still on its way;
 * - `core`: everything else the entries import statically (React, defineElement, element shells),
 *   plus the lazy code `homeOf` sends there (code most screens share);
 * - one file per lazy entry (a screen, the portal shell, a piece loaded on first use) with the code
 *   only it uses, and the code it holds for the others that `homeOf` gives it.
 * Only static imports count: what a lazy entry loads lazily in turn is a lazy entry of its own.
 */
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

export interface ChunkGroups {
  /** The build's entries the page loads itself (the elements); every other module is lazy code. */
  readonly staticEntry: (id: string) => boolean;
  /** A module whose static imports form `state`; none in a build without the element entries. */
  readonly stateEntry?: (id: string) => boolean;
  /**
   * Modules `state` leaves to `core` (React and the store's hooks), and what only they import: the
   * state entry's graph names them (a package's index re-exports its React part) but does not use
   * them, and they would weigh on its load.
   */
  readonly notState?: (id: string) => boolean;
  /**
   * Where code that several lazy entries use (`users`, two or more) goes: one of them, whose file
   * then holds it for the others, or undefined for the shared core. `id` is the module.
   */
  readonly homeOf: (users: readonly string[], id: string) => string | undefined;
  /** A lazy entry's file name (its chunk's `[name]`). */
  readonly nameOf: (id: string) => string;
  /**
   * A lazy entry whose file is a static entry's own (the static entry returned): the portal shell in
   * landscape-portal.js, one request less, and it arrives with the element instead of after it.
   */
  readonly withEntry?: (id: string) => string | undefined;
  /** The name of the shared group: `core` beside the entries, something else where the core lives elsewhere. */
  readonly core?: string;
}

type Plan = ReadonlyMap<string, string>;

function plan(meta: ManualChunkMeta, groups: ChunkGroups): Plan {
  const info = (id: string) => meta.getModuleInfo(id);
  const ids = [...meta.getModuleIds()];
  const closure = (starts: readonly string[], skip: (id: string) => boolean = () => false): Set<string> => {
    const seen = new Set<string>();
    const stack = [...starts];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id) || skip(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const core = groups.core ?? 'core';
  const entries = ids.filter((id) => info(id)?.isEntry);
  const statics = entries.filter(groups.staticEntry);
  const chunkOf = new Map<string, string>();
  const stateEntries = statics.filter((id) => groups.stateEntry?.(id));
  for (const id of closure(stateEntries, groups.notState)) chunkOf.set(id, 'state');
  for (const id of closure(statics)) if (!chunkOf.has(id)) chunkOf.set(id, core);
  for (const id of statics) chunkOf.delete(id);

  const lazy = ids.filter((id) => !chunkOf.has(id) && !statics.includes(id) && (info(id)?.dynamicImporters.length || info(id)?.isEntry));
  const reach = new Map(lazy.map((id) => [id, closure([id])]));
  const usersOf = (id: string) => lazy.filter((entry) => reach.get(entry)?.has(id));
  const rest = ids.filter((id) => !chunkOf.has(id) && !statics.includes(id) && !info(id)?.isExternal);
  const users = new Map(rest.map((id) => [id, usersOf(id)]));
  const nameOf = (lazyEntry: string) => groups.nameOf(groups.withEntry?.(lazyEntry) ?? lazyEntry);
  for (const [id, of] of users) {
    const home = of.length === 1 ? of[0] : of.length > 1 ? groups.homeOf(of, id) : undefined;
    if (of.length > 0) chunkOf.set(id, home === undefined ? core : nameOf(home));
  }
  for (const id of lazy) {
    const entry = groups.withEntry?.(id);
    if (entry !== undefined) chunkOf.set(entry, groups.nameOf(entry));
  }
  return chunkOf;
}

/** `output.manualChunks` for a build; the plan is made once per build, from its whole module graph. */
export function groupChunks(groups: ChunkGroups): GetManualChunk {
  const plans = new WeakMap<ManualChunkMeta['getModuleInfo'], Plan>();
  return (id, meta) => {
    let made = plans.get(meta.getModuleInfo);
    if (!made) plans.set(meta.getModuleInfo, (made = plan(meta, groups)));
    return made.get(id);
  };
}
