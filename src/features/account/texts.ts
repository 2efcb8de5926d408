import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the account screens (screens admin-account.md §5 General, §7 API credentials) and of
 * `landscape-account`, verbatim where the file quotes them.
 */
export const ACCOUNT_TEXTS = registerTexts('account', {
  widgetLabel: 'Account',
  signedOut: 'Sign in to see your account.',
  tabsLabel: 'Account settings',
  tabs: {
    general: 'General',
    alerts: 'Alerts',
    credentials: 'API credentials',
  },
  loadFailed: 'Your account could not be loaded',
  general: {
    /** SaaS, after the heading: `listed from ` and the link. */
    listedFrom: 'listed from ',
    ubuntuOne: 'Ubuntu One',
    formLabel: 'Your details',
    name: 'Name',
    nameHelp: 'Visible to others in the organization',
    email: 'Email',
    emailAddress: 'Email address',
    emailHelp: 'This email address is used to receive notifications from Landscape. ',
    /** SaaS: a line break, then `To change or add an email, go to ` + link + `.`. */
    emailChangeBefore: 'To change or add an email, go to ',
    period: '.',
    current: 'Current',
    currentMask: '****************',
    passwordChangeBefore: 'To change your password, go to ',
    changePassword: 'Change password',
    timezone: 'Timezone',
    defaultOrganization: 'Default organization',
    /** The blank first option when no default organisation is set. */
    noDefault: 'None',
    save: 'Save changes',
    saving: 'Saving…',
    required: 'This field is required',
    invalidEmail: 'Please provide a valid email address',
    saved: 'User details updated successfully',
    /** A person without a password (identity provider sign-in): their name and email are the provider's. */
    readOnlyHelp: 'Your name and email address come from your identity provider.',
  },
  password: {
    title: 'Change password',
    formLabel: 'Change password',
    current: 'Current password',
    next: 'New password',
    required: 'This field is required',
    mustContain: 'Password must contain',
    rules: {
      length: '8-50 characters',
      lower: 'Lower case letters (a-z)',
      upper: 'Upper case letters (A-Z)',
      number: 'Numbers (0-9)',
    },
    /** What a screen reader hears of each rule's state. */
    met: 'met',
    unmet: 'not met',
    tooShort: 'Password must be at least 8 characters long',
    tooLong: 'Password must be at most 50 characters long',
    noLower: 'Password must contain at least one lowercase letter',
    noUpper: 'Password must contain at least one uppercase letter',
    noNumber: 'Password must contain at least one number',
    cancel: 'Cancel',
    save: 'Save changes',
    saving: 'Saving…',
    saved: 'Password changed successfully',
  },
  credentials: {
    generate: 'Generate API credentials',
    regenerate: 'Regenerate API credentials',
    generateFor: (title: string) => `Generate API credentials for ${title}`,
    regenerateFor: (title: string) => `Regenerate API credentials for ${title}`,
    regenerateWarning:
      'Regenerating your API credentials will make your previously used credentials obsolete and deauthenticate any clients using them. ',
    createsNew: (title: string) => `This action will create new credentials for integrating with the ${title} organization`,
    generating: 'Generating…',
    label: 'Label',
    value: 'Value',
    rows: {
      name: 'Name',
      title: 'Title',
      identity: 'Identity',
      endpoint: 'Endpoint',
      accessKey: 'Access Key',
      secretKey: 'Secret Key',
      roles: 'Roles',
    },
    notAvailable: 'N/A',
    show: 'Show',
    hide: 'Hide',
    showName: (title: string) => `Show the secret key of ${title}`,
    hideName: (title: string) => `Hide the secret key of ${title}`,
    masked: 'Secret key hidden',
    copy: 'Copy',
    copyAccessName: (title: string) => `Copy the access key of ${title}`,
    copySecretName: (title: string) => `Copy the secret key of ${title}`,
    copied: 'Copied to the clipboard.',
    copyFailed: 'The key could not be copied. Show it, select it and copy it yourself.',
    generated: {
      title: 'API credentials generated',
      message: (title: string) => `New API credentials were created for ${title}.`,
    },
    regenerated: {
      title: 'API credentials regenerated',
      message: (title: string) => `New API credentials were created for ${title}. The previous ones no longer work.`,
    },
    none: 'You are not a member of any organization.',
  },
});
