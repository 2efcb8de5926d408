/**
 * Instances (API.md "Instances"): the searchable computer list, one computer, the availability zones,
 * tags, and the legacy GetAccessGroups action.
 */
import { findById, replaceById, seedData } from '../data.ts';
import { employeeIdOf } from '../employees.ts';
import { serializeAccessGroup } from './access-groups.ts';
import { accessGroupWithDescendants, auditResults, associatedInstances, type AuditResult } from '../fleet.ts';
import { profileInstances } from '../scripts.ts';
import { badRequest, notFound, ok, paginate, type ApiError } from '../http.ts';
import { instanceFacts } from '../instance-facts.ts';
import type { Instance, Organisation, ProfileAssociation, SimData } from '../model.ts';
import { packageProfileComputers, type Compliance } from '../package-profiles.ts';
import { profileAssociatedInstances, type ProfileKind } from '../profiles.ts';
import { compileQuery, parseQueryInteger, QueryError, type Predicate, type QuerySchema } from '../query-language.ts';
import { signedIn, type LegacyActions, type Route } from '../router.ts';
import { wslProfileById, wslProfileComputers } from './wsl-profiles.ts';

type InstanceWithoutRelation = Omit<Instance, 'parent_id'>;

function withoutRelation(instance: Instance): InstanceWithoutRelation {
  const { parent_id: _parentId, ...fields } = instance;
  return fields;
}

/**
 * WSL children by parent id, per instance list. A change never edits the list in place: it gives the
 * organisation a new list (replaceInstance, removeInstances), which this cache then sees as new.
 */
const childrenCache = new WeakMap<readonly Instance[], Map<number, Instance[]>>();

