/**
 * Package profiles (profiles.md §2.9): the list, create (from material, an instance, constraints, or a
 * copy of another profile), edit and the constraints over REST by `name`; remove with the legacy
 * `RemovePackageProfile`; and the profiles constraining one instance.
 */
import { replaceById } from '../data.ts';
import { ApiError, badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, PackageConstraintRecord, PackageProfileRecord } from '../model.ts';
import {
  EMPTY_PROFILE_MESSAGE,
  MaterialError,
  checkConstraint,
  checkTitleFree,
  constraintKey,
  constraintsFromInstance,
  findPackageProfile,
  numberConstraints,
  packageProfileComputers,
  parseMaterial,
  readConstraintList,
  serializeConstraint,
  serializePackageProfile,
  uniqueName,
  type ConstraintInput,
} from '../package-profiles.ts';
import { readProfileTags } from '../profiles.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { iso } from '../time.ts';
import { findAccessGroup } from './instance-actions.ts';
import { getInstance } from './instances.ts';

/** Where a new profile's constraints come from: exactly one of these. */
const SOURCES = ['material', 'source_computer_id', 'constraints', 'copy_from'] as const;
const SOURCE_LIST = '"material", "source_computer_id", "constraints" or "copy_from"';

/** A profile changed: the next version, modified now. */
function changed(profile: PackageProfileRecord, change: Partial<PackageProfileRecord>): PackageProfileRecord {
  return { ...profile, ...change, version: profile.version + 1, modification_time: iso(Date.now()) };
}

function readGroup(org: Organisation, body: Params): string | undefined {
  const group = body.string('access_group', { trim: true });
  return group === undefined ? undefined : findAccessGroup(org, group || 'global').name;
}

/** `source_computer_id`: a whole number or its text (upstream's form sends the select's text). */
function readSourceComputer(body: Params): number {
  const value = body.raw('source_computer_id');
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value) && Number(value) > 0) return Number(value);
  throw badRequest(`"source_computer_id" must be an instance id, a whole number (got ${JSON.stringify(value)}).`);
}

function refuseEmpty(constraints: readonly unknown[]): void {
  if (constraints.length === 0) throw badRequest(EMPTY_PROFILE_MESSAGE, 'EmptyPackageProfile');
}

/** `POST packageprofiles`: 201 and the PackageProfile. */
function createProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const { body } = ctx;
  const title = body.requiredString('title');
  const sent = SOURCES.filter((source) => body.has(source));
  if (sent.length === 0) {
    throw badRequest(`A package profile needs its constraints from one of ${SOURCE_LIST}.`, 'InvalidParameterCombination');
  }
  if (sent.length > 1) {
    throw badRequest(`Send only one of ${SOURCE_LIST} (got ${sent.map((source) => `"${source}"`).join(' and ')}).`, 'InvalidParameterCombination');
  }
  const source = sent[0]!;
  // A copy takes the source profile's description and association unless the body says otherwise.
  let copied: PackageProfileRecord | undefined;
  if (source === 'copy_from') {
    const from = body.string('copy_from', { trim: true }) ?? '';
    copied = org.packageProfiles.find((candidate) => candidate.name === from);
    if (!copied) {
      throw notFound(`Package profile "${from}" does not exist: "copy_from" names the profile to copy by its name, not its title.`, 'ProfileNotFound');
    }
  }
  const accessGroup = readGroup(org, body) ?? copied?.access_group ?? 'global';
  const tags = body.stringArray('tags');
  const allComputers = body.boolean('all_computers');
  const description = body.string('description');
  checkTitleFree(title, 'package', org.packageProfiles);

  let constraints: ConstraintInput[];
  switch (source) {
    case 'material': {
      const material = body.string('material') ?? '';
      try {
        constraints = parseMaterial(material);
      } catch (error) {
        if (error instanceof MaterialError) throw badRequest(error.message, 'InvalidMaterial');
        throw error;
      }
      break;
    }
    case 'source_computer_id':
      constraints = constraintsFromInstance(ctx.ns.data, org, getInstance(org, readSourceComputer(body)));
      break;
    case 'constraints':
      constraints = readConstraintList(body.raw('constraints'));
      break;
    case 'copy_from':
      constraints = copied!.constraints.map(({ id: _id, ...constraint }) => constraint);
      break;
  }
  refuseEmpty(constraints);
  const id = ctx.ns.data.nextId.packageProfile;
  const now = iso(Date.now());
  const profile: PackageProfileRecord = {
    id,
    name: uniqueName(title, 'package', id, org.packageProfiles),
    title,
    description: description ?? copied?.description ?? '',
    access_group: accessGroup,
    all_computers: allComputers ?? copied?.all_computers ?? false,
    tags: tags === undefined ? [...(copied?.tags ?? [])] : readProfileTags(tags, copied?.tags),
    version: 1,
    creation_time: now,
    modification_time: now,
    constraints: numberConstraints(ctx.ns.data, constraints),
  };
  ctx.ns.data.nextId.packageProfile += 1;
  org.packageProfiles.push(profile);
  return ok(serializePackageProfile(org, profile), 201);
}

