import { isBlankName } from '../../lib/display-name.ts';
import type { TriggerType } from '../../api/script-profiles.ts';
import type { CronProblem } from '../../lib/cron.ts';
import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the Scripts screen's Profiles tab (screens profiles.md §7), verbatim where the file
 * quotes them (administrators know them); the zone, the reasons and the failures are ours.
 */
export const SCRIPT_PROFILE_TEXTS = registerTexts('script-profiles', {
  tableCaption: 'Script profiles',
  tableRegion: 'Script profiles table',
  headerActions: 'Script profiles actions',
  searchLabel: 'Search script profiles',
  searchPlaceholder: 'Search',
  addProfile: 'Add profile',
  filters: { status: 'Status', all: 'All', active: 'Active', archived: 'Archived' },
  chips: { search: 'Search', status: 'Status' },
  empty: 'No script profiles found according to your search parameters.',
  noScripts: {
    title: 'You need at least one script to add a profile.',
    body: 'In order to create a script profile, you need to have added a script to your Landscape organization.',
    action: 'Add script',
  },
  emptyState: {
    title: 'You don\u2019t have any script profiles yet.',
    body: 'Script profiles allow you to automate your script runs based on triggers. Triggers can be either a recurring schedule, on a set date, or before or after an event.',
  },
  limit: {
    title: 'Profile limit reached:',
    body: (max: number) => `You\u2019ve reached the limit of ${formatCount(max)} active script profiles. To be able to add new profiles you must archive an active one.`,
    /** Why "Add profile" is unavailable (its tooltip). */
    reason: (max: number) => `You\u2019ve reached the limit of ${formatCount(max)} active script profiles: archive one to add another.`,
    loading: 'Loading the profile limits\u2026',
    failed: 'Could not load the script profile limits.',
  },
  scriptsFailed: 'Could not check whether the organisation has scripts.',
  columns: {
    name: 'Name',
    status: 'Status',
    associated: 'Associated instances',
    tags: 'Tags',
    trigger: 'Trigger',
    lastRun: 'Last run',
    actions: 'Actions',
  },
  status: { active: 'Active', archived: 'Archived' },
  allInstances: 'All instances',
  instances: (count: number) => `${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`,
  /** A last run's link: where it leads, for screen readers. */
  lastRunName: (time: string) => `Activities of the run at ${time}`,
  triggers: { event: 'Post enrollment', one_time: 'On a date', recurring: 'Recurring' } satisfies Record<TriggerType, string>,
  actions: {
    menu: (title: string) => `${title} script profile actions`,
    view: 'View details',
    viewName: (title: string) => `View details of ${title} script profile`,
    edit: 'Edit',
    editName: (title: string) => `Edit ${title} script profile`,
    archive: 'Archive',
    archiveName: (title: string) => `Archive ${title} script profile`,
  },
  archive: {
    title: (title: string) => `Archive ${title}`,
    body: 'Archiving the script will prevent it from running in the future.',
    irreversibleBefore: 'This action is ',
    irreversible: 'irreversible',
    irreversibleAfter: '.',
    confirmText: (title: string) => `archive ${title}`,
    confirmBefore: 'Type ',
    confirmAfter: ' to confirm',
    confirm: 'Archive',
    progress: 'Archiving\u2026',
    done: (title: string) => `You have successfully archived "${title}"`,
    doneMessage: 'The profile will no longer run on the defined schedule.',
  },
  form: {
    panel: { add: 'Add script profile', edit: (title: string) => `Edit ${title}` },
    name: 'Name',
    script: 'Script',
    scriptFixed: 'The script of a profile can\u2019t be changed.',
    username: 'Run as user',
    timeLimit: 'Time limit (seconds)',
    trigger: 'Trigger',
    triggerDescriptions: {
      event: 'Run the script after a new instance is enrolled',
      one_time: 'Run the script on a selected date',
      recurring: 'Run the script on a recurring schedule',
    } satisfies Record<TriggerType, string>,
    triggerFixed: 'Trigger type can\u2019t be changed after the script is created.',
    date: 'Date',
    startDate: 'Start date',
    /** Under a date: the zone it is typed in, and that it is sent as UTC. */
    inZone: (zone: string) => `In your time zone, ${zone}; sent to the server in UTC.`,
    minInterval: { before: 'There is a minimum interval of ', strong: (minutes: number) => `${formatCount(minutes)} minutes`, after: ' between runs. Depending on the schedule, run times may be adjusted.' },
    schedule: 'Schedule',
    scheduleHelp: 'Five fields in UTC: minute, hour, day of month, month, day of week (e.g. 0 8 * * 1-5).',
    /** The schedule in words, in quotes as upstream shows it, with its zone. */
    scheduleWords: (words: string) => `"${words}" (UTC)`,
    cron: {
      incomplete: 'Enter a complete interval.',
      value: 'Invalid value.',
      character: 'Invalid character.',
      range: 'Value out of range.',
      order: 'The end of a range must not be less than the start.',
    } satisfies Record<CronProblem, string>,
    neverRuns: 'This schedule never runs: no such date comes.',
    tooOften: (gap: number, min: number) =>
      `Runs of this schedule come ${formatCount(gap)} ${gap === 1 ? 'minute' : 'minutes'} apart; the minimum interval is ${formatCount(min)} minutes.`,
    required: 'This field is required',
    timeLimitWhole: 'Enter a whole number of seconds.',
    timeLimitMin: 'The time limit must be at least 1 second.',
    dateInvalid: 'Enter a valid date and time.',
    datePast: 'The date must be in the future.',
    instancesLimit: {
      title: 'Associated instances limit reached:',
      before: 'You\u2019ve reached the limit of ',
      strong: (max: number) => `${formatCount(max)} associated instances`,
      after: '. Decrease the number of associated instances.',
    },
    countFailed: 'Could not count the associated instances.',
    association: 'Association',
    allInstances: 'Associate to all instances',
    tags: 'Tags',
    tagsPlaceholder: 'Search and add tags',
    submitAdd: 'Add profile',
    submitEdit: 'Save changes',
    progressAdd: 'Adding\u2026',
    progressEdit: 'Saving\u2026',
    cancel: 'Cancel',
    back: 'Back',
    loadFailed: 'Could not load what the form needs.',
    added: (title: string) => `You have successfully created ${title}`,
    addedMessage: 'The profile has been created and associated to the defined instances.',
    saved: (title: string) => `You have successfully saved changes for ${title}`,
    savedMessage: 'The changes will be applied to this profile.',
  },
  details: {
    tabs: { label: 'Script profile details', info: 'Info', activity: 'Activity history' },
    archived: { title: 'Profile archived:', body: (time: string) => `The profile was archived on ${time}.` },
    loadFailed: 'Could not load the profile.',
    labels: {
      name: 'Name',
      status: 'Status',
      script: 'Script',
      accessGroup: 'Access group',
      username: 'Run as user',
      timeLimit: 'Time limit',
      trigger: 'Trigger',
      nextRun: 'Next run',
      lastRun: 'Last run',
      associated: 'Associated instances',
      tags: 'Tags',
    },
    association: 'Association',
    seconds: (count: number) => `${formatCount(count)}s`,
    recurring: (words: string) => `Recurring, ${words}`,
    onDate: (time: string) => `On a date, ${time}`,
    scriptName: (title: string) => `${title} script details`,
    runs: {
      caption: 'Runs',
      run: 'Run',
      status: 'Status',
      none: 'No runs found',
      noneBody: 'The profile has not run yet.',
    },
  },
  openFailed: 'Could not open the script profile.',
} as const);

/** How a profile's title is shown: one that shows nothing still names it (as scripts and security profiles do). */
export const scriptProfileTitle = (profile: { readonly id: number; readonly title: string }): string =>
  isBlankName(profile.title) ? `Script profile ${profile.id}` : profile.title;
