/**
 * The security profile form's pure parts: its values, one yup schema per step (with the exact
 * messages), the initial values of an add, an edit and a duplicate, and the request bodies.
 *
 *   createBody(values)  // POST security-profiles (UPSTREAM-NOTES "Create body")
 *   editBody(values)    // PATCH security-profiles/{id}: every field explicit
 */
import { array, boolean, mixed, number, object, string, type AnyObjectSchema, type TestContext } from 'yup';
import { GLOBAL_ACCESS_GROUP, groupWithDescendants, type AccessGroup } from '../../../api/access-groups.ts';
import type {
  CreateSecurityProfileBody,
  EditSecurityProfileBody,
  SecurityProfile,
  SecurityProfileBenchmark,
  SecurityProfileMode,
} from '../../../api/security-profiles.ts';
import {
  FREQUENCIES,
  MIN_DAILY_INTERVAL,
  ScheduleError,
  WEEKDAY_CODES,
  formToSchedule,
  scheduleToForm,
  toDateTimeLocal,
  type ScheduleFormValues,
} from '../../../lib/schedule.ts';
import type { Draft } from '../../../ui/form/useForm.ts';
import type { FileValue } from '../../../ui/form/file.ts';
import { quoteValue } from '../../activities/query.ts';
import { PROFILE_FORM_TEXTS } from './texts.ts';

const M = PROFILE_FORM_TEXTS.messages;

/** A message read when a value is checked, not when this module loads (the host may change texts). */
const m = (key: keyof typeof M) => () => M[key];

export type DeliveryTime = 'asap' | 'delayed';
export type RandomizeDelivery = 'no' | 'yes';

/** Flattens an intersection into one object type (a form's values must be a plain record). */
type Flat<T> = { [K in keyof T]: T[K] };

export type ProfileFormValues = Flat<
  ScheduleFormValues & {
    readonly title: string;
    readonly access_group: string;
    readonly benchmark: SecurityProfileBenchmark;
    readonly mode: SecurityProfileMode;
    /** The chosen .xml file, read as text; null for none. */
    readonly tailoring_file: FileValue | null;
    /** Restarts ('audit-fix-restart' only): at once or after `deliver_delay` hours… */
    readonly delivery_time: DeliveryTime;
    readonly deliver_delay: number;
    /** …spread at random over `deliver_delay_window` minutes, or not. */
    readonly randomize_delivery: RandomizeDelivery;
    readonly deliver_delay_window: number;
    readonly all_computers: boolean;
    readonly tags: readonly string[];
  }
>;

export type ProfileFormDraft = Draft<ProfileFormValues>;

export const BENCHMARKS: readonly SecurityProfileBenchmark[] = [
  'cis_level1_workstation',
  'cis_level1_server',
  'cis_level2_workstation',
  'cis_level2_server',
  'disa_stig',
];

export const MODES: readonly SecurityProfileMode[] = ['audit', 'audit-fix', 'audit-fix-restart'];

/** The tailoring file: XML only, at most 5 MB (UPSTREAM-NOTES help text, enforced here). */
export const TAILORING_ACCEPT: readonly string[] = ['.xml'];
export const TAILORING_MAX_BYTES = 5 * 1024 * 1024;

/** A datetime-local value (`YYYY-MM-DDTHH:mm[:ss]`) read as UTC, as epoch milliseconds (NaN if it is none). */
export function localTime(value: string | undefined): number {
  return value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? Date.parse(`${value}Z`) : Number.NaN;
}

