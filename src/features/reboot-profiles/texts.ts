import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the Reboot profiles screen (screens profiles.md §4), verbatim where the file quotes them
 * (its lower-case headers kept as source has them); the zone and the failures are ours.
 */
export const REBOOT_PROFILE_TEXTS = registerTexts('reboot-profiles', {
  widgetLabel: 'Reboot profiles',
  signedOut: 'Sign in to see the reboot profiles.',
  /** A profile whose title shows nothing is named so. */
  unnamed: (id: number) => `Reboot profile ${id}`,
  list: {
    caption: 'Reboot profiles',
    tableRegion: 'Reboot profiles table',
    searchLabel: 'Search reboot profiles',
    headerActions: 'Reboot profiles actions',
    add: 'Add reboot profile',
    emptyState: {
      title: 'You don\'t have any Reboot profiles yet',
      body: 'Regular reboots keep your system healthy and secure by applying the latest updates. They also help maintain Livepatch coverage. Add a reboot profile to automate this process for your instances.',
      link: { label: 'Learn more about Livepatch.', href: 'https://ubuntu.com/security/livepatch/docs' },
    },
    noMatch: (search: string) => `No profiles found with the search: "${search}"`,
  },
  columns: { name: 'name', accessGroup: 'access group', associated: 'associated', scheduled: 'scheduled reboot' },
  actions: { remove: (title: string) => `Remove "${title}" profile` },
  remove: {
    title: 'Remove reboot profile',
    body: (title: string) => `Are you sure you want to remove "${title}" reboot profile? The removal of "${title}" reboot profile is irreversible and might adversely affect your system.`,
    phrase: (title: string) => `remove ${title}`,
    done: 'Reboot profile removed',
    doneMessage: (title: string) => `Reboot profile "${title}" removed successfully`,
  },
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  minutes: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  none: 'None',
  schedule: {
    weekly: (days: string, time: string) => `Every week on ${days} at ${time} UTC`,
    oneTime: 'One-time',
  },
  form: {
    panel: {
      add: 'Add reboot profile',
      edit: (title: string) => `Edit "${title}" profile`,
      duplicate: (title: string) => `Duplicate "${title}" profile`,
    },
    title: 'Name',
    copy: (title: string) => `${title} (copy)`,
    schedule: 'Schedule',
    expiresHelp: 'If Landscape cannot reboot the associated instances by this point, the reboot will be canceled.',
    submitAdd: 'Add reboot profile',
    added: 'Reboot profile added',
    addedMessage: (title: string) => `Reboot profile "${title}" has been added`,
    saved: 'Reboot profile updated',
    savedMessage: (title: string) => `Reboot profile "${title}" has been updated`,
  },
  details: {
    schedule: 'Reboot schedule',
    scheduleLabel: 'Schedule',
    nextReboot: 'Next reboot',
    window: 'Delivery delay window',
    expires: 'Expires after',
    gone: 'This reboot profile no longer exists.',
  },
});
