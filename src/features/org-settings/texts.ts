import { registerTexts } from '../../state/texts.ts';
import { formatCount } from '../../lib/numbers.ts';
/**
 * The organisation settings (General) texts. The messages are SPEC.md §5's, verbatim, without a
 * trailing period (UPSTREAM-NOTES "Where SPEC.md and the public portal differ", 3).
 */
export const ORG_SETTINGS_TEXTS = registerTexts('org-settings', {
  /** The `landscape-org-settings` widget's landmark. */
  widgetLabel: 'Organisation settings',
  signedOut: 'Sign in to see the organisation settings.',
  formLabel: 'General organisation settings',
  loadFailed: 'The organisation settings could not be loaded.',
  fields: {
    title: 'Organisation title',
    useRegistrationKey: 'Use registration key',
    useRegistrationKeyHelp: 'Computers must give the key to register with this organisation.',
    registrationKey: 'Registration key',
    autoRegister: 'Auto register new computers',
    autoRegisterHelp: 'New computers are accepted as they register, without waiting for approval.',
    auditRetention: 'Audit retention period',
    auditRetentionHelp: 'The audit retention period is changed in the Landscape server configuration.',
  },
  messages: {
    required: 'This field is required',
    keyLength: 'Registration key must be at least 3 characters',
    keyCharacters: 'The key cannot contain trailing spaces or ; or # symbols',
  },
  save: 'Save changes',
  saving: 'Saving...',
  saved: {
    title: 'Organisation settings saved',
    message: (title: string) => `The changes to ${title} are saved.`,
  },
  retention: {
    infinite: 'Infinite',
    days: (days: number) => `${formatCount(days)} ${days === 1 ? 'day' : 'days'}`,
  },
} as const);