/** API.md `start_date`: the datetime-local value read as UTC, as `YYYY-MM-DDTHH:mm:ssZ`. */
export function toStartDate(value: string): string {
  const time = localTime(value);
  if (Number.isNaN(time)) throw new ScheduleError('Enter a start date.');
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const isDateTime = (value: string | undefined): boolean => !Number.isNaN(localTime(value));

/** A whole number of at least 1 ('Enter a positive number.', 'Enter an integer.'). */
const positiveInteger = () => number().typeError(m('positive')).required(m('required')).positive(m('positive')).integer(m('integer'));

// ---- One schema per step ----

export const nameSchema = object({
  title: string().trim().required(m('required')),
  access_group: string().required(m('required')),
});

export const benchmarkSchema = object({
  benchmark: string().oneOf(BENCHMARKS).required(m('required')),
  mode: string().oneOf(MODES).required(m('required')),
  tailoring_file: mixed<FileValue>().nullable(),
});

const recurring = (startType: unknown): boolean => startType === 'recurring';
const restarts = (mode: unknown): boolean => mode === 'audit-fix-restart';

/**
 * The schedule, and the restart delivery of 'Fix, restart, audit' (`mode` comes from the benchmark
 * step). Fields that do not apply to the choices made are not checked.
 */
export const scheduleSchema = object({
  start_type: string().oneOf(['on-a-date', 'recurring']).required(m('required')),
  start_date: string().required(m('required')).test('date', m('invalidDate'), isDateTime),
  every: number().when(['start_type', 'unit_of_time'], ([startType, unit], schema) =>
    recurring(startType)
      ? unit === 'DAILY'
        ? positiveInteger().test('daily-interval', m('dailyInterval'), (every) => every === undefined || every >= MIN_DAILY_INTERVAL)
        : positiveInteger()
      : schema.notRequired(),
  ),
  unit_of_time: string().when('start_type', ([startType], schema) =>
    recurring(startType) ? schema.oneOf(FREQUENCIES).required(m('required')) : schema.notRequired(),
  ),
  days: array(string().oneOf(WEEKDAY_CODES).required()).when(['start_type', 'unit_of_time'], ([startType, unit], schema) =>
    recurring(startType) && unit === 'WEEKLY' ? schema.min(1, m('required')) : schema,
  ),
  day_of_month_type: string().when(['start_type', 'unit_of_time'], ([startType, unit], schema) =>
    recurring(startType) && unit === 'MONTHLY' ? schema.oneOf(['day-of-month', 'day-of-week']).required(m('required')) : schema,
  ),
  months: array(number().integer().min(1).max(12).required()).when(['start_type', 'unit_of_time'], ([startType, unit], schema) =>
    recurring(startType) && unit === 'YEARLY' ? schema.min(1, m('required')) : schema,
  ),
  end_type: string().when('start_type', ([startType], schema) =>
    recurring(startType) ? schema.oneOf(['never', 'on-a-date']).required(m('required')) : schema,
  ),
  end_date: string().when(['start_type', 'end_type'], ([startType, endType], schema) =>
    recurring(startType) && endType === 'on-a-date'
      ? schema
          .required(m('required'))
          .test('date', m('invalidDate'), isDateTime)
          .test('after-start', m('endAfterStart'), function afterStart(value) {
            const start = localTime((this.parent as ProfileFormDraft).start_date);
            return Number.isNaN(start) || localTime(value) > start;
          })
      : schema,
  ),
  delivery_time: string().when('mode', ([mode], schema) =>
    restarts(mode) ? schema.oneOf(['asap', 'delayed']).required(m('required')) : schema,
  ),
  deliver_delay: number().when(['mode', 'delivery_time'], ([mode, delivery], schema) =>
    restarts(mode) && delivery === 'delayed' ? positiveInteger() : schema.notRequired(),
  ),
  randomize_delivery: string().when('mode', ([mode], schema) =>
    restarts(mode) ? schema.oneOf(['no', 'yes']).required(m('required')) : schema,
  ),
  deliver_delay_window: number().when(['mode', 'randomize_delivery'], ([mode, randomize], schema) =>
    restarts(mode) && randomize === 'yes' ? positiveInteger() : schema.notRequired(),
  ),
});

/** What the association's count allows: unknown while it loads, or over the 5,000-instance limit. */
export type AssociationCheck = 'ok' | 'counting' | 'over-limit';

/** Where the pending count is reported: no field has this name, so nothing shows it (the step says it is counting). */
export const COUNTING_PATH = 'association_count';

/**
 * The association: all instances, or tags (or neither: a profile associated with nothing). While
 * its matching instances are counted it cannot be judged, so it is invalid; over the limit the field
 * chosen says so.
 */
export function associationSchema(check: AssociationCheck): AnyObjectSchema {
  const limit = (applies: (values: ProfileFormDraft) => boolean) =>
    function withinLimit(this: TestContext) {
      if (!applies(this.parent as ProfileFormDraft) || check === 'ok') return true;
      return check === 'counting' ? this.createError({ path: COUNTING_PATH, message: PROFILE_FORM_TEXTS.association.counting }) : false;
    };
  return object({
    all_computers: boolean().test('limit', m('associationLimit'), limit((values) => values.all_computers === true)),
    tags: array(string().required()).test('limit', m('associationLimit'), limit((values) => values.all_computers !== true)),
  });
}

export const confirmationSchema = object({});

// ---- Initial values ----

const SCHEDULE_DEFAULTS = {
  start_type: 'on-a-date',
  every: MIN_DAILY_INTERVAL,
  unit_of_time: 'DAILY',
  days: [],
  day_of_month_type: 'day-of-month',
  months: [],
  month_days: [],
  end_type: 'never',
  end_date: '',
} as const;

/** A new profile: one audit of no instances yet, on the current UTC minute. */
export function addValues(now = Date.now()): ProfileFormDraft {
  return {
    title: '',
    access_group: GLOBAL_ACCESS_GROUP,
    benchmark: 'cis_level1_workstation',
    mode: 'audit',
    tailoring_file: null,
    ...SCHEDULE_DEFAULTS,
    start_date: toDateTimeLocal(now),
    delivery_time: 'asap',
    deliver_delay: undefined,
    randomize_delivery: 'no',
    deliver_delay_window: undefined,
    all_computers: false,
    tags: [],
  };
}

export interface ProfileValues {
  readonly values: ProfileFormDraft;
  /** Why the profile's schedule could not be read (the schedule then starts from the defaults). */
  readonly scheduleProblem?: string;
}

/**
 * An edit's or a duplicate's values (SPEC §3 "Form mapping"): the schedule read from the profile
 * with its next run (else its last run) as the start date. A copy cannot start in the past, so its
 * start is now at the earliest; its title is "{title} copy", and the tailoring file (only a URI in
 * the answer) is not taken.
 */
export function profileValues(profile: SecurityProfile, kind: 'edit' | 'duplicate', now = Date.now()): ProfileValues {
  const known = profile.next_run_time ?? profile.last_run_results.timestamp;
  const knownTime = known === null ? Number.NaN : Date.parse(known);
  const startTime = kind === 'duplicate' && !(knownTime > now) ? now : knownTime;
  const startDate = Number.isNaN(startTime) ? now : startTime;
  let schedule: ScheduleFormValues;
  let scheduleProblem: string | undefined;
  try {
    schedule = scheduleToForm(profile.schedule, { startDate, now });
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    scheduleProblem = error.message;
    schedule = { ...SCHEDULE_DEFAULTS, start_date: toDateTimeLocal(startDate) };
  }
  const values: ProfileFormDraft = {
    title: kind === 'duplicate' ? PROFILE_FORM_TEXTS.copyTitle(profile.title) : profile.title,
    access_group: profile.access_group,
    benchmark: profile.benchmark,
    mode: profile.mode,
    tailoring_file: null,
    ...schedule,
    delivery_time: profile.restart_deliver_delay > 0 ? 'delayed' : 'asap',
    deliver_delay: profile.restart_deliver_delay > 0 ? profile.restart_deliver_delay : undefined,
    randomize_delivery: profile.restart_deliver_delay_window > 0 ? 'yes' : 'no',
    deliver_delay_window: profile.restart_deliver_delay_window > 0 ? profile.restart_deliver_delay_window : undefined,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
  };
  return scheduleProblem === undefined ? { values } : { values, scheduleProblem };
}

// ---- Association ----

/**
 * The instances search the association stands for (API.md "Instances"), counting what the server
 * will say the saved profile covers: the instances of its access group and every group below it (all
 * of them, or those with one of its tags); null when nothing is associated. The root group holds
 * every instance, so it adds no term ('' is every instance). While the groups are not known (or for a
 * group not among them), the group alone.
 */
export function associationQuery(
  values: Pick<ProfileFormDraft, 'all_computers' | 'tags' | 'access_group'>,
  groups: readonly Pick<AccessGroup, 'name' | 'parent'>[] | undefined,
): string | null {
  const tags = values.tags ?? [];
  if (!values.all_computers && tags.length === 0) return null;
  const group = values.access_group ?? GLOBAL_ACCESS_GROUP;
  const root = groups ? groups.find((item) => item.name === group)?.parent === '' : group === GLOBAL_ACCESS_GROUP;
  const anyOf = (terms: readonly string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);
  const inGroup = root ? [] : [anyOf(groupWithDescendants(groups ?? [], group).map((name) => `access-group:${quoteValue(name)}`))];
  const tagged = values.all_computers ? [] : [anyOf(tags.map((tag) => `tag:${quoteValue(tag)}`))];
  return [...tagged, ...inGroup].join(' ');
}

// ---- Request bodies ----

/** Hours and minutes of the restart delivery: 0 for as soon as possible, 0 for no randomising. */
function restartDelivery(values: ProfileFormValues) {
  return {
    restart_deliver_delay: values.delivery_time === 'delayed' ? values.deliver_delay : 0,
    restart_deliver_delay_window: values.randomize_delivery === 'yes' ? values.deliver_delay_window : 0,
  };
}

/**
 * UPSTREAM-NOTES "Create body": `access_group` omitted for global, `all_computers` only when true
 * (then no tags), the restart delivery only for 'Fix, restart, audit', the tailoring file's text.
 */
export function createBody(values: ProfileFormValues): CreateSecurityProfileBody {
  return {
    title: values.title,
    benchmark: values.benchmark,
    mode: values.mode,
    schedule: formToSchedule(values),
    start_date: toStartDate(values.start_date),
    ...(values.access_group === GLOBAL_ACCESS_GROUP ? {} : { access_group: values.access_group }),
    ...(values.all_computers ? { all_computers: true } : { tags: [...values.tags] }),
    ...(values.mode === 'audit-fix-restart' ? restartDelivery(values) : {}),
    ...(values.tailoring_file ? { tailoring_file: values.tailoring_file.text } : {}),
  };
}

/**
 * API.md PATCH: every field explicit, so tags can be cleared (`[]`) and all instances switched off
 * (`false`); all instances clear the tags. Modes without restarts have no delay (0). The start date
 * is not sent: it cannot change.
 */
export function editBody(values: ProfileFormValues): EditSecurityProfileBody {
  const delivery = values.mode === 'audit-fix-restart' ? restartDelivery(values) : { restart_deliver_delay: 0, restart_deliver_delay_window: 0 };
  return {
    title: values.title,
    schedule: formToSchedule(values),
    access_group: values.access_group,
    all_computers: values.all_computers,
    tags: values.all_computers ? [] : [...values.tags],
    ...delivery,
  };
}
