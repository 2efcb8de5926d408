/**
 * An administrator's actions on instances (screens instance-actions.md §1–§3): editing one (`PUT
 * computers/{id}`: title, comment, access group, tags), sanitizing one, and the legacy actions the
 * list and the Info tab share: RebootComputers, ShutdownComputers, RemoveComputers, AddTagsToComputers
 * and ChangeComputersAccessGroup.
 */
import { queueAction, readDelivery } from '../actions.ts';
import { badRequest, ok } from '../http.ts';
import type { AccessGroup, Instance, Organisation } from '../model.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { childrenOf, getInstance, instanceFilter, removeInstances, replaceInstance, replaceInstances, serializeInstance } from './instances.ts';
import { applyRestart } from './kernel.ts';
import { numberedList } from './packages.ts';

/** Upstream's tag rule (TagMultiSelect) and its two messages, word for word ("starts" included). */
const TAG = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

export function checkTag(tag: string): void {
  if (!/^[a-zA-Z]/.test(tag)) throw badRequest('Tag must starts with a letter', 'InvalidTag');
  if (!TAG.test(tag)) throw badRequest('Tag can only contain letters, numbers, hyphens, and underscores', 'InvalidTag');
}

export function findAccessGroup(org: Organisation, name: string): AccessGroup {
  const group = org.accessGroups.find((candidate) => candidate.name === name);
  if (!group) throw badRequest(`Access group "${name}" does not exist.`, 'UnknownAccessGroup');
  return group;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Legacy `computer_ids.1=…&computer_ids.2=…`: every id must be one of the organisation's instances (else 404). */
export function readComputerIds(ctx: RouteContext, org: Organisation, purpose: string): Instance[] {
  const ids = numberedList(ctx.url.searchParams, 'computer_ids').map((text) => {
    if (!/^\d+$/.test(text.trim())) throw badRequest(`"computer_ids" must be instance ids, not "${text}".`);
    return Number(text);
  });
  if (ids.length === 0) throw badRequest(`"computer_ids.1" is required: name the instances to ${purpose}.`);
  return unique(ids).map((id) => getInstance(org, id));
}

/**
 * The instances a legacy `query` selects (the list sends `id:1 OR id:2 …`). An `id:N` it names that is
 * not an instance of the organisation answers 404, as an unknown id does everywhere else; a query
 * selecting nothing is refused rather than silently doing nothing.
 */
export function selectByQuery(ctx: RouteContext, org: Organisation): Instance[] {
  const query = ctx.query.requiredString('query');
  for (const match of query.matchAll(/(?:^|[\s(])id:(\d+)/gi)) getInstance(org, match[1]!);
  const instances = org.instances.filter(instanceFilter(org, query));
  if (instances.length === 0) throw badRequest(`No instance matches "${query}".`, 'NoInstances');
  return instances;
}

/** `PUT computers/{id} {title?, comment?, access_group?, tags?}`: the fields given change; `""` and `[]` clear. */
function editInstance(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const title = ctx.body.string('title', { trim: true });
  if (title === '') throw badRequest('"title" must not be empty: an instance needs a title.');
  // The edit form sends the title of a WSL instance unchanged; only a change is refused.
  if (title !== undefined && instance.is_wsl_instance && title !== instance.title) {
    throw badRequest(`The title of WSL instance ${instance.id} cannot be changed: it is its name on the Windows host.`, 'ReadOnlyTitle');
  }
  const comment = ctx.body.string('comment');
  const accessGroup = ctx.body.string('access_group', { trim: true });
  if (accessGroup !== undefined) findAccessGroup(org, accessGroup);
  const tags = ctx.body.stringArray('tags');
  tags?.forEach(checkTag);
  const updated: Instance = {
    ...instance,
    ...(title === undefined ? {} : { title }),
    ...(comment === undefined ? {} : { comment }),
    ...(accessGroup === undefined ? {} : { access_group: accessGroup }),
    ...(tags === undefined ? {} : { tags: unique(tags) }),
  };
  replaceInstance(org, updated);
  return ok(serializeInstance(ctx.ns.data, org, updated));
}

/** `POST computers/{id}/sanitize {computer_title}`: the title typed to confirm must be the instance's, exactly. */
function sanitize(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const instance = getInstance(org, ctx.params['id']!);
  const title = ctx.body.string('computer_title', { required: true });
  if (title !== instance.title) {
    throw badRequest(`"computer_title" must be the title of instance ${instance.id}, exactly as it is, to confirm the sanitization.`, 'InvalidComputerTitle');
  }
  return ok(queueAction(ctx, { type: 'Sanitize computer', summary: 'Sanitize computer', computerIds: [instance.id], delivery: { after: null } }));
}

/** Legacy `RebootComputers` / `ShutdownComputers(computer_ids.N, deliver_after?)`: one activity, a group for several. */
function power(ctx: RouteContext, kind: 'reboot' | 'shutdown') {
  const { org } = signedIn(ctx);
  const instances = readComputerIds(ctx, org, kind === 'reboot' ? 'restart' : 'shut down');
  const delivery = readDelivery(ctx.query);
  const summary = kind === 'reboot' ? 'Reboot computer' : 'Shut down computer';
  const activity = queueAction(ctx, { type: summary, summary, computerIds: instances.map((instance) => instance.id), delivery });
  if (kind === 'reboot') for (const instance of instances) applyRestart(ctx.ns.data, org, instance);
  return ok(activity);
}

/**
 * Legacy `RemoveComputers(computer_ids.N)`: the instances leave Landscape at once, a Windows host with
 * its WSL instances (a WSL instance alone leaves its host). Answers the ids removed.
 */
function removeComputers(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const ids = new Set<number>();
  for (const instance of readComputerIds(ctx, org, 'remove')) {
    ids.add(instance.id);
    for (const child of childrenOf(org, instance.id)) ids.add(child.id);
  }
  removeInstances(org, ids);
  for (const id of ids) ctx.ns.data.instanceDetails.delete(id);
  return ok([...ids].sort((a, b) => a - b));
}

/** Legacy `AddTagsToComputers(query, tags.N)`: answers the ids of the instances selected. */
function addTags(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const tags = unique(numberedList(ctx.url.searchParams, 'tags'));
  if (tags.length === 0) throw badRequest('"tags.1" is required: name the tags to add.');
  tags.forEach(checkTag);
  const instances = selectByQuery(ctx, org);
  replaceInstances(
    org,
    instances.filter((instance) => tags.some((tag) => !instance.tags.includes(tag))).map((instance) => ({ ...instance, tags: unique([...instance.tags, ...tags]) })),
  );
  return ok(instances.map((instance) => instance.id));
}

/** Legacy `ChangeComputersAccessGroup(query, access_group)`: answers the ids of the instances selected. */
function changeAccessGroup(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const group = findAccessGroup(org, ctx.query.requiredString('access_group'));
  const instances = selectByQuery(ctx, org);
  replaceInstances(
    org,
    instances.filter((instance) => instance.access_group !== group.name).map((instance) => ({ ...instance, access_group: group.name })),
  );
  return ok(instances.map((instance) => instance.id));
}

export const instanceActionRoutes: Route[] = [
  { method: 'PUT', pattern: /^computers\/(?<id>\d+)$/, auth: 'bearer', handle: editInstance },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/sanitize$/, auth: 'bearer', handle: sanitize },
];

export const instanceActionActions: LegacyActions = {
  RebootComputers: (ctx) => power(ctx, 'reboot'),
  ShutdownComputers: (ctx) => power(ctx, 'shutdown'),
  RemoveComputers: removeComputers,
  AddTagsToComputers: addTags,
  ChangeComputersAccessGroup: changeAccessGroup,
};
