/**
 * Legacy `CreateAccessGroup` and `RemoveAccessGroup` (screens admin-account.md §3.6). `GetAccessGroups`
 * is with the instances (routes/instances.ts), whose filters and forms read it.
 */
import { createAccessGroup, removeAccessGroup } from '../access-groups.ts';
import { forgetAccessGroup } from '../roles.ts';
import { ok } from '../http.ts';
import type { AccessGroup, Organisation } from '../model.ts';
import { signedIn, type LegacyActions } from '../router.ts';

/** A group as `GetAccessGroups` sends it: `children` its direct children's names, comma-joined. */
export function serializeAccessGroup(org: Organisation, group: AccessGroup) {
  return {
    name: group.name,
    title: group.title,
    parent: group.parent,
    children: org.accessGroups
      .filter((child) => child.parent === group.name)
      .map((child) => child.name)
      .join(','),
  };
}

export const accessGroupActions: LegacyActions = {
  /** `title` (required), `parent` (a group's name, default `global`) → the new group. */
  CreateAccessGroup: (ctx) => {
    const { org } = signedIn(ctx);
    const parent = ctx.query.string('parent', { trim: true });
    const group = createAccessGroup(org, ctx.query.requiredString('title'), parent === undefined || parent === '' ? undefined : parent);
    return ok(serializeAccessGroup(org, group));
  },
  /** `name` → `{}`; what was in the group (instances, child groups, profiles) now is in its parent. */
  RemoveAccessGroup: (ctx) => {
    const { org } = signedIn(ctx);
    const name = ctx.query.requiredString('name');
    removeAccessGroup(org, name);
    // Roles lose it rather than gain its parent: a role never reaches further than it was given.
    forgetAccessGroup(ctx.ns.data, org, name);
    return ok({});
  },
};
