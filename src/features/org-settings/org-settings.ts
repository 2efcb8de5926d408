/**
 * The General settings form's pure parts: its values from `GET preferences`, the yup schema with
 * SPEC §5's messages, whether anything changed, and the explicit `PATCH preferences` body.
 *
 *   formValues(preferences)         // the form's starting values (and its baseline after a save)
 *   hasChanges(values, baseline)    // Save changes is enabled only then
 *   preferencesPatch(values)        // { title, registration_password: key | null, auto_register_new_computers }
 */
import { boolean, object, string, type InferType } from 'yup';
import { isInfiniteRetention, type Preferences, type PreferencesChanges } from '../../api/preferences.ts';
import type { KnownDeploymentMode } from '../../state/environment.ts';
import type { Draft } from '../../ui/form/useForm.ts';
import { ORG_SETTINGS_TEXTS } from './texts.ts';

const M = ORG_SETTINGS_TEXTS.messages;

/** A message read when a value is checked, not when this module loads (the host may change texts). */
const m = (key: keyof typeof M) => () => M[key];

/** SPEC §5 "Registration key minimum". */
export const MIN_REGISTRATION_KEY_LENGTH = 3;

/** SPEC §5: a key contains neither ';' nor '#', and does not end in whitespace (a leading space is fine). */
const FORBIDDEN_IN_KEY = /[;#]|\s$/;

export const orgSettingsSchema = object({
  title: string().trim().required(m('required')),
  use_registration_key: boolean().required(),
  // Checked only while a key is used: switching it off sends null, whatever the field still holds.
  registration_password: string().when('use_registration_key', ([use], schema) =>
    use === true
      ? schema
          .required(m('required'))
          .min(MIN_REGISTRATION_KEY_LENGTH, m('keyLength'))
          .test('characters', m('keyCharacters'), (key) => key === undefined || !FORBIDDEN_IN_KEY.test(key))
      : schema.notRequired(),
  ),
  auto_register_new_computers: boolean().required(),
});

export type OrgSettingsValues = InferType<typeof orgSettingsSchema>;
export type OrgSettingsDraft = Draft<OrgSettingsValues>;

/** The form's values for the server's preferences: "Use registration key" is whether it has a key. */
export function formValues(preferences: Preferences): OrgSettingsDraft {
  const key = preferences.registration_password;
  return {
    title: preferences.title,
    use_registration_key: !!key,
    registration_password: key ?? '',
    auto_register_new_computers: preferences.auto_register_new_computers,
  };
}

/** What saving the values would store: a key switched off is no key, whatever its field holds. */
function stored(values: OrgSettingsDraft) {
  return {
    title: (values.title ?? '').trim(),
    registration_password: values.use_registration_key === true ? (values.registration_password ?? '') : null,
    auto_register_new_computers: values.auto_register_new_computers === true,
  };
}

/** Whether saving the values would change what the baseline (the server's last answer) holds. */
export function hasChanges(values: OrgSettingsDraft, baseline: OrgSettingsDraft): boolean {
  const now = stored(values);
  const before = stored(baseline);
  return (Object.keys(now) as (keyof typeof now)[]).some((name) => now[name] !== before[name]);
}

/** `PATCH preferences` with every value explicit: no key is `null`, which clears it on the server. */
export function preferencesPatch(values: OrgSettingsValues): Required<PreferencesChanges> {
  return stored(values);
}

/** The audit retention period to show, read-only: only a self-hosted server's, when it sends one. */
export function shownRetention(mode: KnownDeploymentMode, preferences: Preferences): number | undefined {
  return mode === 'self-hosted' ? preferences.audit_retention_period : undefined;
}

/** 'Infinite' for -1 or 0 (API.md), else '1 day', '365 days', '1,000 days'. */
export function auditRetentionText(days: number): string {
  const T = ORG_SETTINGS_TEXTS.retention;
  return isInfiniteRetention(days) ? T.infinite : T.days(days);
}
