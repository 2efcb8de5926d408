/**
 * Security profiles (API.md "Security profiles"): list with filters, create (with the limit of five
 * active profiles), edit, archive, run, audit reports and their CSV download.
 */
import { findById, replaceById } from '../data.ts';
import { associatedInstances, auditResults, PROFILE_INSTANCE_LIMIT } from '../fleet.ts';
import { ApiError, badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import { BENCHMARKS, PROFILE_MODES, type Organisation, type SecurityProfile } from '../model.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { nextRunTime, parseSchedule, ScheduleError } from '../schedule.ts';
import { GROUP_ACTIVITY_TYPE } from '../seed.ts';
import { iso } from '../time.ts';
import { addActivity, creatorOf } from './activities.ts';

const MAX_ACTIVE_PROFILES = 5;
/** A run creates one child activity per instance, up to this many, to keep the demo's list readable. */
const MAX_RUN_CHILDREN = 50;
const RETENTION_DAYS = 365;

function serializeProfile(org: Organisation, profile: SecurityProfile) {
  return { ...profile, associated_instances: associatedInstances(org, profile).length };
}

function passRate(profile: SecurityProfile): number {
  const { passing, failing, in_progress: inProgress, not_started: notStarted } = profile.last_run_results;
  const total = passing + failing + inProgress + notStarted;
  return total === 0 ? 0 : (passing / total) * 100;
}

function getProfile(org: Organisation, id: string | undefined): SecurityProfile {
  const profile = org.securityProfiles.find((candidate) => candidate.id === Number(id));
  if (!profile) throw notFound(`Security profile ${id} does not exist.`, 'ProfileNotFound');
  return profile;
}

function readSchedule(text: string): string {
  try {
    parseSchedule(text);
  } catch (error) {
    if (error instanceof ScheduleError) throw badRequest(error.message, 'InvalidSchedule');
    throw error;
  }
  return text;
}

function readStartDate(body: Params, required: boolean): string | undefined {
  const value = body.string('start_date', { required, trim: true });
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) || Number.isNaN(time)) {
    throw badRequest('"start_date" must be a UTC date and time like 2025-01-31T10:00:00Z.');
  }
  return iso(time);
}

function readAccessGroup(org: Organisation, body: Params): string | undefined {
  const group = body.string('access_group', { trim: true });
  if (group !== undefined && !org.accessGroups.some((candidate) => candidate.name === group)) {
    throw badRequest(`Access group "${group}" does not exist.`);
  }
  return group;
}

function computeNextRun(profile: Pick<SecurityProfile, 'schedule' | 'start_date'>): string | null {
  const next = nextRunTime(parseSchedule(profile.schedule), Date.parse(profile.start_date), Date.now());
  return next === null ? null : iso(next);
}

function uniqueName(org: Organisation, title: string): string {
  const base = title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'profile';
  let name = base;
  for (let suffix = 2; org.securityProfiles.some((profile) => profile.name === name); suffix += 1) name = `${base}-${suffix}`;
  return name;
}

/**
 * The fields create and edit share, read from the body when present. Benchmark, mode and start date are
 * set once, on create (API.md): an edit sending them changes nothing.
 */
function readEditable(org: Organisation, body: Params) {
  const title = body.has('title') ? body.requiredString('title') : undefined;
  const schedule = body.has('schedule') ? readSchedule(body.requiredString('schedule')) : undefined;
  return {
    title,
    schedule,
    access_group: readAccessGroup(org, body),
    all_computers: body.boolean('all_computers'),
    tags: body.stringArray('tags'),
    restart_deliver_delay: body.integer('restart_deliver_delay', { min: 0, max: 48 }),
    restart_deliver_delay_window: body.integer('restart_deliver_delay_window', { min: 0, max: 1440 }),
  };
}