/**
 * `PUT packageprofiles/{name}`: `title`, `description`, `all_computers`, `tags` (and `access_group`,
 * an addition), each optional; the ones sent change (`""` clears the description, `[]` the tags). The
 * name stays; the version goes up when something changed.
 */
function editProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = findPackageProfile(org, ctx.params['name']);
  const { body } = ctx;
  const title = body.has('title') ? body.requiredString('title') : profile.title;
  if (title !== profile.title) checkTitleFree(title, 'package', org.packageProfiles, profile.id);
  const tags = body.stringArray('tags');
  const next = {
    title,
    description: body.string('description') ?? profile.description,
    access_group: readGroup(org, body) ?? profile.access_group,
    all_computers: body.boolean('all_computers') ?? profile.all_computers,
    tags: tags === undefined ? profile.tags : readProfileTags(tags, profile.tags),
  };
  const same =
    next.title === profile.title &&
    next.description === profile.description &&
    next.access_group === profile.access_group &&
    next.all_computers === profile.all_computers &&
    next.tags.length === profile.tags.length &&
    next.tags.every((tag, index) => tag === profile.tags[index]);
  if (same) return ok(serializePackageProfile(org, profile));
  const updated = changed(profile, next);
  replaceById(org.packageProfiles, updated);
  return ok(serializePackageProfile(org, updated));
}

/** The constraint of the profile with the same package and kind as `constraint` (other than `self`). */
function clashing(profile: PackageProfileRecord, constraint: ConstraintInput, self?: number): PackageConstraintRecord | undefined {
  const key = constraintKey(constraint);
  return profile.constraints.find((candidate) => candidate.id !== self && constraintKey(candidate) === key);
}

function duplicateConstraint(profile: PackageProfileRecord, existing: PackageConstraintRecord): ApiError {
  return new ApiError(
    409,
    'DuplicateConstraint',
    `"${profile.title}" already has a ${existing.constraint} constraint on "${existing.package}" (constraint ${existing.id}): edit that one instead.`,
  );
}

/** `GET packageprofiles/{name}/constraints?limit&offset&search&constraint_type`: paginated, by id. */
function listConstraints(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = findPackageProfile(org, ctx.params['name']);
  const type = ctx.query.string('constraint_type', { trim: true }) ?? '';
  if (type !== '' && type !== 'depends' && type !== 'conflicts') {
    throw badRequest(`"constraint_type" must be depends or conflicts, or empty for both (got "${type}").`);
  }
  const search = ctx.query.string('search', { trim: true })?.toLowerCase() ?? '';
  const results = profile.constraints.filter(
    (constraint) => (type === '' || constraint.constraint === type) && (search === '' || constraint.package.toLowerCase().includes(search)),
  );
  return ok(paginate(results, ctx.query, ctx.url, serializeConstraint));
}

/** `POST packageprofiles/{name}/constraints {constraints}` → 201 `{count, next, previous, results}`: the new ones. */
function addConstraints(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = findPackageProfile(org, ctx.params['name']);
  if (!ctx.body.has('constraints')) throw badRequest('"constraints" is required: the constraints to add ({constraint, package, rule, version}).');
  const inputs = readConstraintList(ctx.body.raw('constraints'));
  if (inputs.length === 0) throw badRequest('"constraints" must list at least one constraint to add.');
  for (const input of inputs) {
    const existing = clashing(profile, input);
    if (existing) throw duplicateConstraint(profile, existing);
  }
  const added = numberConstraints(ctx.ns.data, inputs);
  replaceById(org.packageProfiles, changed(profile, { constraints: [...profile.constraints, ...added] }));
  return ok({ count: added.length, next: null, previous: null, results: added.map(serializeConstraint) }, 201);
}

function constraintNotFound(profile: PackageProfileRecord, ids: readonly (number | string)[]): ApiError {
  const which = ids.length === 1 ? `constraint ${ids[0]}` : `constraints ${ids.join(', ')}`;
  return notFound(`Package profile "${profile.name}" has no ${which}.`, 'ConstraintNotFound');
}

/**
 * `PUT packageprofiles/{name}/constraints/{id} {constraint, package, rule, version}` → the constraint.
 * Fields not sent keep their value; `rule: ""` with `version: ""` is any version.
 */
