import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { groupChunks, type ChunkGroups } from './chunk-groups.ts';

interface Node {
  readonly imports?: readonly string[];
  readonly lazy?: readonly string[];
  readonly entry?: boolean;
}

/** A module graph as rollup's manualChunks sees it: static imports, dynamic imports, entries. */
function graph(nodes: Readonly<Record<string, Node>>): ManualChunkMeta {
  const dynamicImporters = (id: string) => Object.keys(nodes).filter((other) => nodes[other]?.lazy?.includes(id));
  const info = (id: string) =>
    nodes[id] && ({
      id,
      code: 'x',
      importedIds: nodes[id]?.imports ?? [],
      dynamicallyImportedIds: nodes[id]?.lazy ?? [],
      dynamicImporters: dynamicImporters(id),
      isEntry: nodes[id]?.entry ?? false,
      isExternal: false,
    } as unknown as ModuleInfo);
  return { getModuleIds: () => Object.keys(nodes)[Symbol.iterator](), getModuleInfo: (id) => info(id) ?? null };
}

function chunksOf(nodes: Readonly<Record<string, Node>>, groups: Partial<ChunkGroups> = {}): Record<string, string | undefined> {
  const manualChunks = groupChunks({
    staticEntry: (id) => id.startsWith('element-'),
    stateEntry: (id) => id === 'element-root',
    homeOf: () => undefined,
    nameOf: (id) => id,
    ...groups,
  });
  const meta = graph(nodes);
  return Object.fromEntries(Object.keys(nodes).map((id) => [id, manualChunks(id, meta) ?? undefined]));
}

const NODES: Readonly<Record<string, Node>> = {
  'element-root': { entry: true, imports: ['store'] },
  'element-list': { entry: true, imports: ['react', 'store'], lazy: ['ListScreen'] },
  'element-portal': { entry: true, imports: ['react'], lazy: ['Shell'] },
  store: {},
  react: { imports: ['store'] },
  Shell: { imports: ['layout', 'page'], lazy: ['ListScreen', 'FormScreen', 'Login'] },
  ListScreen: { imports: ['page', 'table', 'list-only'] },
  FormScreen: { imports: ['page', 'table', 'form'] },
  Login: { imports: ['form'] },
  layout: {},
  page: {},
  table: {},
  'list-only': {},
  form: { imports: ['yup'] },
  yup: {},
};

describe('groupChunks', () => {
  it('puts what the state entry imports in state, the rest of the entries’ imports in core, entries alone', () => {
    const chunks = chunksOf(NODES);
    assert.equal(chunks.store, 'state');
    assert.equal(chunks.react, 'core');
    assert.equal(chunks['element-root'], undefined);
    assert.equal(chunks['element-list'], undefined);
  });

  it('leaves to core what notState names, and what only it imports', () => {
    const chunks = chunksOf(
      { ...NODES, store: { imports: ['hooks', 'query'] }, hooks: { imports: ['react'] }, react: { imports: ['scheduler'] }, scheduler: {}, query: {} },
      { notState: (id) => id === 'hooks' || id === 'react' },
    );
    assert.equal(chunks.store, 'state');
    assert.equal(chunks.query, 'state');
    assert.equal(chunks.hooks, 'core');
    assert.equal(chunks.react, 'core');
    assert.equal(chunks.scheduler, 'core');
  });

  it('gives a lazy entry one file with the code only it uses', () => {
    const chunks = chunksOf(NODES);
    assert.equal(chunks.ListScreen, 'ListScreen');
    assert.equal(chunks['list-only'], 'ListScreen');
    assert.equal(chunks.layout, 'Shell');
    assert.equal(chunks.Shell, 'Shell');
  });

  it('asks homeOf where shared code goes: a user’s file, or the core', () => {
    const asked: string[][] = [];
    const chunks = chunksOf(NODES, {
      homeOf: (users) => {
        asked.push([...users].sort());
        return users.includes('Login') ? 'Login' : undefined;
      },
    });
    assert.equal(chunks.page, 'core');
    assert.equal(chunks.table, 'core');
    assert.equal(chunks.form, 'Login');
    assert.equal(chunks.yup, 'Login');
    assert.deepEqual(asked.find((users) => users.includes('Login')), ['FormScreen', 'Login']);
    assert.deepEqual(asked.find((users) => users.includes('Shell')), ['FormScreen', 'ListScreen', 'Shell']);
  });

  it('puts a lazy entry withEntry names in that static entry’s own file', () => {
    const chunks = chunksOf(NODES, { withEntry: (id) => (id === 'Shell' ? 'element-portal' : undefined) });
    assert.equal(chunks.Shell, 'element-portal');
    assert.equal(chunks.layout, 'element-portal');
    assert.equal(chunks['element-portal'], 'element-portal');
    assert.equal(chunks.ListScreen, 'ListScreen');
  });

  it('names the shared group as asked where the core lives elsewhere (the IIFE’s chunks)', () => {
    const chunks = chunksOf(NODES, { staticEntry: () => false, stateEntry: undefined, core: 'shared' });
    assert.equal(chunks.page, 'shared');
    assert.equal(chunks.store, 'shared');
    // Every entry is lazy code there: each its own file.
    assert.equal(chunks['element-list'], 'element-list');
  });
});
