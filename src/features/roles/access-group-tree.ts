import type { AccessGroup } from '../../api/access-groups.ts';

/** One access group in the role form's tree (admin-account.md §2.4, Access Groups). */
export interface GroupNode {
  readonly name: string;
  readonly title: string;
  readonly depth: number;
  /** The parent's name; null for a root. */
  readonly parent: string | null;
  readonly children: readonly string[];
}

/** The tree in display order (each group before its children), and each group by name. */
export interface GroupTree {
  readonly nodes: readonly GroupNode[];
  readonly byName: ReadonlyMap<string, GroupNode>;
}

const byName = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The access groups as a tree from their `parent` names: roots are the groups without a parent (or
 * whose parent is unknown), siblings ordered by name, each group followed by its subtree. A loop in
 * the parents starts a tree of its own at its first group by name, so every group shows once.
 */
export function groupTree(groups: readonly Pick<AccessGroup, 'name' | 'title' | 'parent'>[]): GroupTree {
  const unique = [...new Map(groups.map((group) => [group.name, group])).values()].sort(byName);
  const names = new Set(unique.map((group) => group.name));
  const childrenOf = new Map<string, string[]>();
  for (const group of unique) {
    if (group.parent && names.has(group.parent) && group.parent !== group.name) {
      childrenOf.set(group.parent, [...(childrenOf.get(group.parent) ?? []), group.name]);
    }
  }
  const titles = new Map(unique.map((group) => [group.name, group.title]));
  const nodes: GroupNode[] = [];
  const index = new Map<string, GroupNode>();
  const visit = (name: string, parent: string | null, depth: number) => {
    if (index.has(name)) return;
    const children = (childrenOf.get(name) ?? []).filter((child) => !index.has(child) && child !== parent);
    const node: GroupNode = { name, title: titles.get(name) ?? name, depth, parent, children };
    nodes.push(node);
    index.set(name, node);
    for (const child of children) visit(child, name, depth + 1);
  };
  for (const group of unique) if (!group.parent || !names.has(group.parent) || group.parent === group.name) visit(group.name, null, 0);
  // What a loop left out.
  for (const group of unique) visit(group.name, null, 0);
  // A child reached again from a loop was dropped from its second parent: keep children as visited.
  const fixed = nodes.map((node) => ({ ...node, children: node.children.filter((child) => index.get(child)?.parent === node.name) }));
  return { nodes: fixed, byName: new Map(fixed.map((node) => [node.name, node])) };
}

/** `name` and every group below it. */
export function subtree(tree: GroupTree, name: string): string[] {
  const result: string[] = [];
  const walk = (current: string) => {
    result.push(current);
    for (const child of tree.byName.get(current)?.children ?? []) walk(child);
  };
  if (tree.byName.has(name)) walk(name);
  return result;
}

function ancestors(tree: GroupTree, name: string): string[] {
  const result: string[] = [];
  let parent = tree.byName.get(name)?.parent ?? null;
  while (parent !== null && !result.includes(parent)) {
    result.push(parent);
    parent = tree.byName.get(parent)?.parent ?? null;
  }
  return result;
}

export type TickState = 'checked' | 'mixed' | 'unchecked';

/** A group's box: ticked; some but not all of the groups below it ticked (mixed); or not. */
export function tickState(tree: GroupTree, ticked: ReadonlySet<string>, name: string): TickState {
  if (ticked.has(name)) return 'checked';
  const below = subtree(tree, name).slice(1);
  return below.some((group) => ticked.has(group)) ? 'mixed' : 'unchecked';
}

/**
 * A press on a group's box (§2.4). Unticked without anything ticked below: it and every group below
 * it are ticked, then each group above whose children are now all ticked, up to the first that is
 * not. Ticked, or with some groups below ticked: it, every group below and every group above it are
 * unticked.
 */
export function toggleGroup(tree: GroupTree, ticked: ReadonlySet<string>, name: string): Set<string> {
  const next = new Set(ticked);
  if (tickState(tree, ticked, name) === 'unchecked') {
    for (const group of subtree(tree, name)) next.add(group);
    for (const parent of ancestors(tree, name)) {
      const children = tree.byName.get(parent)?.children ?? [];
      if (!children.every((child) => next.has(child))) break;
      next.add(parent);
    }
  } else {
    for (const group of [...subtree(tree, name), ...ancestors(tree, name)]) next.delete(group);
  }
  return next;
}

/** A role's access groups as the tree shows them: each with every group below it (§2.4 edit). */
export function expandGroups(tree: GroupTree, names: readonly string[]): Set<string> {
  return new Set(names.flatMap((name) => subtree(tree, name)));
}

/**
 * What is sent for the ticked groups (§2.4): the tree from the top down, a ticked group stands for
 * every group below it, which is left out. The result follows the tree's order.
 */
export function collapseGroups(tree: GroupTree, ticked: ReadonlySet<string>): string[] {
  return tree.nodes.filter((node) => ticked.has(node.name) && !ancestors(tree, node.name).some((parent) => ticked.has(parent))).map((node) => node.name);
}

/**
 * The access-group changes of an edit (§2.4): nothing when the boxes are as they started; else the
 * collapsed ticks (and the role's groups the tree does not know, kept) against the role's groups.
 */
export function accessGroupChanges(tree: GroupTree, roleGroups: readonly string[], ticked: ReadonlySet<string>) {
  const start = expandGroups(tree, roleGroups);
  const same = start.size === ticked.size && [...ticked].every((name) => start.has(name));
  if (same) return { add: [], remove: [] };
  const unknown = roleGroups.filter((name) => !tree.byName.has(name));
  const wanted = new Set([...collapseGroups(tree, ticked), ...unknown]);
  return {
    add: [...wanted].filter((name) => !roleGroups.includes(name)),
    remove: roleGroups.filter((name, index) => !wanted.has(name) && roleGroups.indexOf(name) === index),
  };
}
