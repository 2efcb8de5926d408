import { registerTexts } from '../../../state/texts.ts';

/** Texts of Account › Alerts, the alert subscriptions (screens admin-account.md §6.2), verbatim. */
export const ALERT_SUBSCRIPTION_TEXTS = registerTexts('alerts.subscriptions', {
  /** The card's title when the organisation has none. */
  fallbackTitle: 'Alerts',
  caption: 'Alert subscriptions',
  columns: {
    name: 'Name',
    email: 'Email ',
    enabledFor: 'Enabled for',
    description: 'Description',
  },
  emailHelp: (email: string) => `Enabling email notifications will send alerts to ${email}, associated with your account`,
  emailHelpAbout: 'About email notifications',
  /** The switch's accessible name: which alert it is for. */
  emailSwitch: (label: string) => `Email notifications for ${label}`,
  yes: 'Yes',
  no: 'No',
  tagsLabel: (label: string) => `Enabled for: ${label}`,
  placeholder: 'Select tags',
  allInstances: 'All instances',
  account: 'Account',
  revert: 'Revert',
  save: 'Save changes',
  revertName: (label: string) => `Revert ${label}'s tags`,
  saveName: (label: string) => `Save changes to ${label}'s tags`,
  saved: {
    title: 'Alert tags updated',
    message: (label: string) => `You changed ${label}'s tags`,
  },
  empty: 'No data available',
});
