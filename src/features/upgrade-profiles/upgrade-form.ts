import { array, boolean, number, object, string, type InferType } from 'yup';
import { GLOBAL_ACCESS_GROUP } from '../../api/access-groups.ts';
import { legacyNumber } from '../../api/profile-common.ts';
import type { NewUpgradeProfile, UpgradeProfile, UpgradeProfileSettings } from '../../api/upgrade-profiles.ts';
import type { Draft } from '../../ui/form/index.ts';
import { daysSchema, expiresSchema, hourSchema, minuteSchema, randomiseSchema, windowSchema } from '../profiles/form/schedule-schema.ts';
import { sortedDays } from '../profiles/schedule.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';

/**
 * The form's schema (§3.3): `every` 'week' needs days and an hour; 'hour' a minute alone (its days
 * optional). Values hidden by the frequency are kept but not checked.
 */
export const upgradeFormSchema = object({
  title: string().trim().required(PROFILE_TEXTS.form.required),
  security_only: boolean().required(),
  autoremove: boolean().required(),
  access_group: string().required(PROFILE_TEXTS.form.required),
  every: string().oneOf(['week', 'hour']).required(PROFILE_TEXTS.form.required),
  on_days: daysSchema(() => false).when('every', { is: 'week', then: () => daysSchema(() => true) }),
  at_hour: number().when('every', { is: 'week', then: () => hourSchema(), otherwise: (schema) => schema.notRequired() }),
  at_minute: minuteSchema(),
  deliver_within: expiresSchema(),
  randomise: randomiseSchema(),
  deliver_delay_window: windowSchema(),
  all_computers: boolean().required(),
  tags: array(string().required()).required(),
});

export type UpgradeFormValues = InferType<typeof upgradeFormSchema>;

/** §3.3 defaults: weekly, expiry 1 hour, no window, global. */
export const addValues = (): Draft<UpgradeFormValues> => ({
  title: '',
  security_only: false,
  autoremove: false,
  access_group: GLOBAL_ACCESS_GROUP,
  every: 'week',
  on_days: [],
  at_hour: undefined,
  at_minute: undefined,
  deliver_within: 1,
  randomise: 'no',
  deliver_delay_window: undefined,
  all_computers: false,
  tags: [],
});

/** The profile as the form shows it (its numbers come as text): what `settingsOf` sends back unchanged. */
export function editValues(profile: UpgradeProfile): Draft<UpgradeFormValues> {
  const window = legacyNumber(profile.deliver_delay_window) ?? 0;
  return {
    title: profile.title,
    security_only: profile.upgrade_type === 'security',
    autoremove: profile.autoremove,
    access_group: profile.access_group,
    every: profile.every,
    on_days: sortedDays(profile.on_days ?? []),
    at_hour: profile.every === 'week' ? legacyNumber(profile.at_hour) : undefined,
    at_minute: legacyNumber(profile.at_minute),
    deliver_within: legacyNumber(profile.deliver_within),
    randomise: window > 0 ? 'yes' : 'no',
    deliver_delay_window: window > 0 ? window : undefined,
    all_computers: profile.all_computers,
    tags: [...profile.tags],
  };
}

/** What the settings call sends (§3.5): the hour for weekly schedules only, the window 0 when not randomised. */
export function settingsOf(values: UpgradeFormValues): UpgradeProfileSettings {
  const every = values.every === 'hour' ? 'hour' : 'week';
  return {
    title: values.title.trim(),
    upgrade_type: values.security_only ? 'security' : 'all',
    autoremove: values.autoremove,
    every,
    on_days: sortedDays(values.on_days),
    ...(every === 'week' ? { at_hour: values.at_hour } : {}),
    at_minute: values.at_minute,
    deliver_within: values.deliver_within,
    deliver_delay_window: values.randomise === 'yes' ? (values.deliver_delay_window ?? 0) : 0,
  };
}

/** An add: the settings, the access group and the association (tags only when not all instances). */
export const newProfile = (values: UpgradeFormValues): NewUpgradeProfile => ({
  ...settingsOf(values),
  access_group: values.access_group,
  all_computers: values.all_computers,
  tags: values.all_computers ? [] : values.tags,
});
