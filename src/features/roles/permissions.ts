import type { Permission, Role } from '../../api/roles.ts';
import { isBlankName } from '../../lib/display-name.ts';

/** Shown with AddComputerToAccessGroup and never on its own (admin-account.md §2.3). */
export const ADD_TO_ACCESS_GROUP = 'AddComputerToAccessGroup';
export const REMOVE_FROM_ACCESS_GROUP = 'RemoveComputerFromAccessGroup';

/**
 * One row of the permission matrices, one "property" of the summaries (§2.3): its label as the
 * catalogue's titles give it (`instances`, `pending instances`: the UI upper-cases the first letter
 * where it starts a text) and its view and manage permissions, either possibly absent.
 */
export interface PermissionRow {
  readonly label: string;
  readonly global: boolean;
  readonly view?: string;
  readonly manage?: string;
}

const isView = (name: string): boolean => /view/i.test(name);
/** Neither in the View nor in the Manage summary (RemoveComputerFromAccessGroup and the like). */
const isRemoval = (name: string): boolean => /remove/i.test(name);

/** A text with its first letter upper-cased ("instances, scripts" → "Instances, scripts"). */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A permission's row label: its title without a leading View/Manage, its first "computer" said "instance". */
function labelOf(permission: Permission): string {
  if (permission.name === ADD_TO_ACCESS_GROUP) return 'access group';
  const bare = permission.title.replace(/^(view|manage) /i, '').trim();
  if (isBlankName(bare)) return permission.name;
  return bare.replace(/computer/i, (word) => (word.charAt(0) === 'C' ? 'Instance' : 'instance'));
}

const byLabel = (a: PermissionRow, b: PermissionRow): number => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });

/**
 * The matrices' rows from `GetPermissions` (§2.3): RemoveComputerFromAccessGroup left out; a name
 * holding "view" is a row's view permission, any other its manage one; permissions whose labels are
 * the same (case aside) share a row, the first of a kind kept. Rows without a view permission first,
 * then by label.
 */
export function permissionRows(catalogue: readonly Permission[]): PermissionRow[] {
  const rows = new Map<string, { label: string; global: boolean; view?: string; manage?: string }>();
  for (const permission of catalogue) {
    if (permission.name === REMOVE_FROM_ACCESS_GROUP) continue;
    const label = labelOf(permission);
    const key = label.toLowerCase();
    const row = rows.get(key) ?? { label, global: permission.global };
    const kind = isView(permission.name) ? 'view' : 'manage';
    row[kind] ??= permission.name;
    rows.set(key, row);
  }
  const all = [...rows.values()];
  return [...all.filter((row) => row.view === undefined).sort(byLabel), ...all.filter((row) => row.view !== undefined).sort(byLabel)];
}

/** Every permission a role holds, both kinds. */
export const heldBy = (role: Pick<Role, 'permissions' | 'global_permissions'>): string[] => [...role.permissions, ...role.global_permissions];

/** A summary cell (§2.2): every property, else the labels in the matrices' order (names the catalogue lacks last, as they are). */
export type Summary = { readonly all: true } | { readonly all: false; readonly labels: readonly string[] };

/**
 * The View and Manage summaries of a role (§2.2). Manage: the rows whose manage permission the role
 * holds. View: the rows having a view permission whose view or manage permission it holds (managing
 * implies viewing). A permission the catalogue does not list shows by its name (in View when its
 * name holds "view", else in Manage), never as an empty label. Every row of the kind covered:
 * All properties.
 */