function editConstraint(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = findPackageProfile(org, ctx.params['name']);
  const id = Number(ctx.params['id']);
  const current = profile.constraints.find((constraint) => constraint.id === id);
  if (!current) throw constraintNotFound(profile, [ctx.params['id']!]);
  const { body } = ctx;
  const pick = (name: keyof ConstraintInput) => (body.raw(name) === undefined ? current[name] : body.raw(name));
  const checked = checkConstraint({ constraint: pick('constraint'), package: pick('package'), rule: pick('rule'), version: pick('version') });
  if (typeof checked === 'string') throw badRequest(`Constraint ${id} (${current.package}): ${checked}.`, 'InvalidConstraint');
  const existing = clashing(profile, checked, id);
  if (existing) throw duplicateConstraint(profile, existing);
  const edited: PackageConstraintRecord = { id, ...checked };
  const unchanged = (['constraint', 'package', 'rule', 'version'] as const).every((field) => edited[field] === current[field]);
  if (!unchanged) {
    replaceById(org.packageProfiles, changed(profile, { constraints: profile.constraints.map((constraint) => (constraint.id === id ? edited : constraint)) }));
  }
  return ok(serializeConstraint(edited));
}

/**
 * `DELETE packageprofiles/{name}/constraints?constraint_ids=1,2,3` → 204. Removing every constraint
 * is allowed here (the profile is then empty until constraints are added). One unknown id: 404, and
 * nothing is removed.
 */
function removeConstraints(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = findPackageProfile(org, ctx.params['name']);
  const ids = ctx.query.integerArray('constraint_ids');
  if (ids === undefined || ids.length === 0) {
    throw badRequest('"constraint_ids" is required: the ids of the constraints to remove, comma-separated (constraint_ids=1,2,3).');
  }
  const wanted = new Set(ids);
  const unknown = [...wanted].filter((id) => !profile.constraints.some((constraint) => constraint.id === id));
  if (unknown.length > 0) throw constraintNotFound(profile, unknown);
  replaceById(org.packageProfiles, changed(profile, { constraints: profile.constraints.filter((constraint) => !wanted.has(constraint.id)) }));
  return { status: 204 };
}

export const packageProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^packageprofiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      // `names=a,b` (upstream's GetPackageProfilesParams) keeps those; absent or empty: every profile.
      const names = ctx.query.stringArray('names') ?? [];
      const profiles = names.length === 0 ? org.packageProfiles : org.packageProfiles.filter((profile) => names.includes(profile.name));
      return ok({ result: profiles.map((profile) => serializePackageProfile(org, profile)) });
    },
  },
  { method: 'POST', pattern: /^packageprofiles$/, auth: 'bearer', handle: createProfile },
  {
    method: 'GET',
    pattern: /^packageprofiles\/(?<name>[^/]+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(serializePackageProfile(org, findPackageProfile(org, ctx.params['name'])));
    },
  },
  { method: 'PUT', pattern: /^packageprofiles\/(?<name>[^/]+)$/, auth: 'bearer', handle: editProfile },
  { method: 'GET', pattern: /^packageprofiles\/(?<name>[^/]+)\/constraints$/, auth: 'bearer', handle: listConstraints },
  { method: 'POST', pattern: /^packageprofiles\/(?<name>[^/]+)\/constraints$/, auth: 'bearer', handle: addConstraints },
  { method: 'DELETE', pattern: /^packageprofiles\/(?<name>[^/]+)\/constraints$/, auth: 'bearer', handle: removeConstraints },
  { method: 'PUT', pattern: /^packageprofiles\/(?<name>[^/]+)\/constraints\/(?<id>\d+)$/, auth: 'bearer', handle: editConstraint },
  {
    // The package profiles constraining one instance (profiles.md §2.9, "used on instance pages").
    method: 'GET',
    pattern: /^computers\/(?<id>\d+)\/packages\/profile$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const instance = getInstance(org, ctx.params['id']!);
      return ok(
        org.packageProfiles
          .filter((profile) => packageProfileComputers(org, profile).constrained.includes(instance.id))
          .map((profile) => serializePackageProfile(org, profile)),
      );
    },
  },
];

export const packageProfileActions: LegacyActions = {
  /** Legacy `RemovePackageProfile name` → `{}`; unknown: 404 `UnknownPackageProfile`. */
  RemovePackageProfile: (ctx) => {
    const { org } = signedIn(ctx);
    const profile = findPackageProfile(org, ctx.query.requiredString('name'), 'UnknownPackageProfile');
    org.packageProfiles = org.packageProfiles.filter((candidate) => candidate.id !== profile.id);
    return ok({});
  },
};
