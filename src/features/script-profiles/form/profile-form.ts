import { array, boolean, mixed, number, object, string } from 'yup';
import type { NewScriptProfile, ScriptProfile, ScriptProfileChanges, TriggerBody, TriggerType } from '../../../api/script-profiles.ts';
import { CronError, cronProblem, cronRuleProblem, parseCron } from '../../../lib/cron.ts';
import { apiTime, utcToZoned, zonedToUtc } from '../../../lib/zoned-time.ts';
import { quoteValue } from '../../activities/query.ts';
import { SCRIPT_PROFILE_TEXTS } from '../texts.ts';

const T = SCRIPT_PROFILE_TEXTS.form;

export const TRIGGER_TYPES: readonly TriggerType[] = ['event', 'one_time', 'recurring'];

/** §7.3 defaults. */
export const DEFAULT_USERNAME = 'root';
export const DEFAULT_TIME_LIMIT = 300;

/** The script as the form holds it: enough to send its id and show its title. */
export interface ScriptChoice {
  readonly id: number;
  readonly title: string;
  readonly access_group?: string | null;
}

/**
 * The form's values. Dates are wall clocks ('YYYY-MM-DDTHH:mm') in the user's zone, sent as UTC
 * (upstream mixes a UTC value with a local field, §8): `date` for "On a date", `start_date` for
 * "Recurring", each kept while the other trigger is chosen.
 */
export interface ProfileFormValues {
  readonly title: string;
  readonly script: ScriptChoice | undefined;
  readonly username: string;
  readonly time_limit: number;
  readonly trigger_type: TriggerType | '';
  readonly date: string;
  readonly start_date: string;
  readonly interval: string;
  readonly all_computers: boolean;
  readonly tags: string[];
}

/** What an edit started from: the server's own times, sent back unchanged when the field was not changed. */
export interface EditOrigin {
  readonly date: string;
  readonly timestamp?: string;
  readonly start_date: string;
  readonly start_after?: string;
}

/** A minute rounded up, an hour ahead: "On a date" must be in the future (upstream starts at now, which it refuses). */
const HOUR = 3_600_000;

export function addValues(zone: string, now = Date.now()): ProfileFormValues {
  return {
    title: '',
    script: undefined,
    username: DEFAULT_USERNAME,
    time_limit: DEFAULT_TIME_LIMIT,
    trigger_type: '',
    date: utcToZoned(now + HOUR, zone),
    start_date: utcToZoned(now, zone),
    interval: '',
    all_computers: false,
    tags: [],
  };
}

/** An edit's values: the profile as the server has it, its times in the user's zone. */
export function editValues(profile: ScriptProfile, zone: string, now = Date.now()): { readonly values: ProfileFormValues; readonly origin: EditOrigin } {
  const defaults = addValues(zone, now);
  const trigger = profile.trigger;
  const wall = (time: string | undefined) => {
    const instant = time === undefined ? Number.NaN : Date.parse(time);
    return Number.isNaN(instant) ? undefined : utcToZoned(instant, zone);
  };
  const timestamp = trigger.trigger_type === 'one_time' ? trigger.timestamp : undefined;
  const startAfter = trigger.trigger_type === 'recurring' ? trigger.start_after : undefined;
  const date = wall(timestamp) ?? defaults.date;
  const start_date = wall(startAfter) ?? defaults.start_date;
  return {
    values: {
      title: profile.title,
      script: { id: profile.script_id, title: '', access_group: profile.access_group ?? null },
      username: profile.username,
      time_limit: profile.time_limit,
      trigger_type: trigger.trigger_type,
      date,
      start_date,
      interval: trigger.trigger_type === 'recurring' ? trigger.interval : '',
      all_computers: profile.all_computers,
      tags: [...profile.tags],
    },
    origin: {
      date,
      start_date,
      ...(timestamp === undefined ? {} : { timestamp }),
      ...(startAfter === undefined ? {} : { start_after: startAfter }),
    },
  };
}

/** The parser's message for a schedule, or the server's rules (never runs, too often); undefined when fine. */
export function scheduleProblem(interval: string, minInterval: number | undefined): string | undefined {
  try {
    const schedule = parseCron(interval);
    const rule = minInterval === undefined ? null : cronRuleProblem(schedule, minInterval);
    if (rule?.kind === 'never') return T.neverRuns;
    if (rule?.kind === 'too-often') return T.tooOften(rule.gap, minInterval!);
    return undefined;
  } catch (error) {
    if (error instanceof CronError) return T.cron[cronProblem(error.fault)];
    throw error;
  }
}

