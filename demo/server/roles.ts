/**
 * Roles (admin-account.md §2, Settings › Roles; the future Settings › Administrators reads them too):
 * the permission catalogue `GetPermissions` lists, each organisation's roles per namespace, the Role
 * wire shape, and the rules of the legacy RBAC calls (Landscape's API docs, "Role Based Access
 * Control": CreateRole, CopyRole, Add/RemovePermissionsToRole, Add/RemoveAccessGroupsToRole,
 * Add/RemovePersonsToRole, RemoveRole; errors DuplicateRole, InvalidRoleName, UnknownRole,
 * InvalidPermissions, ReadOnlyRole, UnknownAccessGroups, UnknownPersons).
 *
 * A role's `persons` are the emails of the organisation's administrators (`administratorsOf`): the
 * users of the organisation and the people who created its activities (the event log's
 * administrators). The roles are made from the seed on first use in a namespace (`rolesOf`) and kept
 * per namespace (a WeakMap on its data), so a namespace's changes never show in another.
 */
import { ApiError, badRequest } from './http.ts';
import type { Organisation, SimData } from './model.ts';
import { HOSTILE } from './showcase.ts';

/** One permission as `GetPermissions` lists it. */
export interface Permission {
  name: string;
  title: string;
  /** Applies to the account as a whole, not to the role's access groups. */
  global: boolean;
}

/**
 * The permission catalogue (admin-account.md §2.3: the 37 names of upstream's HEAD mock, titles as it
 * gives them where the file quotes one, else in its "View X" / "Manage X" pattern), in the order
 * `GetPermissions` lists them; and `ExecuteScript`, an older permission a real server may still list,
 * whose title follows no pattern.
 */
export const PERMISSION_CATALOGUE: readonly Permission[] = [
  { name: 'ViewComputer', title: 'View computers', global: false },
  { name: 'ManageComputer', title: 'Manage computers', global: false },
  { name: 'AddComputerToAccessGroup', title: 'Add computers to an access group', global: false },
  { name: 'RemoveComputerFromAccessGroup', title: 'Remove computers from an access group', global: false },
  { name: 'ManagePendingComputer', title: 'Manage pending computers', global: false },
  { name: 'ViewScript', title: 'View scripts', global: false },
  { name: 'ManageScript', title: 'Manage scripts', global: false },
  { name: 'RedactScript', title: 'Redact scripts', global: false },
  { name: 'ViewScriptProfile', title: 'View script profiles', global: false },
  { name: 'ManageScriptProfile', title: 'Manage script profiles', global: false },
  { name: 'ViewPackageProfile', title: 'View package profiles', global: false },
  { name: 'ManagePackageProfile', title: 'Manage package profiles', global: false },
  { name: 'ViewRepository', title: 'View package repositories', global: false },
  { name: 'ManageRepository', title: 'Manage package repositories', global: false },
  { name: 'ViewRepositoryProfile', title: 'View repository profiles', global: false },
  { name: 'ManageRepositoryProfile', title: 'Manage repository profiles', global: false },
  { name: 'ViewUpgradeProfile', title: 'View upgrade profiles', global: false },
  { name: 'ManageUpgradeProfile', title: 'Manage upgrade profiles', global: false },
  { name: 'ViewRemovalProfile', title: 'View removal profiles', global: false },
  { name: 'ManageRemovalProfile', title: 'Manage removal profiles', global: false },
  { name: 'ViewScheduledProfile', title: 'View scheduled profiles', global: false },
  { name: 'ManageScheduledProfile', title: 'Manage scheduled profiles', global: false },
  { name: 'ViewChildInstanceProfile', title: 'View child instance profiles', global: false },
  { name: 'ManageChildInstanceProfile', title: 'Manage child instance profiles', global: false },
  { name: 'ViewAutoinstallFile', title: 'View Autoinstall Files', global: false },
  { name: 'ManageAutoinstallFile', title: 'Manage Autoinstall Files', global: false },
  { name: 'ViewEmployee', title: 'View Employees', global: false },
  { name: 'ManageEmployee', title: 'Manage Employees', global: false },
  { name: 'ManageMAAS', title: 'Manage MAAS Servers', global: false },
  { name: 'ExecuteScript', title: 'Execute scripts', global: false },
  { name: 'ManageAccount', title: 'Manage account', global: true },
  { name: 'ManageGPGKey', title: 'Manage GPG keys', global: true },
  { name: 'ManageSecrets', title: 'Manage secrets', global: true },
  { name: 'ViewBilling', title: 'View Billing', global: true },
  { name: 'ManageBilling', title: 'Manage Billing', global: true },
  { name: 'ViewEventLog', title: 'View event log', global: true },
  { name: 'ViewRole', title: 'View Roles', global: true },
  { name: 'ManageRole', title: 'Manage Roles', global: true },
];

