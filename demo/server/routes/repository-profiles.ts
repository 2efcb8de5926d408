/**
 * Repository profiles (profiles.md §1.5): list, create and edit over REST (by `name`), remove with the
 * legacy `RemoveRepositoryProfile`; and the repositories they draw on, legacy `GetDistributions`,
 * `GetAPTSources` and `GetGPGKeys` (scripts-events-repositories-instance.md §3).
 */
import { queueAccountActivity } from '../actions.ts';
import { replaceById } from '../data.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, RepositoryProfile } from '../model.ts';
import { legacyList, nameFromTitle, readProfileTags } from '../profiles.ts';
import { pocketsById, serializeDistribution, serializeRepositoryProfile } from '../repositories.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { findAccessGroup } from './instance-actions.ts';

/** The list's page size without `limit` (the public docs: 1,000). */
const DEFAULT_LIMIT = 1000;
export const REMOVE_REPOSITORY_PROFILE_TYPE = 'Remove repository profile';

/** The profile named `name`, or 404 (REST `ProfileNotFound`, legacy `UnknownRepositoryProfile`). */
function getProfile(org: Organisation, name: string | undefined, code = 'ProfileNotFound'): RepositoryProfile {
  const profile = org.repositoryProfiles.find((candidate) => candidate.name === name);
  if (!profile) throw notFound(`Repository profile "${name}" does not exist.`, code);
  return profile;
}

/** Pocket ids (each one of the organisation's pockets, else 400 `UnknownPocket`), de-duplicated. */
function readPockets(org: Organisation, body: Params): number[] | undefined {
  const ids = body.integerArray('pockets');
  if (ids === undefined) return undefined;
  const places = pocketsById(org);
  for (const id of ids) if (!places.has(id)) throw badRequest(`Pocket ${id} does not exist.`, 'UnknownPocket');
  return [...new Set(ids)];
}

/** APT source ids (each one of the organisation's, else 400 `UnknownAPTSource`), de-duplicated. */
function readAptSources(org: Organisation, body: Params): number[] | undefined {
  const ids = body.integerArray('apt_sources');
  if (ids === undefined) return undefined;
  for (const id of ids) {
    if (!org.aptSources.some((source) => source.id === id)) throw badRequest(`APT source ${id} does not exist.`, 'UnknownAPTSource');
  }
  return [...new Set(ids)];
}

function readGroup(org: Organisation, body: Params): string | undefined {
  const group = body.string('access_group', { trim: true });
  return group === undefined ? undefined : findAccessGroup(org, group || 'global').name;
}

function createProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const { body } = ctx;
  const title = body.requiredString('title');
  const id = ctx.ns.data.nextId.repositoryProfile;
  const profile: RepositoryProfile = {
    id,
    name: nameFromTitle(title, 'repository', id, org.repositoryProfiles),
    title,
    description: body.string('description') ?? '',
    access_group: readGroup(org, body) ?? 'global',
    all_computers: body.boolean('all_computers') ?? false,
    tags: readProfileTags(body.stringArray('tags') ?? []),
    apt_sources: readAptSources(org, body) ?? [],
    pockets: readPockets(org, body) ?? [],
  };
  ctx.ns.data.nextId.repositoryProfile += 1;
  org.repositoryProfiles.push(profile);
  return ok(serializeRepositoryProfile(org, profile), 201);
}

/**
 * `PUT repositoryprofiles/{name}`: every field optional, the ones sent change (`""` clears the
 * description, `[]` the tags, pockets or APT sources); the name stays.
 */
function editProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['name']);
  const { body } = ctx;
  const title = body.has('title') ? body.requiredString('title') : profile.title;
  if (title !== profile.title) nameFromTitle(title, 'repository', profile.id, org.repositoryProfiles);
  const tags = body.stringArray('tags');
  const updated: RepositoryProfile = {
    ...profile,
    title,
    description: body.string('description') ?? profile.description,
    access_group: readGroup(org, body) ?? profile.access_group,
    all_computers: body.boolean('all_computers') ?? profile.all_computers,
    tags: tags === undefined ? profile.tags : readProfileTags(tags, profile.tags),
    apt_sources: readAptSources(org, body) ?? profile.apt_sources,
    pockets: readPockets(org, body) ?? profile.pockets,
  };
  replaceById(org.repositoryProfiles, updated);
  return ok(serializeRepositoryProfile(org, updated));
}

export const repositoryProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^repositoryprofiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const search = ctx.query.string('search', { trim: true })?.toLowerCase();
      const results = search
        ? org.repositoryProfiles.filter((profile) => profile.name.includes(search) || profile.title.toLowerCase().includes(search))
        : org.repositoryProfiles;
      const places = pocketsById(org);
      return ok(paginate(results, ctx.query, ctx.url, (profile) => serializeRepositoryProfile(org, profile, places), { defaultLimit: DEFAULT_LIMIT }));
    },
  },
  { method: 'POST', pattern: /^repositoryprofiles$/, auth: 'bearer', handle: createProfile },
  {
    method: 'GET',
    pattern: /^repositoryprofiles\/(?<name>[^/]+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(serializeRepositoryProfile(org, getProfile(org, ctx.params['name'])));
    },
  },
  { method: 'PUT', pattern: /^repositoryprofiles\/(?<name>[^/]+)$/, auth: 'bearer', handle: editProfile },
];

/** `names.1`, `names.2`, … of a legacy Get* call: the records with those names (all without). */
function byNames<T extends { name: string }>(ctx: RouteContext, items: readonly T[]): T[] {
  const names = legacyList(ctx.url.searchParams, 'names');
  return names === undefined || names.length === 0 ? [...items] : items.filter((item) => names.includes(item.name));
}

export const repositoryProfileActions: LegacyActions = {
  /**
   * Removes the profile; answers the activity that takes its pockets and APT sources off the associated
   * instances (account-wide, progressing as the instance actions' do).
   */
  RemoveRepositoryProfile: (ctx) => {
    const { org } = signedIn(ctx);
    const profile = getProfile(org, ctx.query.requiredString('name'), 'UnknownRepositoryProfile');
    org.repositoryProfiles = org.repositoryProfiles.filter((candidate) => candidate.id !== profile.id);
    return ok(queueAccountActivity(ctx, REMOVE_REPOSITORY_PROFILE_TYPE, `Remove repository profile "${profile.title}"`));
  },
  /** Every distribution (`names.N`: those), with its series and pockets; `include_latest_sync` is accepted (the last sync is always sent). */
  GetDistributions: (ctx) => {
    const { org } = signedIn(ctx);
    ctx.query.boolean('include_latest_sync');
    return ok(byNames(ctx, org.distributions).map((distribution) => serializeDistribution(org, distribution)));
  },
  GetAPTSources: (ctx) => {
    const { org } = signedIn(ctx);
    return ok(byNames(ctx, org.aptSources).map((source) => ({ ...source })));
  },
  GetGPGKeys: (ctx) => {
    const { org } = signedIn(ctx);
    return ok(byNames(ctx, org.gpgKeys).map((key) => ({ ...key })));
  },
};