export function childrenOf(org: Organisation, id: number): Instance[] {
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

/** The instance `id` of the caller's organisation, or the 404 every instance call answers. */
export function getInstance(org: Organisation, id: number | string): Instance {
  const instance = findById(org.instances, Number(id));
  if (!instance) throw instanceNotFound(id);
  return instance;
}

export function instanceNotFound(id: number | string): ApiError {
  return notFound(`Instance ${id} does not exist.`, 'InstanceNotFound');
}

/** Puts a changed instance in a new copy of the organisation's list (the seed's list stays shared and frozen). */
export function replaceInstance(org: Organisation, instance: Instance): void {
  const instances = [...org.instances];
  replaceById(instances, instance);
  org.instances = instances;
}

/** Like replaceInstance for several changed instances at once: one copy of the list. */
export function replaceInstances(org: Organisation, changed: readonly Instance[]): void {
  if (changed.length === 0) return;
  const instances = [...org.instances];
  for (const instance of changed) replaceById(instances, instance);
  org.instances = instances;
}

/**
 * Registers new instances (accepted pending ones) with the next ids: above every seeded instance, so
 * the lists stay sorted by id and an id removed meanwhile is never handed out again.
 */
export function addInstances(data: SimData, org: Organisation, drafts: readonly Omit<Instance, 'id'>[]): Instance[] {
  let next = data.nextId.instance ?? Math.max(...seedData().organisations.map((seeded) => seeded.instances.at(-1)?.id ?? 0)) + 1;
  const added = drafts.map((draft): Instance => ({ id: next++, ...draft }));
  data.nextId.instance = next;
  org.instances = [...org.instances, ...added];
  return added;
}

export function removeInstances(org: Organisation, ids: ReadonlySet<number>): void {
  org.instances = org.instances.filter((instance) => !ids.has(instance.id));
}

/**
 * Which optional parts an answer carries: as on a real server, `with_alerts`, `with_upgrades`,
 * `with_annotations` and `with_grouped_hardware` ask for them in a list; `computers/{id}` sends all.
 */
export interface Included {
  alerts: boolean;
  upgrades: boolean;
  annotations: boolean;
  hardware: boolean;
}

const EVERYTHING: Included = { alerts: true, upgrades: true, annotations: true, hardware: true };

/** The instance's own fields; `employee_id` (upstream's Instance) is kept apart (employees.ts). */
function withFields(data: SimData, instance: Instance, included: Included) {
  const { alerts, upgrades, ...fields } = withoutRelation(instance);
  return {
    ...fields,
    employee_id: employeeIdOf(data, instance.id),
    ...(included.alerts ? { alerts } : {}),
    ...(included.upgrades ? { upgrades } : {}),
  };
}

/**
 * The wire shape: the parent as a plain instance (or null) and the WSL children; `ubuntu_pro_info`
 * always (absent when the instance sends none), annotations and hardware when included.
 */
export function serializeInstance(data: SimData, org: Organisation, instance: Instance, included: Included = EVERYTHING) {
  const parent = instance.parent_id === null ? undefined : findById(org.instances, instance.parent_id);
  const facts = instanceFacts(instance, org.title, data.anchor);
  return {
    ...withFields(data, instance, included),
    ...(facts.ubuntu_pro_info === undefined ? {} : { ubuntu_pro_info: facts.ubuntu_pro_info }),
    ...(included.annotations ? { annotations: facts.annotations } : {}),
    ...(included.hardware ? { grouped_hardware: facts.grouped_hardware } : {}),
    parent: parent ? withFields(data, parent, included) : null,
    children: childrenOf(org, instance.id).map((child) => withFields(data, child, included)),
  };
}

/** `alert:<type>` names (API.md) and the alert type each stands for on an instance. */
export const ALERT_TYPES: Record<string, string> = {
  'computer-offline': 'ComputerOfflineAlert',
  'computer-reboot': 'ComputerRebootAlert',
  'computer-duplicates': 'ComputerDuplicatesAlert',
  'package-upgrades': 'PackageUpgradesAlert',
  'security-upgrades': 'SecurityUpgradesAlert',
  'package-profiles': 'PackageProfilesAlert',
  'package-reporter': 'PackageReporterAlert',
  'esm-disabled': 'EsmDisabledAlert',
  'unapproved-activities': 'UnapprovedActivitiesAlert',
};

const hasAlert = (instance: Instance, type: string): boolean => instance.alerts.some((alert) => alert.type === type);

const AUDIT_RESULTS: Record<string, AuditResult> = { pass: 'pass', fail: 'fail', 'in-progress': 'in_progress' };

function findProfile(org: Organisation, id: number) {
  const profile = org.securityProfiles.find((candidate) => candidate.id === id);
  if (!profile) throw new QueryError(`Security profile ${id} does not exist.`);
  return profile;
}

function findScriptProfile(org: Organisation, id: number) {
  const profile = findById(org.scriptProfiles, id);
  if (!profile) throw new QueryError(`Script profile ${id} does not exist.`);
  return profile;
}

/** The profiles whose records carry their association (access group, all_computers, tags), by type. */
const ASSOCIATED_PROFILES = {
  upgrade: { label: 'Upgrade', of: (org: Organisation) => org.upgradeProfiles },
  reboot: { label: 'Reboot', of: (org: Organisation) => org.rebootProfiles },
  removal: { label: 'Removal', of: (org: Organisation) => org.removalProfiles },
  repository: { label: 'Repository', of: (org: Organisation) => org.repositoryProfiles },
} as const;

/** The compliance of package profile `id` (an unknown profile: 400). */
function packageCompliance(org: Organisation, id: number): Compliance {
  const profile = findById(org.packageProfiles, id);
  if (!profile) throw new QueryError(`Package profile ${id} does not exist.`);
  return packageProfileComputers(org, profile);
}

/** The compliance of WSL profile `id` (an unknown profile: 400). */
function wslCompliance(org: Organisation, id: number): Compliance {
  const profile = wslProfileById(org, id);
  if (!profile) throw new QueryError(`WSL profile ${id} does not exist.`);
  return wslProfileComputers(org, profile);
}

/** The instance ids `profile:{type}:{id}` selects: the profile's associated (package, WSL: constrained) instances; an unknown profile: 400. */
function profileMembers(org: Organisation, type: 'security' | 'script' | ProfileKind, id: number): Set<number> {
  const ids = (instances: readonly Instance[]) => new Set(instances.map((instance) => instance.id));
  if (type === 'security') return ids(associatedInstances(org, findProfile(org, id)));
  if (type === 'script') return ids(profileInstances(org, findScriptProfile(org, id)));
  if (type === 'package') return new Set(packageCompliance(org, id).constrained);
  if (type === 'wsl') return new Set(wslCompliance(org, id).constrained);
  const kind = ASSOCIATED_PROFILES[type];
  const profile = findById<ProfileAssociation & { id: number }>(kind.of(org), id);
  if (!profile) throw new QueryError(`${kind.label} profile ${id} does not exist.`);
  return ids(profileAssociatedInstances(org, profile));
}

/** `package-profile:{id}:non-compliant|pending` and `wsl-profile:…`: the instances of one compliance state. */
function complianceTerm(key: string, value: string, compliance: (id: number) => Compliance): Predicate<Instance> {
  const match = /^(\d+):(non-compliant|pending)$/.exec(value);
  if (!match) throw new QueryError(`"${key}:${value}" is not supported. Use ${key}:{id}:non-compliant or ${key}:{id}:pending.`);
  const found = compliance(Number(match[1]));
  const ids = new Set(match[2] === 'pending' ? found.pending : found['non-compliant']);
  return (instance) => ids.has(instance.id);
}

const contains = (text: string, part: string): boolean => text.toLowerCase().includes(part.toLowerCase());
const same = (text: string, other: string): boolean => text.toLowerCase() === other.toLowerCase();

/**
 * The instance search keys of API.md "Instances". Title and hostname match whole (Landscape's
 * documented behaviour; free text is the substring search), ignoring case.
 */
export function instanceSchema(org: Organisation): QuerySchema<Instance> {
  return {
    keys: {
      id: (value) => {
        const id = parseQueryInteger('id', value);
        return (instance) => instance.id === id;
      },
      title: (value) => (instance) => same(instance.title, value),
      hostname: (value) => (instance) => same(instance.hostname, value),
      tag: (value) => (instance) => instance.tags.some((tag) => same(tag, value)),
      'access-group': (value) => (instance) => instance.access_group === value,
      // The group and every group under it (the run-script form's instance list, screens §1.6).
      'access-group-recursive': (value) => {
        const groups = accessGroupWithDescendants(org.accessGroups, value);
        return (instance) => groups.has(instance.access_group);
      },
      // A code name (noble) or a release (24.04); `distribution` itself also names non-Ubuntu systems.
      distribution: (value) => (instance) => {
        const info = instance.distribution_info;
        return (
          (info !== null && (same(info.release, value) || (info.code_name !== null && same(info.code_name, value)))) ||
          (instance.distribution !== null && same(instance.distribution, value))
        );
      },
      'availability-zone': (value) => (instance) => instance.cloud_init.availability_zone === value,
      needs: (value) => {
        if (value !== 'reboot') throw new QueryError(`"needs:${value}" is not supported. Use needs:reboot.`);
        return (instance) => hasAlert(instance, ALERT_TYPES['computer-reboot']!);
      },
      alert: (value) => {
        const type = Object.hasOwn(ALERT_TYPES, value) ? ALERT_TYPES[value] : undefined;
        if (type === undefined) {
          throw new QueryError(`Unknown alert type "${value}". Use one of: ${Object.keys(ALERT_TYPES).join(', ')}.`);
        }
        return (instance) => hasAlert(instance, type);
      },
      profile: (value) => {
        const match = /^(security|script|upgrade|reboot|removal|repository|package|wsl):(\d+)$/.exec(value);
        if (!match) {
          throw new QueryError(
            `"profile:${value}" is not supported. Use profile:{type}:{id} with a type of security, script, upgrade, reboot, removal, repository, package or wsl.`,
          );
        }
        const ids = profileMembers(org, match[1] as 'security' | 'script' | ProfileKind, Number(match[2]));
        return (instance) => ids.has(instance.id);
      },
      'package-profile': (value) => complianceTerm('package-profile', value, (id) => packageCompliance(org, id)),
      'wsl-profile': (value) => complianceTerm('wsl-profile', value, (id) => wslCompliance(org, id)),
      'security-profile': (value) => {
        const match = /^(\d+):(pass|fail|in-progress)$/.exec(value);
        if (!match) {
          throw new QueryError(`"security-profile:${value}" is not supported. Use security-profile:{id}:pass, :fail or :in-progress.`);
        }
        const results = auditResults(org, findProfile(org, Number(match[1])));
        const wanted = AUDIT_RESULTS[match[2]!];
        return (instance) => results.get(instance.id) === wanted;
      },
    },
    freeText: (value) => (instance) => contains(instance.title, value) || contains(instance.hostname, value),
  };
}

export function instanceFilter(org: Organisation, query: string): Predicate<Instance> {
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
      const included: Included = {
        alerts: ctx.query.boolean('with_alerts') ?? false,
        upgrades: ctx.query.boolean('with_upgrades') ?? false,
        annotations: ctx.query.boolean('with_annotations') ?? false,
        hardware: ctx.query.boolean('with_grouped_hardware') ?? false,
      };
      const results = org.instances.filter(
        (instance) => instance.archived === archivedOnly && (!rootOnly || instance.parent_id === null) && matches(instance),
      );
      return ok(paginate(results, ctx.query, ctx.url, (instance) => serializeInstance(ctx.ns.data, org, instance, included)));
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/availability-zones$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const zones = new Set<string>();
      for (const instance of org.instances) {
        if (instance.cloud_init.availability_zone !== null) zones.add(instance.cloud_init.availability_zone);
      }
      return ok({ values: [...zones].sort() });
    },
  },
  {
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(serializeInstance(ctx.ns.data, org, getInstance(org, ctx.params['id']!)));
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
    return ok(org.accessGroups.map((group) => serializeAccessGroup(org, group)));
  },
};
