/**
 * Script profiles (screens profiles.md §7.6; feature `script-profiles`): the list, one profile, create,
 * edit, archive, its runs and the limits. Without the feature every call answers 403 FeatureDisabled,
 * as employees do without theirs.
 */
import { findById, replaceById } from '../data.ts';
import { CronError, cronEverRuns, minCronGap, parseCron } from '../cron.ts';
import { ApiError, badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, Script, ScriptProfile, ScriptTrigger } from '../model.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import {
  DEFAULT_TIME_LIMIT,
  personOf,
  profileInstances,
  profileRuns,
  SCRIPT_PROFILE_LIMITS,
  serializeScriptProfile,
  statusWord,
} from '../scripts.ts';
import { iso } from '../time.ts';
import { checkTag } from './instance-actions.ts';

const { max_num_computers: MAX_COMPUTERS, max_num_profiles: MAX_PROFILES, min_interval: MIN_INTERVAL } = SCRIPT_PROFILE_LIMITS;

/** Throws the 403 a server without the feature answers. */
export function scriptProfilesEnabled(ctx: RouteContext): void {
  if (!ctx.ns.options.features['script-profiles']) {
    throw new ApiError(403, 'FeatureDisabled', 'Script profiles are not enabled for this organisation.');
  }
}

/** The organisation, once the caller is known and the feature is on. */
function profileOrganisation(ctx: RouteContext): Organisation {
  const { org } = signedIn(ctx);
  scriptProfilesEnabled(ctx);
  return org;
}

function getProfile(org: Organisation, id: string | undefined): ScriptProfile {
  const profile = findById(org.scriptProfiles, Number(id));
  if (!profile) throw notFound(`Script profile ${id} does not exist.`, 'ProfileNotFound');
  return profile;
}

function refuseArchived(profile: ScriptProfile, doing: string): void {
  if (profile.archived) throw new ApiError(409, 'ProfileArchived', `"${profile.title}" is archived; archived profiles cannot be ${doing}.`);
}

/** What the UI's date fields send: `2030-06-01T09:30:00Z`, seconds and the Z optional (UTC either way). */
const UTC_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z?$/;

function readUtcTime(params: Params, name: string, required: boolean): number | undefined {
  const text = params.string(name, { required, trim: true });
  if (text === undefined) return undefined;
  const match = UTC_TIME.exec(text);
  const [year, month, day, hour, minute, second] = (match?.slice(1) ?? []).map((part) => Number(part ?? 0));
  const time = match ? Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) : Number.NaN;
  if (Number.isNaN(time) || iso(time).slice(0, 16) !== `${match![1]}-${match![2]}-${match![3]}T${match![4]}:${match![5]}`) {
    throw badRequest(`"${name}" must be a UTC date and time like 2030-06-01T09:30:00Z.`);
  }
  return time;
}

/** A recurring trigger's schedule: a valid 5-field cron that never runs twice within the minimum interval. */
function readInterval(text: string): string {
  try {
    const schedule = parseCron(text);
    if (!cronEverRuns(schedule)) throw new CronError(`The schedule "${schedule.text}" never runs: no such date comes.`);
    const gap = minCronGap(schedule);
    if (gap !== null && gap < MIN_INTERVAL) {
      throw badRequest(`There is a minimum interval of ${MIN_INTERVAL} minutes between runs.`, 'IntervalTooShort');
    }
    return schedule.text;
  } catch (error) {
    if (error instanceof CronError) throw badRequest(error.message, 'InvalidInterval');
    throw error;
  }
}

/**
 * The trigger of a new profile or an edit (`previous`: the stored one, whose type cannot change). A
 * one-time run must be in the future, unless an edit sends the stored time unchanged (the form sends
 * the whole trigger with every edit).
 */
function readTrigger(body: Params, now: number, previous?: ScriptTrigger): ScriptTrigger {
  const trigger = body.object('trigger', { required: true })!;
  const type = trigger.oneOf('trigger_type', ['event', 'one_time', 'recurring'] as const, { required: true })!;
  if (previous && previous.trigger_type !== type) {
    throw badRequest(`The trigger type of a profile cannot be changed (this one is "${previous.trigger_type}").`, 'TriggerTypeChanged');
  }
  switch (type) {
    case 'event':
      return { trigger_type: 'event', event_type: trigger.oneOf('event_type', ['post_enrollment'] as const, { required: true })! };
    case 'one_time': {
      const time = readUtcTime(trigger, 'timestamp', true)!;
      const unchanged = previous?.trigger_type === 'one_time' && previous.timestamp === iso(time);
      if (time <= now && !unchanged) throw badRequest(`"timestamp" must be in the future (${iso(time)} has passed).`);
      return { trigger_type: 'one_time', timestamp: iso(time) };
    }
    case 'recurring': {
      const interval = readInterval(trigger.requiredString('interval'));
      const start = readUtcTime(trigger, 'start_after', false);
      const startAfter = start !== undefined ? iso(start) : previous?.trigger_type === 'recurring' ? previous.start_after : iso(now);
      return { trigger_type: 'recurring', interval, start_after: startAfter };
    }
  }
}

function readScript(org: Organisation, body: Params): Script {
  const id = body.integer('script_id', { min: 1 });
  if (id === undefined) throw badRequest('"script_id" is required.');
  const script = findById(org.scripts, id);
  if (!script) throw badRequest(`Script ${id} does not exist.`, 'ScriptNotFound');
  if (script.status !== 'ACTIVE') throw badRequest(`Script "${script.title}" is ${statusWord(script)}: a profile needs an active script.`, 'ScriptNotActive');
  return script;
}

