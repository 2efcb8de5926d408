import { errorMessage } from '../../api/errors.ts';
import { rolesApi } from '../../api/roles.ts';
import { isolate } from '../../lib/display-name.ts';
import { ACCOUNT_SCOPE, currentAccount } from '../../state/account.ts';
import type { PortalStore } from '../../state/store.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { ROLE_FORM_TEXTS as T } from './form-texts.ts';
import { roleKeys } from './queries.ts';
import { roleName } from './role-name.ts';

/** A role as the form last knew the server to hold it: its permissions of both kinds and its access groups. */
export interface SavedRole {
  readonly name: string;
  readonly held: readonly string[];
  readonly accessGroups: readonly string[];
}

/** The calls an edit makes (§2.4), each list possibly empty (no call then). */
export interface RolePlan {
  readonly addPermissions: readonly string[];
  readonly removePermissions: readonly string[];
  readonly addAccessGroups: readonly string[];
  readonly removeAccessGroups: readonly string[];
}

export const isEmptyPlan = (plan: RolePlan): boolean =>
  plan.addPermissions.length + plan.removePermissions.length + plan.addAccessGroups.length + plan.removeAccessGroups.length === 0;

/**
 * Some of a save's calls were refused after others were taken (or after CreateRole): the role on the
 * server is `saved`, which the next submit starts from. The message says what was saved, what not,
 * and the server's message.
 */
export class PartlySavedError extends Error {
  override readonly name = 'PartlySavedError';
  readonly saved: SavedRole;
  constructor(message: string, saved: SavedRole) {
    super(message);
    this.saved = saved;
  }
}

type Part = 'permissions' | 'accessGroups';

interface Call {
  readonly part: Part;
  readonly run: () => Promise<unknown>;
  /** What the role is once the call was taken. */
  readonly apply: (role: SavedRole) => SavedRole;
}

const without = (list: readonly string[], gone: readonly string[]) => list.filter((item) => !gone.includes(item));
const withAll = (list: readonly string[], added: readonly string[]) => [...new Set([...list, ...added])];

/**
 * The plan's calls (§2.4): the access groups' and the permissions' removals together, then the
 * permissions' additions (after the removals, as HEAD does); every call is tried. Resolves with the
 * role as saved; when any was refused, rejects with PartlySavedError (the role as the calls taken left
 * it), after refetching the list, which the calls taken changed.
 */
async function runPlan(store: PortalStore, role: SavedRole, plan: RolePlan, partly: (failed: string) => string): Promise<SavedRole> {
  const api = store.api;
  const { name } = role;
  const first: Call[] = [];
  if (plan.addAccessGroups.length > 0) {
    first.push({ part: 'accessGroups', run: () => rolesApi.addAccessGroups(api, name, plan.addAccessGroups), apply: (r) => ({ ...r, accessGroups: withAll(r.accessGroups, plan.addAccessGroups) }) });
  }
  if (plan.removeAccessGroups.length > 0) {
    first.push({ part: 'accessGroups', run: () => rolesApi.removeAccessGroups(api, name, plan.removeAccessGroups), apply: (r) => ({ ...r, accessGroups: without(r.accessGroups, plan.removeAccessGroups) }) });
  }
  if (plan.removePermissions.length > 0) {
    first.push({ part: 'permissions', run: () => rolesApi.removePermissions(api, name, plan.removePermissions), apply: (r) => ({ ...r, held: without(r.held, plan.removePermissions) }) });
  }
  const then: Call[] =
    plan.addPermissions.length > 0
      ? [{ part: 'permissions', run: () => rolesApi.addPermissions(api, name, plan.addPermissions), apply: (r) => ({ ...r, held: withAll(r.held, plan.addPermissions) }) }]
      : [];
  let saved = role;
  const failures: { part: Part; error: unknown }[] = [];
  for (const batch of [first, then]) {
    const outcomes = await Promise.allSettled(batch.map((call) => call.run()));
    outcomes.forEach((outcome, index) => {
      const call = batch[index]!;
      if (outcome.status === 'fulfilled') saved = call.apply(saved);
      else failures.push({ part: call.part, error: outcome.reason });
    });
  }
  if (failures.length === 0) return saved;
  void store.queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, currentAccount(store), ...roleKeys.all] });
  const parts = new Set(failures.map((failure) => failure.part));
  const failed = parts.size === 2 ? T.failedParts.both : parts.has('permissions') ? T.failedParts.permissions : T.failedParts.accessGroups;
  throw new PartlySavedError(`${partly(failed)} ${errorMessage(failures[0]!.error)} ${T.tryAgain}`, saved);
}

export interface NewRole {
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly string[];
  readonly accessGroups: readonly string[];
}

/**
 * §2.4 add: CreateRole (a refusal rejects as the server said: nothing was made), then the access
 * groups and the permissions. The notice only once every call was taken.
 */
export const createRole: ServerAction<NewRole, SavedRole> = {
  run: async ({ store }, role) => {
    const created = await rolesApi.create(store.api, role.name, role.description);
    const saved: SavedRole = { name: created.name, held: [...created.permissions, ...created.global_permissions], accessGroups: created.access_groups };
    const plan: RolePlan = { addPermissions: role.permissions, removePermissions: [], addAccessGroups: role.accessGroups, removeAccessGroups: [] };
    return runPlan(store, saved, plan, (failed) => T.partlyAdded(isolate(roleName(created.name)), failed));
  },
  invalidates: () => [roleKeys.all],
  notice: (saved) => ({ type: 'positive', title: T.added.title, message: T.added.message(isolate(roleName(saved.name))) }),
};

export interface RoleEdit {
  readonly role: SavedRole;
  readonly plan: RolePlan;
  /** The edit finishes an add whose follow-up calls failed: its notice is the add's. */
  readonly finishesAdd: boolean;
}

/** §2.4 edit: the plan's calls; the notice only once every one was taken. */
export const saveRole: ServerAction<RoleEdit, SavedRole> = {
  run: ({ store }, { role, plan, finishesAdd }) =>
    runPlan(store, role, plan, (failed) => (finishesAdd ? T.partlyAdded(isolate(roleName(role.name)), failed) : T.partlySaved(isolate(roleName(role.name)), failed))),
  invalidates: () => [roleKeys.all],
  notice: (saved, { finishesAdd }) =>
    finishesAdd
      ? { type: 'positive', title: T.added.title, message: T.added.message(isolate(roleName(saved.name))) }
      : { type: 'positive', title: T.saved.title, message: T.saved.message(isolate(roleName(saved.name))) },
};
