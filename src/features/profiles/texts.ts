import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the profile kit (screens profiles.md §0): what every profile type's list, form and
 * details say the same way. Each type's own texts are in its folder.
 */
export const PROFILE_TEXTS = registerTexts('profiles', {
  searchPlaceholder: 'Search',
  pageSizeLabel: 'Profiles per page',
  chips: { search: 'Search' },
  columns: { accessGroup: 'Access group', tags: 'Tags', associated: 'Associated', actions: 'Actions' },
  /** A profile's own name under its title (HEAD shows it in muted text). */
  instances: (count: number) => `${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`,
  allInstances: 'All instances',
  /** The associated instances of a type whose count the API does not give. */
  viewInstances: 'View associated instances',
  /** The list holds fewer profiles than the server has (its page of 1,000). */
  capped: (shown: number, total: number) => `Showing the first ${formatCount(shown)} of ${formatCount(total)} profiles.`,
  actions: {
    menu: (title: string) => `${title} profile actions`,
    edit: 'Edit',
    editName: (title: string) => `Edit "${title}" profile`,
    duplicate: 'Duplicate',
    duplicateName: (title: string) => `Duplicate "${title}" profile`,
    remove: 'Remove',
    view: 'View details',
    viewName: (title: string) => `Open "${title}" profile details`,
  },
  remove: {
    confirm: 'Remove',
    progress: 'Removing\u2026',
    before: 'Type ',
    after: ' to confirm',
    irreversibleBefore: ' This action is ',
    irreversible: 'irreversible',
    irreversibleAfter: '.',
  },
  form: {
    association: 'Association',
    allInstances: 'Associate to all instances',
    tags: 'Tags',
    tagsPlaceholder: 'Search and add tags',
    tagsFailed: 'Could not load the tags.',
    accessGroup: 'Access group',
    accessGroupsFailed: 'Could not load the access groups.',
    accessGroupFixed: 'The access group of a profile cannot be changed once it is added.',
    cancel: 'Cancel',
    back: 'Back',
    saveChanges: 'Save changes',
    saving: 'Saving\u2026',
    adding: 'Adding\u2026',
    required: 'This field is required.',
  },
  schedule: {
    days: { label: 'Days', required: 'At least one day must be selected.' },
    hour: { label: 'Hour (UTC)', required: 'Hour is required.', integer: 'Hour must be an integer.', range: 'Hour must be between 0 and 23.' },
    minute: { label: 'At minute', required: 'Minute is required.', integer: 'Minute must be an integer.', range: 'Minute must be between 0 and 59.' },
    expires: {
      label: 'Expires after (hours)',
      integer: "'Expires after' must be an integer.",
      atLeast: "'Expires after' must be at least 0.",
    },
    randomise: { label: 'Randomise delivery over a time window', no: 'No', yes: 'Yes' },
    window: {
      label: 'Deliver delay window (minutes)',
      required: 'This field is required.',
      integer: 'This field must be an integer.',
      max: 'Deliver delay window in minutes must be a number less than or equal to 30 days (43200 minutes)',
      atLeast: 'Deliver delay window must be at least 0.',
      shorter: (minutes: number, hours: number) =>
        `Deliver delay window of '${minutes}' minutes should be shorter than the 'deliver within' expiration time of ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    },
    utc: 'UTC',
  },
  details: {
    association: 'Association',
    allInstances: 'This profile has been associated with all instances.',
    noInstances: 'This profile has not yet been associated with any instances.',
    tags: 'Tags',
    associated: 'Associated instances',
    accessGroup: 'Access group',
    name: 'Name',
    title: 'Title',
    toolbar: (title: string) => `${title} profile actions`,
  },
});
