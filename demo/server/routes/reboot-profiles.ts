/**
 * Reboot profiles (profiles.md §4.5; REST, by numeric id): list, create, edit, delete. Always weekly
 * (`every: "week"`), UTC.
 */
import { findById, replaceById } from '../data.ts';
import { badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, RebootProfile } from '../model.ts';
import { checkDeliveryWindow, readProfileTags, readWeekdays, serializeRebootProfile } from '../profiles.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { findAccessGroup } from './instance-actions.ts';

/** The list's page size without `limit` (the public docs: 1,000). */
const DEFAULT_LIMIT = 1000;
const SCHEDULE_FIELDS = ['every', 'on_days', 'at_hour', 'at_minute'] as const;
const FIELDS = ['title', 'access_group', 'all_computers', 'tags', ...SCHEDULE_FIELDS, 'deliver_within', 'deliver_delay_window'];

function getProfile(org: Organisation, id: string | undefined): RebootProfile {
  const profile = findById(org.rebootProfiles, Number(id));
  if (!profile) throw notFound(`Reboot profile ${id} does not exist.`, 'ProfileNotFound');
  return profile;
}

type Schedule = Pick<RebootProfile, 'on_days' | 'at_hour' | 'at_minute'>;

/** `every` (only "week"), `on_days` (at least one), `at_hour` 0–23 and `at_minute` 0–59 (default 0 on create). */
function readSchedule(body: Params, creating: boolean): Schedule {
  body.oneOf('every', ['week'] as const, { required: !creating });
  const days = body.stringArray('on_days');
  if (days === undefined) throw badRequest('"on_days" is required: the days of the week to reboot on (mo, tu, we, th, fr, sa, su).');
  const onDays = readWeekdays(days);
  if (onDays.length === 0) throw badRequest('"on_days" must list at least one day.');
  const atHour = body.integer('at_hour', { min: 0, max: 23 });
  if (atHour === undefined) throw badRequest('"at_hour" is required (0–23, UTC).');
  const atMinute = body.integer('at_minute', { min: 0, max: 59 });
  if (atMinute === undefined && !creating) throw badRequest('"at_minute" is required (0–59, UTC).');
  return { on_days: onDays, at_hour: atHour, at_minute: atMinute ?? 0 };
}

function createProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const { body } = ctx;
  const title = body.requiredString('title');
  const schedule = readSchedule(body, true);
  const deliverWithin = body.integer('deliver_within', { min: 0 }) ?? 1;
  const window = body.integer('deliver_delay_window', { min: 0 }) ?? 0;
  checkDeliveryWindow(deliverWithin, window);
  const profile: RebootProfile = {
    id: ctx.ns.data.nextId.rebootProfile,
    title,
    access_group: findAccessGroup(org, body.string('access_group', { trim: true }) || 'global').name,
    all_computers: body.boolean('all_computers') ?? false,
    tags: readProfileTags(body.stringArray('tags') ?? []),
    ...schedule,
    deliver_within: deliverWithin,
    deliver_delay_window: window,
  };
  ctx.ns.data.nextId.rebootProfile += 1;
  org.rebootProfiles.push(profile);
  return ok(serializeRebootProfile(org, profile), 201);
}

/**
 * `PATCH rebootprofiles/{id}`: the fields sent change (at least one); the schedule's four fields come
 * together or not at all; `tags: []` clears the tags. The access group cannot move (sending the current
 * one is fine, as a form sending every field does).
 */
function editProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['id']);
  const { body } = ctx;
  const sent = FIELDS.filter((field) => body.has(field));
  if (sent.length === 0) throw badRequest(`Send at least one field to change: ${FIELDS.join(', ')}.`);
  const scheduleSent = SCHEDULE_FIELDS.filter((field) => body.has(field));
  if (scheduleSent.length > 0 && scheduleSent.length < SCHEDULE_FIELDS.length) {
    const missing = SCHEDULE_FIELDS.filter((field) => !body.has(field));
    throw badRequest(
      `To change the schedule send every, on_days, at_hour and at_minute together (missing: ${missing.join(', ')}).`,
      'InvalidParameterCombination',
    );
  }
  const group = body.string('access_group', { trim: true });
  if (group !== undefined && group !== profile.access_group) {
    findAccessGroup(org, group);
    throw badRequest(`The access group of a reboot profile cannot be changed (this one is in "${profile.access_group}").`);
  }
  const tags = body.stringArray('tags');
  const deliverWithin = body.integer('deliver_within', { min: 0 }) ?? profile.deliver_within;
  const window = body.integer('deliver_delay_window', { min: 0 }) ?? profile.deliver_delay_window;
  checkDeliveryWindow(deliverWithin, window);
  const updated: RebootProfile = {
    ...profile,
    title: body.has('title') ? body.requiredString('title') : profile.title,
    all_computers: body.boolean('all_computers') ?? profile.all_computers,
    tags: tags === undefined ? profile.tags : readProfileTags(tags, profile.tags),
    ...(scheduleSent.length > 0 ? readSchedule(body, false) : {}),
    deliver_within: deliverWithin,
    deliver_delay_window: window,
  };
  replaceById(org.rebootProfiles, updated);
  return ok(serializeRebootProfile(org, updated));
}

export const rebootProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^rebootprofiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const now = Date.now();
      return ok(paginate(org.rebootProfiles, ctx.query, ctx.url, (profile) => serializeRebootProfile(org, profile, now), { defaultLimit: DEFAULT_LIMIT }));
    },
  },
  { method: 'POST', pattern: /^rebootprofiles$/, auth: 'bearer', handle: createProfile },
  {
    method: 'GET',
    pattern: /^rebootprofiles\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      return ok(serializeRebootProfile(org, getProfile(org, ctx.params['id'])));
    },
  },
  { method: 'PATCH', pattern: /^rebootprofiles\/(?<id>\d+)$/, auth: 'bearer', handle: editProfile },
  {
    method: 'DELETE',
    pattern: /^rebootprofiles\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const profile = getProfile(org, ctx.params['id']);
      org.rebootProfiles = org.rebootProfiles.filter((candidate) => candidate.id !== profile.id);
      return { status: 204 };
    },
  },
];