/** The role every account has: every permission, the root access group; it cannot change or go. */
export const GLOBAL_ADMIN = 'GlobalAdmin';

/** The API docs' rule for a role's name (CreateRole, CopyRole). */
export const ROLE_NAME = /^[a-zA-Z][-+a-zA-Z0-9]*$/;

/** A role as the simulator keeps it: permissions of both kinds in one list, in catalogue order. */
export interface RoleRecord {
  key: number;
  name: string;
  description: string;
  permissions: string[];
  persons: string[];
  access_groups: string[];
}

/** The Role as the legacy calls answer it (the API docs' shape, `global_permissions` apart). */
export interface RoleReply {
  key: number;
  name: string;
  description: string;
  permissions: string[];
  global_permissions: string[];
  persons: string[];
  access_groups: string[];
}

const byName = new Map(PERMISSION_CATALOGUE.map((permission, index) => [permission.name, { permission, index }]));
const isGlobal = (name: string): boolean => byName.get(name)?.permission.global ?? false;
const catalogueOrder = (names: Iterable<string>): string[] =>
  [...new Set(names)].sort((a, b) => (byName.get(a)?.index ?? Infinity) - (byName.get(b)?.index ?? Infinity));

export function serializeRole(role: RoleRecord): RoleReply {
  return {
    key: role.key,
    name: role.name,
    description: role.description,
    permissions: role.permissions.filter((name) => !isGlobal(name)),
    global_permissions: role.permissions.filter(isGlobal),
    persons: [...role.persons],
    access_groups: [...role.access_groups],
  };
}

/**
 * An organisation's administrators' emails: its users (the people who sign in), by user id, then
 * everyone else who created one of its activities (the event log's administrators), by person id;
 * each email once (users and activity creators number their ids apart).
 */
export function administratorsOf(data: SimData, org: Organisation): string[] {
  const users = data.users.filter((user) => user.accounts.includes(org.name)).sort((a, b) => a.id - b.id);
  const creators = new Map<number, string>();
  for (const activity of org.activities) if (activity.creator) creators.set(activity.creator.id, activity.creator.email);
  const emails = [...users.map((user) => user.email), ...[...creators.entries()].sort((a, b) => a[0] - b[0]).map(([, email]) => email)];
  return [...new Set(emails)];
}

/**
 * The organisation's users who only look (routes/person.ts: the demo's first user owns every
 * organisation, the others are auditors): the Auditor role's people, and not GlobalAdmin's.
 */
function auditorsOf(data: SimData, org: Organisation): string[] {
  return data.users.filter((user) => user.id !== 1 && user.accounts.includes(org.name)).map((user) => user.email);
}

const ALL = PERMISSION_CATALOGUE.map((permission) => permission.name);
const VIEWS = ALL.filter((name) => name.startsWith('View'));