function withoutUndefined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function createProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const { body } = ctx;
  const title = body.requiredString('title');
  const benchmark = body.oneOf('benchmark', BENCHMARKS, { required: true })!;
  const mode = body.oneOf('mode', PROFILE_MODES, { required: true })!;
  const schedule = readSchedule(body.requiredString('schedule'));
  const startDate = readStartDate(body, true)!;
  const editable = readEditable(org, body);
  const tailoring = body.string('tailoring_file');
  if (tailoring !== undefined && !tailoring.trimStart().startsWith('<')) {
    throw badRequest('"tailoring_file" must be the text of an XML tailoring file.');
  }
  const active = org.securityProfiles.filter((profile) => profile.status === 'active').length;
  if (active >= MAX_ACTIVE_PROFILES) {
    throw badRequest(
      `You already have ${MAX_ACTIVE_PROFILES} active security profiles, the maximum. Archive one to add another.`,
      'ProfileLimitReached',
    );
  }
  const now = iso(Date.now());
  const name = uniqueName(org, title);
  const profile: SecurityProfile = {
    id: ctx.ns.data.nextId.securityProfile,
    name,
    title,
    status: 'active',
    mode,
    benchmark,
    access_group: editable.access_group ?? 'global',
    all_computers: editable.all_computers ?? false,
    tags: editable.tags ?? [],
    schedule,
    start_date: startDate,
    restart_deliver_delay: editable.restart_deliver_delay ?? 0,
    restart_deliver_delay_window: editable.restart_deliver_delay_window ?? 0,
    tailoring_file_uri: tailoring === undefined ? null : `https://landscape.${org.name}.example/usg/${name}/tailoring.xml`,
    next_run_time: computeNextRun({ schedule, start_date: startDate }),
    creation_time: now,
    modification_time: now,
    retention_period: RETENTION_DAYS,
    last_run_results: { passing: 0, failing: 0, in_progress: 0, not_started: 0, timestamp: null, report_uri: null },
  };
  profile.last_run_results.not_started = Math.min(associatedInstances(org, profile).length, PROFILE_INSTANCE_LIMIT);
  ctx.ns.data.nextId.securityProfile += 1;
  org.securityProfiles.push(profile);
  return { status: 201, body: serializeProfile(org, profile) };
}

function refuseArchived(profile: SecurityProfile, action: string): void {
  if (profile.status === 'archived') {
    throw new ApiError(409, 'ProfileArchived', `"${profile.title}" is archived; archived profiles cannot be ${action}.`);
  }
}

function editProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['id']);
  refuseArchived(profile, 'edited');
  const changes = withoutUndefined({ ...readEditable(org, ctx.body), start_date: readStartDate(ctx.body, false) });
  const updated: SecurityProfile = { ...profile, ...changes, modification_time: iso(Date.now()) };
  updated.next_run_time = computeNextRun(updated);
  replaceById(org.securityProfiles, updated);
  return ok(serializeProfile(org, updated));
}

function archiveProfile(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['id']);
  refuseArchived(profile, 'archived again');
  const updated: SecurityProfile = { ...profile, status: 'archived', next_run_time: null, modification_time: iso(Date.now()) };
  replaceById(org.securityProfiles, updated);
  return ok(serializeProfile(org, updated));
}

/** Runs a profile now: a parent activity with one child per covered instance (capped). */
function executeProfile(ctx: RouteContext) {
  const { org, user } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['id']);
  refuseArchived(profile, 'run');
  const covered = associatedInstances(org, profile).slice(0, PROFILE_INSTANCE_LIMIT);
  if (covered.length === 0) throw badRequest(`"${profile.title}" has no associated instances to run on.`, 'NoInstances');
  const summary = `Run security profile "${profile.title}"`;
  const creator = creatorOf(user);
  const parent = addActivity(ctx.ns, org, {
    summary: `${summary} on ${covered.length} computers`,
    type: GROUP_ACTIVITY_TYPE,
    computer_id: 0,
    parent_id: null,
    creator,
  });
  for (const instance of covered.slice(0, MAX_RUN_CHILDREN)) {
    addActivity(ctx.ns, org, { summary, type: 'Run security profile', computer_id: instance.id, parent_id: parent.id, creator });
  }
  return ok(parent);
}

const REPORT_PATH = /^audit-reports\/(?<id>\d+)\/(?<name>[\w.-]+)\.csv$/;

/**
 * An audit report is generated in the background, as on a real server: its activity is in progress
 * (delivered) and succeeds after the namespace's `reportDelayMs`, naming the CSV in `result_text`.
 * A report cancelled meanwhile stays cancelled.
 */
function requestReport(ctx: RouteContext) {
  const { org, user } = signedIn(ctx);
  const profile = getProfile(org, ctx.params['id']);
  const readDate = (name: string, required: boolean): number | undefined => {
    const value = ctx.query.string(name, { required, trim: true });
    if (value === undefined) return undefined;
    const time = Date.parse(value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) throw badRequest(`"${name}" must be an ISO 8601 date.`);
    return time;
  };
  const start = readDate('start_date', true)!;
  const end = readDate('end_date', false) ?? Date.now();
  if (end < start) throw badRequest('"end_date" must not be before "start_date".');
  const detailed = ctx.query.boolean('detailed') ?? false;
  const day = (time: number): string => iso(time).slice(0, 10);
  const path = `audit-reports/${profile.id}/${day(start)}_${day(end)}${detailed ? '-detailed' : ''}.csv`;
  const report = addActivity(ctx.ns, org, {
    summary: `Generate audit report for "${profile.title}"`,
    type: 'Generate audit report',
    computer_id: 0,
    parent_id: null,
    creator: creatorOf(user),
    activity_status: 'delivered',
    delivery_time: iso(Date.now()),
  });
  completeReportLater(org, report.id, path, ctx.ns.options.reportDelayMs);
  return ok(report);
}

