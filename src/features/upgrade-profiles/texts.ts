import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the Upgrade profiles screen (screens profiles.md §3), verbatim where the file quotes them
 * (without upstream's trailing spaces and "1 hours"); the zone and the failures are ours.
 */
export const UPGRADE_PROFILE_TEXTS = registerTexts('upgrade-profiles', {
  widgetLabel: 'Upgrade profiles',
  signedOut: 'Sign in to see the upgrade profiles.',
  /** A profile whose title shows nothing is named so. */
  unnamed: (id: number) => `Upgrade profile ${id}`,
  list: {
    caption: 'Upgrade profiles',
    tableRegion: 'Upgrade profiles table',
    searchLabel: 'Search upgrade profiles',
    headerActions: 'Upgrade profiles actions',
    add: 'Add upgrade profile',
    emptyState: {
      title: 'No upgrade profiles found',
      body: 'You haven\u2019t added any upgrade profiles yet.',
      link: { label: 'How to manage computers in Landscape', href: 'https://ubuntu.com/landscape/docs/managing-computers' },
    },
    noMatch: (search: string) => `No upgrade profiles found with the search: "${search}"`,
  },
  columns: { name: 'Name' },
  upgradeTypes: { all: 'All', security: 'Security' },
  onOff: { on: 'On', off: 'Off' },
  actions: { remove: (title: string) => `Remove "${title}" upgrade profile` },
  remove: {
    title: 'Remove upgrade profile',
    body: (title: string) => `This will remove "${title}" upgrade profile.`,
    phrase: (name: string) => `remove ${name}`,
    done: 'Upgrade profile removed',
    doneMessage: (title: string) => `Upgrade profile "${title}" removed successfully`,
  },
  schedule: {
    /** Hourly (upstream: "Every hour at 30 minute(s)"), UTC: the days, and the minute in zones off by half an hour, depend on it. */
    hourly: (minute: number, days: string | undefined) =>
      `Every hour at ${minute} ${minute === 1 ? 'minute' : 'minutes'} past${days ? ` on ${days}` : ''} (UTC)`,
    weekly: (days: string, time: string) => `Every ${days} at ${time} UTC`,
    daily: (time: string) => `Every day at ${time} UTC`,
    everyWeek: 'Every week',
    expires: (hours: number) => `expires after ${formatCount(hours)} ${hours === 1 ? 'hour' : 'hours'}`,
    window: (minutes: number) => `${formatCount(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`,
    noWindow: 'None',
  },
  form: {
    panel: { add: 'Add upgrade profile', edit: (title: string) => `Edit "${title}" profile` },
    title: 'Name',
    securityOnly: 'Only upgrade security issues',
    securityOnlyHelp: 'Regular upgrades will not be applied',
    autoremove: 'Remove packages that are no longer needed',
    autoremoveHelp: 'This will affect packages installed to satisfy dependencies that are no longer required after upgrading.',
    schedule: 'Schedule',
    frequency: 'Frequency',
    weekly: 'At a specific time',
    hourly: 'Hourly',
    expiresHelp: 'If Landscape cannot upgrade the associated instances by this point, the upgrade will be canceled.',
    daysOptionalHourly: 'Optional when hourly: the upgrade then runs only on these days.',
    submitAdd: 'Add upgrade profile',
    added: 'Upgrade profile added',
    addedMessage: (title: string) => `Upgrade profile "${title}" has been added`,
    saved: 'Upgrade profile updated',
    savedMessage: (title: string) => `Upgrade profile "${title}" has been updated`,
  },
  details: {
    upgradeType: 'Upgrade type',
    autoremove: 'Auto remove packages',
    schedule: 'Schedule',
    nextRun: 'Next run',
    window: 'Delivery delay window',
    gone: 'This upgrade profile no longer exists.',
  },
});