/** The hand-made roles after GlobalAdmin, per organisation (all in catalogue order when made). */
function seededRoles(org: Organisation, administrators: readonly string[], auditors: readonly string[]): Omit<RoleRecord, 'key'>[] {
  // Named people of the seed (seed.ts creators), when they administer the organisation.
  const only = (...emails: string[]): string[] => emails.filter((email) => administrators.includes(email));
  if (org.name === 'acme') {
    return [
      {
        // Upstream's mock: desktops' administrators, limited to that access group.
        name: 'DesktopAdmin',
        description: 'Desktops administrators',
        permissions: ['ViewComputer', 'ManageComputer', 'AddComputerToAccessGroup', 'RemoveComputerFromAccessGroup', 'ManagePendingComputer', 'ViewScript', 'ViewPackageProfile', 'ManagePackageProfile'],
        persons: only('zoe.muller@example.com', 'niamh.murphy@example.com'),
        access_groups: ['desktops'],
      },
      {
        // Read-only: every view permission, global ones included.
        name: 'Auditor',
        description: 'Sees every instance, profile and the event log; changes nothing',
        permissions: VIEWS,
        persons: [...auditors],
        access_groups: ['global'],
      },
      {
        name: 'Production-database-operations-on-call-rotation-EMEA+APAC-read-write-2025',
        description: 'The on-call rotation of the production database team: runs scripts on the production servers',
        permissions: ['ViewComputer', 'ManageComputer', 'ViewScript', 'ManageScript', 'ExecuteScript', 'ViewScriptProfile', 'ManageScriptProfile', 'ViewEventLog'],
        persons: only('priya.patel@example.com'),
        access_groups: ['production'],
      },
      {
        // No administrators: its removal affects nobody. Its description is the showcase's hostile text.
        name: 'Contractors',
        description: `${HOSTILE.html} ${HOSTILE.script} ${HOSTILE.rtl}${HOSTILE.zeroWidth}`,
        permissions: ['ViewComputer', 'ViewUpgradeProfile', 'ManageUpgradeProfile'],
        persons: [],
        access_groups: ['staging', 'wsl'],
      },
    ];
  }
  if (org.name === 'globex') {
    return [
      {
        name: 'Helpdesk',
        description: 'Answers desktop tickets',
        permissions: ['ViewComputer', 'ManagePendingComputer', 'ViewScript'],
        persons: only('tomas.fernandez@example.com'),
        access_groups: ['desktops'],
      },
    ];
  }
  return [];
}

const namespaces = new WeakMap<SimData, { roles: Map<string, RoleRecord[]>; nextKey: number }>();

function stateOf(data: SimData) {
  let state = namespaces.get(data);
  if (!state) {
    state = { roles: new Map(), nextKey: 1001 };
    namespaces.set(data, state);
  }
  return state;
}

/**
 * The organisation's roles in this namespace (GetRoles' order: GlobalAdmin, then as made), made from
 * the seed on first use: GlobalAdmin with every permission on the root group, held by every
 * administrator but the users who only look (auditorsOf); then the organisation's hand-made roles.
 */
export function rolesOf(data: SimData, org: Organisation): RoleRecord[] {
  const state = stateOf(data);
  let roles = state.roles.get(org.name);
  if (!roles) {
    const administrators = administratorsOf(data, org);
    const auditors = auditorsOf(data, org);
    const root = org.accessGroups.find((group) => group.parent === '')?.name ?? 'global';
    const made: Omit<RoleRecord, 'key'>[] = [
      {
        name: GLOBAL_ADMIN,
        description: 'Full access to everything in the account',
        permissions: [...ALL],
        persons: administrators.filter((email) => !auditors.includes(email)),
        access_groups: [root],
      },
      ...seededRoles(org, administrators, auditors),
    ];
    roles = made.map((role) => ({ ...role, permissions: catalogueOrder(role.permissions), key: state!.nextKey++ }));
    state.roles.set(org.name, roles);
  }
  return roles;
}

function nextKey(data: SimData): number {
  return stateOf(data).nextKey++;
}

export function findRole(data: SimData, org: Organisation, name: string): RoleRecord {
  const role = rolesOf(data, org).find((candidate) => candidate.name === name);
  if (!role) throw new ApiError(404, 'UnknownRole', `Role "${name}" does not exist.`);
  return role;
}

function checkNewName(data: SimData, org: Organisation, name: string): void {
  if (!ROLE_NAME.test(name)) {
    throw new ApiError(400, 'InvalidRoleName', `"${name}" is not a valid role name: it must start with a letter and can contain alphanumeric characters, '-' and '+'.`);
  }
  if (rolesOf(data, org).some((role) => role.name === name)) throw new ApiError(400, 'DuplicateRole', `A role named "${name}" already exists.`);
}

/** CreateRole: no permissions, no access groups, no persons. */
export function createRole(data: SimData, org: Organisation, name: string, description: string): RoleRecord {
  checkNewName(data, org, name);
  const role: RoleRecord = { key: nextKey(data), name, description, permissions: [], persons: [], access_groups: [] };
  rolesOf(data, org).push(role);
  return role;
}