function completeReportLater(org: Organisation, activityId: number, path: string, delayMs: number): void {
  const timer = setTimeout(() => {
    const report = findById(org.activities, activityId);
    if (report?.activity_status !== 'delivered') return;
    replaceById(org.activities, {
      ...report,
      activity_status: 'succeeded',
      completion_time: iso(Date.now()),
      result_code: 0,
      result_text: path,
      actions: { approvable: false, cancelable: false, reappliable: false, revertable: false },
    });
  }, delayMs);
  // A pending report must not keep a test process (or a stopping server) alive.
  timer.unref();
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const RULES = [
  ['xccdf_org.ssgproject.content_rule_package_aide_installed', 'Install AIDE'],
  ['xccdf_org.ssgproject.content_rule_sshd_disable_root_login', 'Disable SSH root login'],
  ['xccdf_org.ssgproject.content_rule_accounts_password_minlen_login_defs', 'Set password minimum length'],
] as const;

function downloadReport(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const path = ctx.query.requiredString('path');
  const match = REPORT_PATH.exec(path);
  const profile = match && org.securityProfiles.find((candidate) => candidate.id === Number(match.groups!['id']));
  if (!match || !profile) throw notFound(`There is no report at "${path}".`, 'ReportNotFound');
  const detailed = match.groups!['name']!.endsWith('-detailed');
  const results = auditResults(org, profile);
  const lines = [
    detailed
      ? ['hostname', 'title', 'benchmark', 'result', 'rule_id', 'rule_title', 'rule_result']
      : ['hostname', 'title', 'benchmark', 'result', 'last_audit'],
  ];
  const audited = profile.last_run_results.timestamp ?? '';
  for (const instance of org.instances) {
    const result = results.get(instance.id);
    if (result === undefined) continue;
    const row = [instance.hostname, instance.title, profile.benchmark, result];
    if (!detailed) {
      lines.push([...row, audited]);
      continue;
    }
    RULES.forEach(([ruleId, ruleTitle], index) => {
      const ruleResult = result === 'fail' && index === instance.id % RULES.length ? 'fail' : result === 'pass' || result === 'fail' ? 'pass' : 'notchecked';
      lines.push([...row, ruleId, ruleTitle, ruleResult]);
    });
  }
  return {
    status: 200,
    text: `${lines.map((line) => line.map(csvField).join(',')).join('\n')}\n`,
    contentType: 'text/csv; charset=utf-8',
    headers: { 'content-disposition': `attachment; filename="${profile.name}-${match.groups!['name']}.csv"` },
  };
}

export const securityProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^security-profiles$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const search = ctx.query.string('search', { trim: true });
      const status = ctx.query.oneOf('status', ['active', 'archived'] as const);
      const from = ctx.query.integer('pass_rate_from', { min: 0, max: 100 }) ?? 0;
      const to = ctx.query.integer('pass_rate_to', { min: 0, max: 100 }) ?? 100;
      if (from > to) throw badRequest('"pass_rate_from" must not be greater than "pass_rate_to".');
      const results = org.securityProfiles
        .filter(
          (profile) =>
            (!search || `${profile.title} ${profile.name}`.toLowerCase().includes(search.toLowerCase())) &&
            (!status || profile.status === status) &&
            passRate(profile) >= from &&
            passRate(profile) <= to,
        )
        .sort((a, b) => b.creation_time.localeCompare(a.creation_time) || b.id - a.id);
      return ok(paginate(results, ctx.query, ctx.url, (profile) => serializeProfile(org, profile)));
    },
  },
  { method: 'POST', pattern: /^security-profiles$/, auth: 'bearer', handle: createProfile },
  { method: 'GET', pattern: /^security-profiles\/blob$/, auth: 'bearer', handle: downloadReport },
  { method: 'PATCH', pattern: /^security-profiles\/(?<id>\d+)$/, auth: 'bearer', handle: editProfile },
  { method: 'POST', pattern: /^security-profiles\/(?<id>\d+):archive$/, auth: 'bearer', handle: archiveProfile },
  { method: 'POST', pattern: /^security-profiles\/(?<id>\d+):execute$/, auth: 'bearer', handle: executeProfile },
  { method: 'GET', pattern: /^security-profiles\/(?<id>\d+)\/report$/, auth: 'bearer', handle: requestReport },
];
