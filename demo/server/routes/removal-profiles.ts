/**
 * Removal profiles (profiles.md §5.5; all legacy, GET or POST with a form body): list, create, edit,
 * remove, associate and disassociate. Profiles are named by `name` (the slug of the title they were
 * made with). The simulator never removes instances by itself.
 */
import { replaceById } from '../data.ts';
import { ApiError, badRequest, ok } from '../http.ts';
import type { Organisation, RemovalProfile } from '../model.ts';
import {
  legacyList,
  MAX_DAYS_WITHOUT_EXCHANGE,
  nameFromTitle,
  readAssociationChange,
  readProfileTags,
  refuseUnknownParameters,
  serializeRemovalProfile,
} from '../profiles.ts';
import { signedIn, type LegacyActions, type RouteContext } from '../router.ts';
import { findAccessGroup } from './instance-actions.ts';

const EDITABLE = ['name', 'title', 'days_without_exchange', 'cascade_to_children', 'all_computers', 'tags'];

export function findRemovalProfile(org: Organisation, name: string): RemovalProfile {
  const profile = org.removalProfiles.find((candidate) => candidate.name === name);
  if (!profile) throw new ApiError(404, 'UnknownRemovalProfile', `Removal profile "${name}" does not exist.`);
  return profile;
}

function profileNamed(ctx: RouteContext): RemovalProfile {
  const { org } = signedIn(ctx);
  return findRemovalProfile(org, ctx.query.requiredString('name'));
}

/** `days_without_exchange`: a whole number from 1 to 2147483647 (the form's "less than 2147483648"). */
function readDays(ctx: RouteContext, required: boolean): number | undefined {
  const text = ctx.query.string('days_without_exchange', { trim: true });
  if (text === undefined) {
    if (required) throw badRequest('"days_without_exchange" is required: the number of days without contact after which an instance is removed.');
    return undefined;
  }
  const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(days) || days < 1 || days > MAX_DAYS_WITHOUT_EXCHANGE) {
    throw badRequest(
      `"days_without_exchange" must be a whole number of days, at least 1 and less than 2147483648 (got "${text}").`,
      'InvalidDaysWithoutExchangeValue',
    );
  }
  return days;
}

function createProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const { query } = ctx;
  const title = query.requiredString('title');
  const id = ctx.ns.data.nextId.removalProfile;
  const name = nameFromTitle(title, 'removal', id, org.removalProfiles);
  const days = readDays(ctx, true)!;
  const profile: RemovalProfile = {
    id,
    name,
    title,
    access_group: findAccessGroup(org, query.string('access_group', { trim: true }) || 'global').name,
    all_computers: query.boolean('all_computers') ?? false,
    tags: readProfileTags(legacyList(ctx.url.searchParams, 'tags') ?? []),
    days_without_exchange: days,
    cascade_to_children: query.boolean('cascade_to_children') ?? false,
  };
  ctx.ns.data.nextId.removalProfile += 1;
  org.removalProfiles.push(profile);
  return ok(serializeRemovalProfile(org, profile));
}

/** `EditRemovalProfile`: the parameters sent change; `tags=` (once, empty) clears the tags; `access_group` is refused. */
function editProfile(ctx: RouteContext) {
  refuseUnknownParameters(ctx, 'EditRemovalProfile', EDITABLE);
  const { org } = signedIn(ctx);
  const profile = profileNamed(ctx);
  const { query } = ctx;
  const title = query.has('title') ? query.requiredString('title') : profile.title;
  if (title !== profile.title) nameFromTitle(title, 'removal', profile.id, org.removalProfiles);
  const tags = legacyList(ctx.url.searchParams, 'tags');
  const updated: RemovalProfile = {
    ...profile,
    title,
    days_without_exchange: readDays(ctx, false) ?? profile.days_without_exchange,
    cascade_to_children: query.boolean('cascade_to_children') ?? profile.cascade_to_children,
    all_computers: query.boolean('all_computers') ?? profile.all_computers,
    tags: tags === undefined ? profile.tags : readProfileTags(tags, profile.tags),
  };
  replaceById(org.removalProfiles, updated);
  return ok(serializeRemovalProfile(org, updated));
}

function changeAssociation(adding: boolean) {
  return (ctx: RouteContext) => {
    const { org } = signedIn(ctx);
    const profile = profileNamed(ctx);
    const change = readAssociationChange(ctx);
    const tags = adding ? readProfileTags([...profile.tags, ...change.tags], profile.tags) : profile.tags.filter((tag) => !change.tags.includes(tag));
    const updated: RemovalProfile = { ...profile, tags, all_computers: change.all ? adding : profile.all_computers };
    replaceById(org.removalProfiles, updated);
    return ok(serializeRemovalProfile(org, updated));
  };
}

export const removalProfileActions: LegacyActions = {
  GetRemovalProfiles: (ctx) => {
    const { org } = signedIn(ctx);
    return ok(org.removalProfiles.map((profile) => serializeRemovalProfile(org, profile)));
  },
  CreateRemovalProfile: createProfile,
  EditRemovalProfile: editProfile,
  RemoveRemovalProfile: (ctx) => {
    const { org } = signedIn(ctx);
    const profile = profileNamed(ctx);
    org.removalProfiles = org.removalProfiles.filter((candidate) => candidate.id !== profile.id);
    return ok({});
  },
  AssociateRemovalProfile: changeAssociation(true),
  DisassociateRemovalProfile: changeAssociation(false),
};
