/**
 * Text catalogues a host can override (a path to translations). Each feature keeps its texts in one
 * object and registers it under a public path ('activities', 'security-profiles.form'). The registry
 * changes those objects in place, so code that reads `T.title` when it renders sees the current
 * text; code must not copy a text into a constant when its module loads.
 *
 * Overrides are page-wide, like the document's language. Each assignment starts again from the
 * pristine defaults (a later one replaces, never accumulates). A catalogue that registers later (a
 * screen's lazy code) gets the overrides already set.
 */

/** A catalogue: texts, functions giving texts, nested groups and lists of them. */
export type Catalogue = object;

/** What a host may give for a catalogue: any part of it; a function-valued text may also be a string. */
export type TextOverrides<T> = T extends (...args: infer A) => infer R
  ? ((...args: A) => R) | (R extends string ? string : never)
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [K in number]?: TextOverrides<T[number]> } | readonly TextOverrides<T[number]>[]
      : T extends object
        ? { readonly [K in keyof T]?: TextOverrides<T[K]> }
        : T;

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** A copy of the defaults: nested groups copied, texts and functions shared. */
function snapshot<T>(value: T): T {
  if (Array.isArray(value)) return value.map(snapshot) as T;
  if (!isTree(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, snapshot(item)])) as T;
}

/** Puts the pristine values back into the live object, keeping every nested object's identity. */
function restore(live: Tree, pristine: Tree): void {
  for (const [key, value] of Object.entries(pristine)) {
    const current = live[key];
    if (isTree(value) && isTree(current)) restore(current, value);
    else live[key] = value;
  }
}

/**
 * Writes the overrides into the live object where they fit the default's shape (a text for a text,
 * a function or a text for a function, a group for a group). Returns the paths that did not fit.
 */
function apply(live: Tree, overrides: Tree, path: string, skip: ReadonlySet<string>): string[] {
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    if (skip.has(key)) continue;
    const at = path ? `${path}.${key}` : key;
    const current = Object.hasOwn(live, key) ? live[key] : undefined;
    if (typeof current === 'string' && typeof value === 'string') live[key] = value;
    else if (typeof current === 'function' && typeof value === 'function') live[key] = value;
    else if (typeof current === 'function' && typeof value === 'string') live[key] = () => value;
    else if (isTree(current) && isTree(value)) unknown.push(...apply(current, value, at, new Set()));
    else if (value !== undefined) unknown.push(at);
  }
  return unknown;
}

interface Entry {
  readonly live: Tree;
  readonly pristine: Tree;
}

export interface TextsRegistry {
  /** Registers a catalogue under a known path (e.g. 'security-profiles.form'); returns it, live. */
  register<T extends Catalogue>(path: string, catalogue: T): T;
  /** Replaces the overrides (deep-partial, by path); undefined or {} restores every default. */
  set(overrides: unknown): void;
  /** The overrides last set. */
  current(): unknown;
  /** Changes each time the texts do (for re-rendering). */
  version(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * A registry for catalogues at the given paths ('a', 'a.b'): overrides for a path not listed, or for
 * a key its catalogue does not have, are ignored with one warning per assignment.
 */
export function createTextsRegistry(paths: readonly string[], warn: (message: string) => void = (message) => console.warn(message)): TextsRegistry {
  const known = new Set(paths);
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let overrides: Tree = {};
  let assigned: unknown = {};
  let version = 0;

  /** The part of the overrides for a path, if any. */
  const at = (path: string): Tree | undefined => {
    let node: unknown = overrides;
    for (const segment of path.split('.')) node = isTree(node) ? node[segment] : undefined;
    return isTree(node) ? node : undefined;
  };

  /** Names of the catalogues directly below a path (their overrides belong to them, not to it). */
  const childrenOf = (path: string): Set<string> =>
    new Set([...known].filter((other) => other.startsWith(`${path}.`)).map((other) => other.slice(path.length + 1).split('.')[0]!));

  const applyTo = (path: string, entry: Entry): string[] => {
    restore(entry.live, entry.pristine);
    const own = at(path);
    return own ? apply(entry.live, own, path, childrenOf(path)) : [];
  };

  /** Paths named in the overrides that lead to no catalogue. */
  const strays = (node: Tree, path: string): string[] =>
    Object.entries(node).flatMap(([key, value]) => {
      const next = path ? `${path}.${key}` : key;
      if (known.has(next)) return isTree(value) ? [] : [next];
      if ([...known].some((other) => other.startsWith(`${next}.`))) return isTree(value) ? strays(value, next) : [next];
      // Keys of a catalogue are checked when it applies.
      return path && known.has(path) ? [] : [next];
    });

  const report = (unknown: readonly string[]) => {
    if (unknown.length > 0) warn(`Landscape texts: ignored unknown texts ${unknown.map((path) => `"${path}"`).join(', ')}.`);
  };

  return {
    register(path, catalogue) {
      if (!known.has(path)) throw new Error(`Unknown text catalogue "${path}".`);
      if (entries.has(path)) return entries.get(path)!.live as typeof catalogue;
      const entry: Entry = { live: catalogue as unknown as Tree, pristine: snapshot(catalogue as unknown as Tree) };
      entries.set(path, entry);
      report(applyTo(path, entry));
      return catalogue;
    },
    set(value) {
      assigned = value ?? {};
      overrides = isTree(value) ? snapshot(value) : {};
      const unknown = strays(overrides, '');
      for (const [path, entry] of entries) unknown.push(...applyTo(path, entry));
      report(unknown);
      version += 1;
      for (const listener of listeners) listener();
    },
    current: () => assigned,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
