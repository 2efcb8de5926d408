import type { AccessGroup } from '../../api/access-groups.ts';
import { defineListParams, option, text, type ListParamsOf, type SortDirection } from '../../lib/list-params.ts';
import { ACCESS_GROUP_TEXTS as T } from './texts.ts';
import type { ParamSpec } from '../../lib/list-params.ts';

/** The columns a click on their header sorts by (screens admin-account.md §3.2; the parent by its title). */
export const SORT_COLUMNS = ['title', 'name', 'instances', 'parent'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/**
 * The list's parameters (SPEC §2, in its order, which is the order they are written in the address):
 * `groupBy` ('' flat, `parent` the tree), the search, and the sort (`sortBy` a column, `sort` asc or
 * desc; one without the other means no sort, so neither is kept).
 */
export const accessGroupListParams = defineListParams(
  {
    groupBy: option({ values: ['parent'] }),
    search: text({ chip: () => T.chips.search }),
    // `asc` or `desc` (list-params' `sort()` is the same; no other list uses it, so it is not in the core).
    sort: option({ values: ['asc', 'desc'] }) as unknown as ParamSpec<SortDirection>,
    sortBy: option({ values: SORT_COLUMNS }),
  },
  {
    chipOrder: ['search'],
    rules: [(params, defaults) => (params.sort === '' || params.sortBy === '' ? { ...params, sort: defaults.sort, sortBy: defaults.sortBy } : params)],
  },
);

export type AccessGroupListParams = ListParamsOf<typeof accessGroupListParams>;

/** A header click: ascending, descending, then unsorted (upstream's order); another column starts ascending. */
export function nextSort(current: Pick<AccessGroupListParams, 'sort' | 'sortBy'>, column: SortColumn): Pick<AccessGroupListParams, 'sort' | 'sortBy'> {
  if (current.sortBy !== column || current.sort === '') return { sortBy: column, sort: 'asc' };
  if (current.sort === 'asc') return { sortBy: column, sort: 'desc' };
  return { sortBy: '', sort: '' };
}

/** Whether a group matches the search: its name or title holds it (trimmed, any case; upstream §3.2). */
export function matchesSearch(group: Pick<AccessGroup, 'name' | 'title'>, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  return wanted === '' || group.name.toLocaleLowerCase().includes(wanted) || group.title.toLocaleLowerCase().includes(wanted);
}

/** One row of the table: a group, and where it sits in the tree (depth 0 in the flat view). */
export interface AccessGroupRow {
  readonly group: AccessGroup;
  /** 0 for a root (and every row of the flat view). */
  readonly depth: number;
  /** Its place among the siblings shown (1-based), and how many there are. */
  readonly posInSet: number;
  readonly setSize: number;
  /** The tree view: it has children shown (matching, or above a match); and whether they are. */
  readonly hasChildren: boolean;
  readonly expanded: boolean;
}

const collator = () => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export interface RowOptions {
  readonly search: string;
  readonly tree: boolean;
  /** Unsorted: the server's order. */
  readonly sortBy: SortColumn | '';
  readonly sort: SortDirection;
  /** A group's instance count; sorting by them asks for every one (unknown ones go last). */
  readonly countOf?: (name: string) => number | undefined;
  /** The tree view's closed groups (by name): their children are not rows. */
  readonly collapsed?: ReadonlySet<string>;
}

/**
 * The rows of the list. Flat: the groups matching the search, in the server's order or sorted. Tree:
 * the matching groups and every group above one (upstream), each under its parent, siblings in the
 * server's order or sorted; the children of a closed group are left out. A group whose parent is not
 * among the groups is a root; a loop in the parents ends where it closes.
 */
export function accessGroupRows(groups: readonly AccessGroup[], options: RowOptions): AccessGroupRow[] {
  const byName = new Map(groups.map((group) => [group.name, group]));
  const titleOf = (name: string) => byName.get(name)?.title ?? name;
  const compare = comparator(options, titleOf);
  const matching = groups.filter((group) => matchesSearch(group, options.search));
  if (!options.tree) {
    const rows = compare ? [...matching].sort(compare) : matching;
    return rows.map((group, index) => ({ group, depth: 0, posInSet: index + 1, setSize: rows.length, hasChildren: false, expanded: false }));
  }

  // The groups shown: the matching ones and their ancestors.
  const shown = new Set<string>();
  for (const group of matching) {
    for (let current: AccessGroup | undefined = group; current && !shown.has(current.name); current = byName.get(current.parent)) shown.add(current.name);
  }
  const isRoot = (group: AccessGroup) => group.parent === '' || !byName.has(group.parent) || group.parent === group.name;
  const children = new Map<string, AccessGroup[]>();
  const roots: AccessGroup[] = [];
  for (const group of groups) {
    if (!shown.has(group.name)) continue;
    if (isRoot(group)) roots.push(group);
    else children.set(group.parent, [...(children.get(group.parent) ?? []), group]);
  }
  const rows: AccessGroupRow[] = [];
  const placed = new Set<string>();
  const walk = (siblings: readonly AccessGroup[], depth: number) => {
    const ordered = (compare ? [...siblings].sort(compare) : siblings).filter((group) => !placed.has(group.name));
    ordered.forEach((group, index) => {
      placed.add(group.name);
      const below = (children.get(group.name) ?? []).filter((child) => !placed.has(child.name));
      const expanded = below.length > 0 && !options.collapsed?.has(group.name);
      rows.push({ group, depth, posInSet: index + 1, setSize: ordered.length, hasChildren: below.length > 0, expanded });
      if (expanded) walk(below, depth + 1);
      // A closed group's descendants are not rows, but they are placed: none turns up as a root.
      else markPlaced(group.name);
    });
  };
  const markPlaced = (name: string) => {
    for (const child of children.get(name) ?? []) {
      if (placed.has(child.name)) continue;
      placed.add(child.name);
      markPlaced(child.name);
    }
  };
  walk(roots, 0);
  return rows;
}

function comparator(options: RowOptions, titleOf: (name: string) => string): ((a: AccessGroup, b: AccessGroup) => number) | undefined {
  const { sortBy, sort: direction } = options;
  if (sortBy === '' || direction === '') return undefined;
  const sign = direction === 'asc' ? 1 : -1;
  const text = collator();
  switch (sortBy) {
    case 'title':
      return (a, b) => sign * text.compare(a.title, b.title);
    case 'name':
      return (a, b) => sign * text.compare(a.name, b.name);
    // Roots (no parent) first when ascending.
    case 'parent':
      return (a, b) => sign * text.compare(a.parent === '' ? '' : titleOf(a.parent), b.parent === '' ? '' : titleOf(b.parent));
    case 'instances': {
      const countOf = options.countOf ?? (() => undefined);
      // Unknown counts last, whichever the direction.
      return (a, b) => {
        const [x, y] = [countOf(a.name), countOf(b.name)];
        if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
        return sign * (x - y);
      };
    }
  }
}

/** The instances list showing the instances of one group: `/instances?accessGroups={name}` (upstream's link). */
export const groupInstancesPath = (name: string): string => `/instances?${new URLSearchParams({ accessGroups: name }).toString()}`;

/** The direct children of a group, in the server's order. */
export const childrenOf = (groups: readonly AccessGroup[], name: string): AccessGroup[] => groups.filter((group) => group.parent === name && group.name !== name);