/** CopyRole: the source's description (unless one is given), permissions and access groups; no persons. */
export function copyRole(data: SimData, org: Organisation, source: string, name: string, description: string | undefined): RoleRecord {
  const original = findRole(data, org, source);
  checkNewName(data, org, name);
  const role: RoleRecord = {
    key: nextKey(data),
    name,
    description: description ?? original.description,
    permissions: [...original.permissions],
    persons: [],
    access_groups: [...original.access_groups],
  };
  rolesOf(data, org).push(role);
  return role;
}

/** GlobalAdmin's permissions and access groups are fixed (ReadOnlyRole / ReadOnlyRoleError). */
function changeable(role: RoleRecord, code: 'ReadOnlyRole' | 'ReadOnlyRoleError', what: string): RoleRecord {
  if (role.name === GLOBAL_ADMIN) throw new ApiError(400, code, `The ${GLOBAL_ADMIN} role's ${what} can't be modified.`);
  return role;
}

function required(items: readonly string[], parameter: string): readonly string[] {
  if (items.length === 0) throw badRequest(`Name at least one: "${parameter}.1", "${parameter}.2", ….`);
  return items;
}

/** Add (or remove) permissions: every name must be in the catalogue (InvalidPermissions). */
export function changePermissions(role: RoleRecord, names: readonly string[], adding: boolean): RoleRecord {
  changeable(role, 'ReadOnlyRole', 'permissions');
  const unknown = required(names, 'permissions').filter((name) => !byName.has(name));
  if (unknown.length > 0) throw new ApiError(400, 'InvalidPermissions', `Unknown permissions: ${unknown.join(', ')}.`);
  role.permissions = adding ? catalogueOrder([...role.permissions, ...names]) : role.permissions.filter((name) => !names.includes(name));
  return role;
}

/** Add (or remove) access groups: every name must be one of the organisation's (UnknownAccessGroups). */
export function changeAccessGroups(org: Organisation, role: RoleRecord, names: readonly string[], adding: boolean): RoleRecord {
  changeable(role, 'ReadOnlyRoleError', 'access groups');
  const unknown = required(names, 'access_groups').filter((name) => !org.accessGroups.some((group) => group.name === name));
  if (unknown.length > 0) throw new ApiError(400, 'UnknownAccessGroups', `Unknown access groups: ${unknown.join(', ')}.`);
  role.access_groups = adding ? [...new Set([...role.access_groups, ...names])] : role.access_groups.filter((name) => !names.includes(name));
  return role;
}

/** Add (or remove) persons: every email must be one of the organisation's administrators (UnknownPersons). */
export function changePersons(data: SimData, org: Organisation, role: RoleRecord, emails: readonly string[], adding: boolean): RoleRecord {
  const administrators = administratorsOf(data, org);
  const unknown = required(emails, 'persons').filter((email) => !administrators.includes(email));
  if (unknown.length > 0) throw new ApiError(400, 'UnknownPersons', `Unknown persons: ${unknown.join(', ')}.`);
  role.persons = adding ? [...new Set([...role.persons, ...emails])] : role.persons.filter((email) => !emails.includes(email));
  return role;
}

/** RemoveRole: GlobalAdmin stays (InvalidRoleName, as the API docs say). */
export function removeRole(data: SimData, org: Organisation, name: string): void {
  const role = findRole(data, org, name);
  if (role.name === GLOBAL_ADMIN) throw new ApiError(400, 'InvalidRoleName', `The ${GLOBAL_ADMIN} role cannot be removed.`);
  const roles = rolesOf(data, org);
  roles.splice(roles.indexOf(role), 1);
}

/** An access group that goes (RemoveAccessGroup) leaves every role of the organisation. */
export function forgetAccessGroup(data: SimData, org: Organisation, name: string): void {
  for (const role of rolesOf(data, org)) role.access_groups = role.access_groups.filter((group) => group !== name);
}

/** A person's email changed (POST person): their roles follow them. */
export function renamePerson(data: SimData, org: Organisation, from: string, to: string): void {
  for (const role of rolesOf(data, org)) role.persons = role.persons.map((email) => (email === from ? to : email));
}
