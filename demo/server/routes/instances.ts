/**
 * Instances (API.md "Instances"): the searchable computer list, one computer, tags, and the legacy
 * GetAccessGroups action.
 */
import { findById } from '../data.ts';
import { auditResults, associatedInstances } from '../fleet.ts';
import { badRequest, notFound, ok, paginate } from '../http.ts';
import type { Instance, Organisation } from '../model.ts';
import { compileQuery, parseQueryInteger, QueryError, type Predicate, type QuerySchema } from '../query-language.ts';
import { signedIn, type LegacyActions, type Route } from '../router.ts';

type InstanceWithoutRelation = Omit<Instance, 'parent_id'>;

function withoutRelation(instance: Instance): InstanceWithoutRelation {
  const { parent_id: _parentId, ...fields } = instance;
  return fields;
}

/** WSL children by parent id, per organisation's instance list (instances never change, so cache). */
const childrenCache = new WeakMap<readonly Instance[], Map<number, Instance[]>>();

function childrenOf(org: Organisation, id: number): Instance[] {
  let byParent = childrenCache.get(org.instances);
  if (!byParent) {
    byParent = new Map();
    for (const instance of org.instances) {
      if (instance.parent_id === null) continue;
      const siblings = byParent.get(instance.parent_id) ?? [];
      siblings.push(instance);
      byParent.set(instance.parent_id, siblings);
    }
    childrenCache.set(org.instances, byParent);
  }
  return byParent.get(id) ?? [];
}

/** The wire shape: the parent as a plain instance (or null) and the WSL children. */
function serializeInstance(org: Organisation, instance: Instance) {
  const parent = instance.parent_id === null ? undefined : findById(org.instances, instance.parent_id);
  return {
    ...withoutRelation(instance),
    parent: parent ? withoutRelation(parent) : null,
    children: childrenOf(org, instance.id).map(withoutRelation),
  };
}

function findProfile(org: Organisation, id: number) {
  const profile = org.securityProfiles.find((candidate) => candidate.id === id);
  if (!profile) throw new QueryError(`Security profile ${id} does not exist.`);
  return profile;
}

const contains = (text: string, part: string): boolean => text.toLowerCase().includes(part.toLowerCase());

/** The instance search keys of API.md: id, tag, access-group, profile:security:{id}, security-profile:{id}:pass|fail. */
function instanceSchema(org: Organisation): QuerySchema<Instance> {
  return {
    keys: {
      id: (value) => {
        const id = parseQueryInteger('id', value);
        return (instance) => instance.id === id;
      },
      tag: (value) => (instance) => instance.tags.some((tag) => tag.toLowerCase() === value.toLowerCase()),
      'access-group': (value) => (instance) => instance.access_group === value,
      profile: (value) => {
        const match = /^security:(\d+)$/.exec(value);
        if (!match) throw new QueryError(`"profile:${value}" is not supported. Use profile:security:{id}.`);
        const ids = new Set(associatedInstances(org, findProfile(org, Number(match[1]))).map((instance) => instance.id));
        return (instance) => ids.has(instance.id);
      },
      'security-profile': (value) => {
        const match = /^(\d+):(pass|fail)$/.exec(value);
        if (!match) throw new QueryError(`"security-profile:${value}" is not supported. Use security-profile:{id}:pass or :fail.`);
        const results = auditResults(org, findProfile(org, Number(match[1])));
        const wanted = match[2];
        return (instance) => results.get(instance.id) === wanted;
      },
    },
    freeText: (value) => (instance) =>
      contains(instance.title, value) || contains(instance.hostname, value) || contains(instance.comment, value),
  };
}

function instanceFilter(org: Organisation, query: string): Predicate<Instance> {
  try {
    return compileQuery(query, instanceSchema(org));
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(error.message, 'InvalidQuery');
    throw error;
  }
}

export const instanceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^computers$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const matches = instanceFilter(org, ctx.query.string('query') ?? '');
      const rootOnly = ctx.query.boolean('root_only') ?? false;
      const archivedOnly = ctx.query.boolean('archived_only') ?? false;
      const results = org.instances.filter(
        (instance) => instance.archived === archivedOnly && (!rootOnly || instance.parent_id === null) && matches(instance),
      );
      return ok(paginate(results, ctx.query, ctx.url, (instance) => serializeInstance(org, instance)));
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = findById(org.instances, Number(ctx.params['id']));
      if (!instance) throw notFound(`Instance ${ctx.params['id']} does not exist.`, 'InstanceNotFound');
      return ok(serializeInstance(org, instance));
    },
  },
  {
    method: 'GET',
    pattern: /^tags$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const tags = [...new Set(org.instances.flatMap((instance) => instance.tags))].sort();
      return ok(paginate(tags, ctx.query, ctx.url));
    },
  },
];

export const instanceActions: LegacyActions = {
  // `parent` and `children` are names as text: '' for none, children comma-separated.
  GetAccessGroups: (ctx) => {
    const { org } = signedIn(ctx);
    return ok(
      org.accessGroups.map((group) => ({
        name: group.name,
        title: group.title,
        parent: group.parent,
        children: org.accessGroups
          .filter((child) => child.parent === group.name)
          .map((child) => child.name)
          .join(','),
      })),
    );
  },
};