export interface SchemaOptions {
  readonly kind: 'add' | 'edit';
  readonly zone: string;
  /** Minutes, from the limits (undefined while they load: only the format is checked). */
  readonly minInterval: number | undefined;
  readonly origin?: EditOrigin | undefined;
  readonly now?: () => number;
}

/** The form's checks (§7.3; the time limit's, the dates' and the schedule's rules are ours, §8). */
export function profileSchema({ kind, zone, minInterval, origin, now = Date.now }: SchemaOptions) {
  const validDate = (value: string | undefined) => !value || zonedToUtc(value, zone) !== null;
  return object({
    title: string().trim().required(T.required),
    script: kind === 'add' ? mixed<ScriptChoice>().required(T.required) : mixed<ScriptChoice>(),
    username: string().trim().required(T.required),
    time_limit: number().typeError(T.required).required(T.required).integer(T.timeLimitWhole).min(1, T.timeLimitMin),
    trigger_type: mixed<TriggerType | ''>()
      .test('chosen', T.required, (value) => value !== undefined && value !== '')
      .required(T.required),
    date: string().when('trigger_type', ([trigger], schema) =>
      trigger === 'one_time'
        ? schema
            .required(T.required)
            .test('valid', T.dateInvalid, validDate)
            .test('future', T.datePast, (value) => {
              // An edit may keep a time that has passed: the server takes the stored one back.
              if (!value || value === origin?.date) return true;
              const instant = zonedToUtc(value, zone);
              return instant === null || instant > now();
            })
        : schema.notRequired(),
    ),
    start_date: string().when('trigger_type', ([trigger], schema) =>
      trigger === 'recurring' ? schema.required(T.required).test('valid', T.dateInvalid, validDate) : schema.notRequired(),
    ),
    interval: string().when('trigger_type', ([trigger], schema) =>
      trigger === 'recurring'
        ? schema.required(T.required).test('cron', (value, context) => {
            const problem = value ? scheduleProblem(value, minInterval) : undefined;
            return problem === undefined || context.createError({ message: problem });
          })
        : schema.notRequired(),
    ),
    all_computers: boolean().required(),
    tags: array(string().required()).default([]),
  });
}

/** A wall clock sent as UTC, or the server's own time back when the field still shows it. */
function sentTime(value: string, zone: string, unchanged: string | undefined, original: string | undefined): string {
  if (original !== undefined && value === unchanged) return original;
  const instant = zonedToUtc(value, zone);
  if (instant === null) throw new Error(T.dateInvalid);
  return apiTime(instant);
}

/** The trigger the checked values describe. */
export function triggerBody(values: ProfileFormValues, zone: string, origin?: EditOrigin): TriggerBody {
  switch (values.trigger_type) {
    case 'event':
      return { trigger_type: 'event', event_type: 'post_enrollment' };
    case 'one_time':
      return { trigger_type: 'one_time', timestamp: sentTime(values.date, zone, origin?.date, origin?.timestamp) };
    case 'recurring':
      return {
        trigger_type: 'recurring',
        interval: parseCron(values.interval).text,
        start_after: sentTime(values.start_date, zone, origin?.start_date, origin?.start_after),
      };
    default:
      throw new Error(T.required);
  }
}

/** `POST script-profiles`: every field, `tags: []` too (HEAD; the API documents it as required). */
export function createBody(values: ProfileFormValues, zone: string): NewScriptProfile {
  if (!values.script) throw new Error(T.required);
  return { script_id: values.script.id, ...changesBody(values, zone) };
}

/** `PATCH script-profiles/{id}`: every field explicit, so clearing the tags sends `[]` (screens README). */
export function changesBody(values: ProfileFormValues, zone: string, origin?: EditOrigin): ScriptProfileChanges {
  return {
    title: values.title.trim(),
    username: values.username.trim(),
    time_limit: values.time_limit,
    all_computers: values.all_computers,
    tags: [...values.tags],
    trigger: triggerBody(values, zone, origin),
  };
}

/**
 * The instances a profile with these values would be associated with (`GET computers?query=…`, its
 * count): the script's access group and those under it, all of them or those with one of the tags;
 * null (nothing to count, no request) without tags. A post-enrollment profile is counted too: the
 * server holds every profile to the limit, whatever its trigger (it refuses one associated with all
 * of acme's 5,362 instances), so the form says so before sending.
 */
export function associationQuery(values: Pick<ProfileFormValues, 'all_computers' | 'tags' | 'trigger_type'>, accessGroup: string | null | undefined): string | null {
  const group = accessGroup ? `access-group-recursive:${quoteValue(accessGroup)}` : '';
  if (values.all_computers) return group || null;
  if (values.tags.length === 0) return null;
  const tags = values.tags.map((tag) => `tag:${quoteValue(tag)}`).join(' OR ');
  return group ? `${group} (${tags})` : tags;
}
