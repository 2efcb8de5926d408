import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the WSL profiles list (screens profiles.md §6.1, §6.2), verbatim where the file quotes
 * them; the removal says the count right (one instance, two instances) and that the WSL instances stay
 * (HEAD's wording), which 1.14 does not. The forms' and details' texts are in form-texts.ts.
 */
export const WSL_PROFILE_TEXTS = registerTexts('wsl-profiles', {
  widgetLabel: 'WSL profiles',
  signedOut: 'Sign in to see the WSL profiles.',
  /** A profile whose title shows nothing is named so. */
  unnamed: (id: number) => `WSL profile ${id}`,
  list: {
    caption: 'WSL profiles',
    tableRegion: 'WSL profiles table',
    searchLabel: 'Search WSL profiles',
    headerActions: 'WSL profiles actions',
    add: 'Add WSL profile',
    emptyState: {
      title: 'No WSL profiles found',
      body: 'You haven\u2019t added any WSL profiles yet.',
      link: { label: 'How to manage WSL profiles in Landscape', href: 'https://ubuntu.com/landscape/docs/manage-wsl-instances-in-landscape' },
    },
    noMatch: (search: string) => `No WSL profiles found with the search "${search}"`,
  },
  columns: { name: 'Name', description: 'Description', notCompliant: 'Not compliant', pending: 'Pending' },
  help: {
    notCompliant: 'These instances are not compliant with the profile. They do not have a pending activity to become compliant.',
    pending: 'These instances are not compliant with the profile. They do have a pending activity to apply its constraints.',
    /** The help icon's name beside a header. */
    about: (header: string) => `About ${header}`,
  },
  actions: {
    remove: (title: string) => `Remove "${title}" profile`,
  },
  remove: {
    title: 'Remove WSL profile',
    /** The instances count left out when the server sent none. */
    body: (title: string, count: number | undefined) =>
      `Removing "${title}" WSL profile will not remove the WSL child instances associated with it.${
        count === undefined ? '' : ` The profile is associated with ${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}.`
      }`,
    phrase: (name: string) => `remove ${name}`,
    done: 'WSL profile removed',
    doneMessage: (title: string) => `WSL profile "${title}" removed successfully.`,
  },
  /** The panels' titles (the list opens them). */
  panel: {
    add: 'Add WSL profile',
    edit: (title: string) => `Edit "${title}" profile`,
    duplicate: (title: string) => `Duplicate "${title}" profile`,
  },
});
