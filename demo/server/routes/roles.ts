/**
 * Roles (admin-account.md §2.6; Landscape's API docs, "Role Based Access Control"): the legacy
 * GetRoles, GetPermissions, CreateRole, CopyRole, RemoveRole, Add/RemovePermissionsToRole,
 * Add/RemoveAccessGroupsToRole and Add/RemovePersonsToRole, each answering the Role (RemoveRole `{}`).
 * The rules are roles.ts's.
 */
import { ok } from '../http.ts';
import {
  changeAccessGroups,
  changePermissions,
  changePersons,
  copyRole,
  createRole,
  findRole,
  PERMISSION_CATALOGUE,
  removeRole,
  rolesOf,
  serializeRole,
  type RoleRecord,
} from '../roles.ts';
import { signedIn, type LegacyActions, type RouteContext } from '../router.ts';
import { numberedList } from './packages.ts';

/** A list parameter (`name.1`, `name.2`, …), each once, blanks left out. */
const listOf = (ctx: RouteContext, name: string): string[] => [...new Set(numberedList(ctx.url.searchParams, name).map((item) => item.trim()).filter(Boolean))];

/** A change of the role named by `name`, answered with the role. */
function change(update: (ctx: RouteContext, role: RoleRecord) => RoleRecord) {
  return (ctx: RouteContext) => {
    const { org } = signedIn(ctx);
    const role = findRole(ctx.ns.data, org, ctx.query.requiredString('name'));
    return ok(serializeRole(update(ctx, role)));
  };
}

export const roleActions: LegacyActions = {
  /** Every role of the organisation, or those of `names.N`. */
  GetRoles: (ctx) => {
    const { org } = signedIn(ctx);
    const names = listOf(ctx, 'names');
    const roles = rolesOf(ctx.ns.data, org).filter((role) => names.length === 0 || names.includes(role.name));
    return ok(roles.map(serializeRole));
  },
  GetPermissions: (ctx) => {
    signedIn(ctx);
    return ok(PERMISSION_CATALOGUE.map((permission) => ({ ...permission })));
  },
  CreateRole: (ctx) => {
    const { org } = signedIn(ctx);
    const role = createRole(ctx.ns.data, org, ctx.query.requiredString('name'), ctx.query.string('description') ?? '');
    return ok(serializeRole(role));
  },
  CopyRole: (ctx) => {
    const { org } = signedIn(ctx);
    const role = copyRole(ctx.ns.data, org, ctx.query.requiredString('name'), ctx.query.requiredString('destination_name'), ctx.query.string('description'));
    return ok(serializeRole(role));
  },
  RemoveRole: (ctx) => {
    const { org } = signedIn(ctx);
    removeRole(ctx.ns.data, org, ctx.query.requiredString('name'));
    return ok({});
  },
  AddPermissionsToRole: change((ctx, role) => changePermissions(role, listOf(ctx, 'permissions'), true)),
  RemovePermissionsFromRole: change((ctx, role) => changePermissions(role, listOf(ctx, 'permissions'), false)),
  AddAccessGroupsToRole: change((ctx, role) => changeAccessGroups(signedIn(ctx).org, role, listOf(ctx, 'access_groups'), true)),
  RemoveAccessGroupsFromRole: change((ctx, role) => changeAccessGroups(signedIn(ctx).org, role, listOf(ctx, 'access_groups'), false)),
  AddPersonsToRole: change((ctx, role) => changePersons(ctx.ns.data, signedIn(ctx).org, role, listOf(ctx, 'persons'), true)),
  RemovePersonsFromRole: change((ctx, role) => changePersons(ctx.ns.data, signedIn(ctx).org, role, listOf(ctx, 'persons'), false)),
};