function readTags(body: Params): string[] | undefined {
  const tags = body.stringArray('tags');
  tags?.forEach(checkTag);
  return tags && [...new Set(tags)];
}

function refuseTooManyComputers(org: Organisation, profile: Pick<ScriptProfile, 'script_id' | 'all_computers' | 'tags'>): void {
  const count = profileInstances(org, profile).length;
  if (count > MAX_COMPUTERS) {
    throw badRequest(
      `The profile would be associated with ${count.toLocaleString('en-US')} instances, over the limit of ${MAX_COMPUTERS.toLocaleString('en-US')}. Decrease the number of associated instances.`,
      'TooManyComputers',
    );
  }
}

function createProfile(ctx: RouteContext) {
  const org = profileOrganisation(ctx);
  const { user } = signedIn(ctx);
  const { body } = ctx;
  const now = Date.now();
  const title = body.requiredString('title');
  const script = readScript(org, body);
  const username = body.requiredString('username');
  const timeLimit = body.integer('time_limit', { min: 1 }) ?? DEFAULT_TIME_LIMIT;
  const allComputers = body.boolean('all_computers') ?? false;
  const tags = readTags(body) ?? [];
  const trigger = readTrigger(body, now);
  const active = org.scriptProfiles.filter((profile) => !profile.archived).length;
  if (active >= MAX_PROFILES) {
    throw badRequest(`You've reached the limit of ${MAX_PROFILES} active script profiles. Archive one to add another.`, 'ProfileLimitReached');
  }
  refuseTooManyComputers(org, { script_id: script.id, all_computers: allComputers, tags });
  const profile: ScriptProfile = {
    id: ctx.ns.data.nextId.scriptProfile,
    title,
    script_id: script.id,
    username,
    time_limit: timeLimit,
    all_computers: allComputers,
    tags,
    archived: false,
    created_at: iso(now),
    last_edited_at: iso(now),
    created_by: personOf(user),
    trigger,
    activity_ids: [],
  };
  ctx.ns.data.nextId.scriptProfile += 1;
  org.scriptProfiles.push(profile);
  return { status: 201, body: serializeScriptProfile(org, profile, now) };
}

/** `PATCH script-profiles/{id}`: the fields given change; the script and the trigger type stay. */
function editProfile(ctx: RouteContext) {
  const org = profileOrganisation(ctx);
  const profile = getProfile(org, ctx.params['id']);
  refuseArchived(profile, 'edited');
  const { body } = ctx;
  const now = Date.now();
  const scriptId = body.integer('script_id');
  if (scriptId !== undefined && scriptId !== profile.script_id) {
    throw badRequest('The script of a profile cannot be changed; add a new profile for another script.', 'ScriptChanged');
  }
  const changes = {
    title: body.has('title') ? body.requiredString('title') : undefined,
    username: body.has('username') ? body.requiredString('username') : undefined,
    time_limit: body.integer('time_limit', { min: 1 }),
    all_computers: body.boolean('all_computers'),
    tags: readTags(body),
    trigger: body.has('trigger') ? readTrigger(body, now, profile.trigger) : undefined,
  };
  const updated: ScriptProfile = {
    ...profile,
    ...(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<ScriptProfile>),
    last_edited_at: iso(now),
  };
  refuseTooManyComputers(org, updated);
  replaceById(org.scriptProfiles, updated);
  return ok(serializeScriptProfile(org, updated, now));
}

function archiveProfile(ctx: RouteContext) {
  const org = profileOrganisation(ctx);
  const profile = getProfile(org, ctx.params['id']);
  refuseArchived(profile, 'archived again');
  const updated: ScriptProfile = { ...profile, archived: true, last_edited_at: iso(Date.now()) };
  replaceById(org.scriptProfiles, updated);
  return ok(serializeScriptProfile(org, updated));
}

const ARCHIVED_FILTER = ['all', 'active', 'archived'] as const;

export const scriptProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^script-profiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      const org = profileOrganisation(ctx);
      const archived = ctx.query.oneOf('archived', ARCHIVED_FILTER) ?? 'active';
      const search = ctx.query.string('search', { trim: true })?.toLowerCase();
      const now = Date.now();
      const results = org.scriptProfiles
        .filter(
          (profile) =>
            (archived === 'all' || profile.archived === (archived === 'archived')) &&
            (!search || profile.title.toLowerCase().includes(search)),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return ok(paginate(results, ctx.query, ctx.url, (profile) => serializeScriptProfile(org, profile, now)));
    },
  },
  { method: 'POST', pattern: /^script-profiles$/, auth: 'bearer', handle: createProfile },
  {
    method: 'GET',
    pattern: /^script-profiles\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const org = profileOrganisation(ctx);
      return ok(serializeScriptProfile(org, getProfile(org, ctx.params['id'])));
    },
  },
  { method: 'PATCH', pattern: /^script-profiles\/(?<id>\d+)$/, auth: 'bearer', handle: editProfile },
  { method: 'POST', pattern: /^script-profiles\/(?<id>\d+):archive$/, auth: 'bearer', handle: archiveProfile },
  {
    method: 'GET',
    pattern: /^script-profiles\/(?<id>\d+)\/activities$/,
    auth: 'bearer',
    handle: (ctx) => {
      const org = profileOrganisation(ctx);
      const profile = getProfile(org, ctx.params['id']);
      return ok(paginate(profileRuns(org, profile).reverse(), ctx.query, ctx.url));
    },
  },
  {
    method: 'GET',
    pattern: /^script-profile-limits$/,
    auth: 'bearer',
    handle: (ctx) => {
      profileOrganisation(ctx);
      return ok({ ...SCRIPT_PROFILE_LIMITS });
    },
  },
];
