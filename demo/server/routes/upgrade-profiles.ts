/**
 * Upgrade profiles (profiles.md §3.5; all legacy, GET or POST with a form body): list, create, edit,
 * remove, associate and disassociate. Profiles are named by `name` (the slug of the title they were
 * made with).
 */
import { replaceById } from '../data.ts';
import { ApiError, badRequest, ok } from '../http.ts';
import type { Organisation, UpgradeProfile, Weekday } from '../model.ts';
import {
  checkDeliveryWindow,
  legacyList,
  nameFromTitle,
  readAssociationChange,
  readProfileTags,
  readWeekdays,
  refuseUnknownParameters,
  serializeUpgradeProfile,
} from '../profiles.ts';
import { signedIn, type LegacyActions, type RouteContext } from '../router.ts';
import { findAccessGroup } from './instance-actions.ts';

const EDITABLE = [
  'name', 'title', 'every', 'on_days', 'at_hour', 'at_minute', 'deliver_within', 'deliver_delay_window', 'upgrade_type',
  'security_upgrade', 'autoremove', 'all_computers', 'tags',
];

/** The profile named by `name`, or 404 `UnknownUpgradeProfile` (as every unknown record of the simulator). */
export function findUpgradeProfile(org: Organisation, name: string): UpgradeProfile {
  const profile = org.upgradeProfiles.find((candidate) => candidate.name === name);
  if (!profile) throw new ApiError(404, 'UnknownUpgradeProfile', `Upgrade profile "${name}" does not exist.`);
  return profile;
}

function profileNamed(ctx: RouteContext): UpgradeProfile {
  const { org } = signedIn(ctx);
  return findUpgradeProfile(org, ctx.query.requiredString('name'));
}

type Schedule = Pick<UpgradeProfile, 'every' | 'on_days' | 'at_hour' | 'at_minute' | 'deliver_within' | 'deliver_delay_window'>;

/** The schedule after the parameters sent, checked as a whole (an edit may change one part of it). */
function readSchedule(ctx: RouteContext, current: Schedule | undefined): Schedule {
  const { query } = ctx;
  const every = query.oneOf('every', ['hour', 'week'] as const, { required: current === undefined }) ?? current!.every;
  const sentDays = legacyList(ctx.url.searchParams, 'on_days');
  const onDays: Weekday[] = sentDays === undefined ? (current?.on_days ?? []) : readWeekdays(sentDays);
  const sentHour = query.integer('at_hour', { min: 0, max: 23 });
  const atMinute = query.integer('at_minute', { min: 0, max: 59 }) ?? current?.at_minute ?? 0;
  const deliverWithin = query.integer('deliver_within', { min: 0 }) ?? current?.deliver_within ?? 1;
  const window = query.integer('deliver_delay_window', { min: 0 }) ?? current?.deliver_delay_window ?? 0;
  let atHour: number | null = null;
  if (every === 'week') {
    atHour = sentHour ?? current?.at_hour ?? null;
    if (atHour === null) throw badRequest('"at_hour" is required for a weekly profile (0–23, UTC).');
    if (onDays.length === 0) {
      throw badRequest('A weekly profile needs at least one day: send on_days.1, on_days.2, … (mo, tu, we, th, fr, sa, su).', 'InvalidParameterCombination');
    }
  }
  checkDeliveryWindow(deliverWithin, window);
  return { every, on_days: onDays, at_hour: atHour, at_minute: atMinute, deliver_within: deliverWithin, deliver_delay_window: window };
}

/** `upgrade_type`, or the deprecated `security_upgrade` flag when only it is sent. */
function readUpgradeType(ctx: RouteContext): UpgradeProfile['upgrade_type'] | undefined {
  const type = ctx.query.oneOf('upgrade_type', ['all', 'security'] as const);
  if (type !== undefined) return type;
  const security = ctx.query.boolean('security_upgrade');
  return security === undefined ? undefined : security ? 'security' : 'all';
}

function createProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const { query } = ctx;
  const title = query.requiredString('title');
  const id = ctx.ns.data.nextId.upgradeProfile;
  const name = nameFromTitle(title, 'upgrade', id, org.upgradeProfiles);
  const schedule = readSchedule(ctx, undefined);
  const accessGroup = findAccessGroup(org, query.string('access_group', { trim: true }) || 'global').name;
  const profile: UpgradeProfile = {
    id,
    name,
    title,
    access_group: accessGroup,
    all_computers: query.boolean('all_computers') ?? false,
    tags: readProfileTags(legacyList(ctx.url.searchParams, 'tags') ?? []),
    upgrade_type: readUpgradeType(ctx) ?? 'all',
    autoremove: query.boolean('autoremove') ?? false,
    ...schedule,
  };
  ctx.ns.data.nextId.upgradeProfile += 1;
  org.upgradeProfiles.push(profile);
  return ok(serializeUpgradeProfile(org, profile));
}

/**
 * `EditUpgradeProfile`: the parameters sent change, the rest stays; `tags=` (once, empty) clears the
 * tags, `deliver_delay_window=0` turns the window off. `access_group` is refused (profiles.md §3.3).
 */
function editProfile(ctx: RouteContext) {
  refuseUnknownParameters(ctx, 'EditUpgradeProfile', EDITABLE);
  const { org } = signedIn(ctx);
  const profile = profileNamed(ctx);
  const { query } = ctx;
  const title = query.has('title') ? query.requiredString('title') : profile.title;
  if (title !== profile.title) nameFromTitle(title, 'upgrade', profile.id, org.upgradeProfiles);
  const tags = legacyList(ctx.url.searchParams, 'tags');
  const updated: UpgradeProfile = {
    ...profile,
    title,
    all_computers: query.boolean('all_computers') ?? profile.all_computers,
    tags: tags === undefined ? profile.tags : readProfileTags(tags, profile.tags),
    upgrade_type: readUpgradeType(ctx) ?? profile.upgrade_type,
    autoremove: query.boolean('autoremove') ?? profile.autoremove,
    ...readSchedule(ctx, profile),
  };
  replaceById(org.upgradeProfiles, updated);
  return ok(serializeUpgradeProfile(org, updated));
}

function removeProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = profileNamed(ctx);
  org.upgradeProfiles = org.upgradeProfiles.filter((candidate) => candidate.id !== profile.id);
  return ok({});
}

/** Associate (`adding`) or disassociate: tags join or leave the profile's; `all_computers=true` switches all on or off. */
function changeAssociation(adding: boolean) {
  return (ctx: RouteContext) => {
    const { org } = signedIn(ctx);
    const profile = profileNamed(ctx);
    const change = readAssociationChange(ctx);
    const tags = adding ? readProfileTags([...profile.tags, ...change.tags], profile.tags) : profile.tags.filter((tag) => !change.tags.includes(tag));
    const updated: UpgradeProfile = { ...profile, tags, all_computers: change.all ? adding : profile.all_computers };
    replaceById(org.upgradeProfiles, updated);
    return ok(serializeUpgradeProfile(org, updated));
  };
}

export const upgradeProfileActions: LegacyActions = {
  GetUpgradeProfiles: (ctx) => {
    const { org } = signedIn(ctx);
    const type = ctx.query.oneOf('upgrade_type', ['all', 'security'] as const);
    const now = Date.now();
    return ok(org.upgradeProfiles.filter((profile) => type === undefined || profile.upgrade_type === type).map((profile) => serializeUpgradeProfile(org, profile, now)));
  },
  CreateUpgradeProfile: createProfile,
  EditUpgradeProfile: editProfile,
  RemoveUpgradeProfile: removeProfile,
  AssociateUpgradeProfile: changeAssociation(true),
  DisassociateUpgradeProfile: changeAssociation(false),
};
