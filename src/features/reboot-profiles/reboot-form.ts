import { array, boolean, object, string, type InferType } from 'yup';
import { GLOBAL_ACCESS_GROUP } from '../../api/access-groups.ts';
import type { RebootProfile, RebootProfileBody } from '../../api/reboot-profiles.ts';
import type { Draft } from '../../ui/form/index.ts';
import { daysSchema, expiresSchema, hourSchema, minuteSchema, randomiseSchema, windowSchema } from '../profiles/form/schedule-schema.ts';
import { isWeekday, parseWeeklyRule, sortedDays, type WeeklySchedule } from '../profiles/schedule.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import { REBOOT_PROFILE_TEXTS } from './texts.ts';

/** §4.3: always weekly, days required; the title required on every kind (upstream: on add alone). */
export const rebootFormSchema = object({
  title: string().trim().required(PROFILE_TEXTS.form.required),
  access_group: string().required(PROFILE_TEXTS.form.required),
  on_days: daysSchema(() => true),
  at_hour: hourSchema(),
  at_minute: minuteSchema(),
  deliver_within: expiresSchema(),
  randomise: randomiseSchema(),
  deliver_delay_window: windowSchema(),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
});

export type RebootFormValues = InferType<typeof rebootFormSchema>;

/**
 * §4.3 defaults, but the expiry: 1 hour, not upstream's 0, with which any randomised window is
 * refused (it must be shorter than the expiry).
 */
export const addValues = (): Draft<RebootFormValues> => ({
  title: '',
  access_group: GLOBAL_ACCESS_GROUP,
  on_days: [],
  at_hour: undefined,
  at_minute: undefined,
  deliver_within: 1,
  randomise: 'no',
  deliver_delay_window: undefined,
  all_computers: false,
  tags: [],
});

/** The profile's weekly schedule: its `schedule` rule, else the docs' separate fields. */
export function rebootSchedule(profile: RebootProfile): WeeklySchedule | undefined {
  const parsed = parseWeeklyRule(profile.schedule);
  if (parsed) return parsed;
  const days = sortedDays((profile.on_days ?? []).filter(isWeekday));
  const hour = profile.at_hour;
  const minute = profile.at_minute;
  if (days.length === 0 || typeof hour !== 'number' || typeof minute !== 'number') return undefined;
  return { days, hour, minute };
}

/** An edit's or a duplicate's values (§4.3): the schedule parsed back, the window on when it is not 0. */
export function profileValues(profile: RebootProfile, kind: 'edit' | 'duplicate'): Draft<RebootFormValues> {
  const schedule = rebootSchedule(profile);
  return {
    title: kind === 'duplicate' ? REBOOT_PROFILE_TEXTS.form.copy(profile.title) : profile.title,
    access_group: profile.access_group,
    on_days: schedule ? [...schedule.days] : [],
    at_hour: schedule?.hour,
    at_minute: schedule?.minute,
    deliver_within: profile.deliver_within,
    randomise: profile.deliver_delay_window > 0 ? 'yes' : 'no',
    deliver_delay_window: profile.deliver_delay_window > 0 ? profile.deliver_delay_window : undefined,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
  };
}

/** What add, duplicate and edit send (§4.3): every field, the real expiry (upstream 1.14 sends the window). */
export function bodyOf(values: RebootFormValues): RebootProfileBody {
  return {
    title: values.title.trim(),
    access_group: values.access_group,
    every: 'week',
    on_days: sortedDays(values.on_days),
    at_hour: values.at_hour,
    at_minute: values.at_minute,
    deliver_within: values.deliver_within,
    deliver_delay_window: values.randomise === 'yes' ? (values.deliver_delay_window ?? 0) : 0,
    all_computers: values.all_computers,
    tags: values.tags,
  };
}