export function roleSummary(role: Pick<Role, 'permissions' | 'global_permissions'>, rows: readonly PermissionRow[]): { readonly view: Summary; readonly manage: Summary } {
  const held = new Set(heldBy(role));
  const known = new Set<string>([REMOVE_FROM_ACCESS_GROUP]);
  for (const row of rows) {
    if (row.view) known.add(row.view);
    if (row.manage) known.add(row.manage);
  }
  const unknown = [...held].filter((name) => !known.has(name) && !isRemoval(name));
  const summary = (candidates: readonly PermissionRow[], covered: (row: PermissionRow) => boolean, extra: readonly string[]): Summary => {
    const labels = candidates.filter(covered).map((row) => row.label);
    if (candidates.length > 0 && labels.length === candidates.length) return { all: true };
    return { all: false, labels: [...labels, ...extra] };
  };
  const has = (name: string | undefined) => name !== undefined && held.has(name);
  return {
    manage: summary(
      rows.filter((row) => row.manage !== undefined),
      (row) => has(row.manage),
      unknown.filter((name) => !isView(name)),
    ),
    view: summary(
      rows.filter((row) => row.view !== undefined),
      (row) => has(row.view) || has(row.manage),
      unknown.filter(isView),
    ),
  };
}

/** The view permissions `names` imply: each managed row's view permission. */
function withImpliedViews(names: Iterable<string>, rows: readonly PermissionRow[]): Set<string> {
  const result = new Set(names);
  for (const row of rows) if (row.manage && row.view && result.has(row.manage)) result.add(row.view);
  return result;
}

/** AddComputerToAccessGroup brings RemoveComputerFromAccessGroup along, and takes it when it goes. */
function withAccessGroupPair(names: Set<string>, original: ReadonlySet<string>): Set<string> {
  if (names.has(ADD_TO_ACCESS_GROUP)) names.add(REMOVE_FROM_ACCESS_GROUP);
  else if (original.has(ADD_TO_ACCESS_GROUP)) names.delete(REMOVE_FROM_ACCESS_GROUP);
  return names;
}

/**
 * What the form starts from for a role: every permission it holds and the views they imply (a View
 * box shows ticked under a ticked Manage). Names the form has no box for stay in, untouched.
 */
export function initialSelection(held: Iterable<string>, rows: readonly PermissionRow[]): string[] {
  return [...withImpliedViews(held, rows)];
}

/** Ticking Manage ticks View too; unticking Manage leaves View ticked (§2.4). */
export function setManage(selection: readonly string[], row: PermissionRow, checked: boolean): string[] {
  if (!row.manage) return [...selection];
  const next = new Set(selection);
  if (checked) {
    next.add(row.manage);
    if (row.view) next.add(row.view);
  } else {
    next.delete(row.manage);
  }
  return [...next];
}

export function setView(selection: readonly string[], row: PermissionRow, checked: boolean): string[] {
  if (!row.view) return [...selection];
  const next = new Set(selection);
  if (checked) next.add(row.view);
  // Managing implies viewing: the View box is disabled under a ticked Manage.
  else if (!(row.manage && next.has(row.manage))) next.delete(row.view);
  return [...next];
}

/** What a new role is given (§2.4 add): the selection, the views it implies, the access-group pair. */
export function permissionsToAdd(selection: readonly string[], rows: readonly PermissionRow[]): string[] {
  return [...withAccessGroupPair(withImpliedViews(selection, rows), new Set())];
}

/**
 * The permission changes of an edit (§2.4, HEAD's corrected algorithm, global permissions included):
 * the selection with the views it implies against what the role holds. What only the selection has
 * is added, except a view the role's own Manage still implies (an edit that changes nothing sends
 * nothing); what only the role holds is removed. A view ticked under a Manage being removed is added
 * when the role did not hold it, so the role read back is what the form showed.
 * AddComputerToAccessGroup drags RemoveComputerFromAccessGroup along both ways.
 */
export function permissionChanges(held: readonly string[], selection: readonly string[], rows: readonly PermissionRow[]) {
  const heldSet = new Set(held);
  const base = withAccessGroupPair(new Set(held), new Set());
  const desired = withAccessGroupPair(withImpliedViews(selection, rows), heldSet);
  const impliedKept = new Set(rows.filter((row) => row.view && row.manage && heldSet.has(row.manage) && desired.has(row.manage)).map((row) => row.view!));
  return {
    add: [...desired].filter((name) => !base.has(name) && !impliedKept.has(name)),
    remove: held.filter((name, index) => !desired.has(name) && held.indexOf(name) === index),
  };
}
