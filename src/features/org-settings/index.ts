/** Organisation settings, General: the preferences query and save, the form's pure parts, the screens. */
export { preferencesKeys, preferencesQueryAtom } from './queries.ts';
export { savePreferences } from './actions.ts';
export {
  MIN_REGISTRATION_KEY_LENGTH,
  auditRetentionText,
  formValues,
  hasChanges,
  orgSettingsSchema,
  preferencesPatch,
  shownRetention,
  type OrgSettingsDraft,
  type OrgSettingsValues,
} from './org-settings.ts';
export { ORG_SETTINGS_TEXTS } from './texts.ts';
export { OrgSettingsView } from './OrgSettingsView.tsx';
export { EmbeddedOrgSettings } from './OrgSettingsScreen.tsx';
