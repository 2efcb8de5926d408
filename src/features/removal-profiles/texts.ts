import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the Removal profiles screen (screens profiles.md §5), verbatim where the file quotes them;
 * upstream's broken ones (a modal titled "Remove package profile", success texts swapped) replaced
 * as the file says.
 */
export const REMOVAL_PROFILE_TEXTS = registerTexts('removal-profiles', {
  widgetLabel: 'Removal profiles',
  signedOut: 'Sign in to see the removal profiles.',
  /** A profile whose title shows nothing is named so. */
  unnamed: (id: number) => `Removal profile ${id}`,
  list: {
    caption: 'Removal profiles',
    tableRegion: 'Removal profiles table',
    searchLabel: 'Search removal profiles',
    headerActions: 'Removal profiles actions',
    add: 'Add removal profile',
    emptyState: {
      title: 'No removal profiles found',
      body: 'You haven\u2019t added any removal profiles yet.',
      link: { label: 'How to manage computers in Landscape', href: 'https://ubuntu.com/landscape/docs/managing-computers' },
    },
    noMatch: (search: string) => `No removal profiles found with the search: "${search}"`,
  },
  columns: { name: 'Name', timeframe: 'Removal timeframe' },
  days: (count: number) => `${formatCount(count)} ${count === 1 ? 'day' : 'days'}`,
  actions: { remove: (title: string) => `Remove "${title}" profile` },
  remove: {
    title: 'Remove removal profile',
    body: (title: string) => `This will remove "${title}" profile.`,
    phrase: (name: string) => `remove ${name}`,
    done: 'Removal profile removed',
    doneMessage: (title: string) => `Removal profile ${title} has been removed`,
  },
  form: {
    panel: { add: 'Add removal profile', edit: (title: string) => `Edit "${title}" profile` },
    title: 'Name',
    timeframe: 'Removal timeframe',
    timeframeUnit: 'days',
    timeframeHelp: 'Instances that have not contacted Landscape for this many days are removed.',
    submitAdd: 'Add removal profile',
    required: 'This field is required.',
    integer: 'Timeframe must be an integer value.',
    atLeast: 'Timeframe must be at least 1.',
    tooLarge: 'Timeframe must be less than 2147483648.',
    added: 'Removal profile added',
    addedMessage: (title: string) => `Removal profile "${title}" has been added.`,
    saved: 'Removal profile updated',
    savedMessage: (title: string) => `Removal profile "${title}" has been updated.`,
  },
  details: { timeframe: 'Removal timeframe', gone: 'This removal profile no longer exists.' },
});
