import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

const instances = (count: number) => `${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`;

/**
 * Texts of the Package profiles screen (screens profiles.md §2), verbatim where the file quotes them;
 * its bugs are not repeated (one removal notice from the list and the details, the constraint's
 * words rather than `depends`, no double space, plurals that agree).
 */
export const PACKAGE_PROFILE_TEXTS = registerTexts('package-profiles', {
  widgetLabel: 'Package profiles',
  signedOut: 'Sign in to see the package profiles.',
  /** A profile whose title shows nothing is named so. */
  unnamed: (id: number) => `Package profile ${id}`,
  list: {
    caption: 'Package profiles',
    tableRegion: 'Package profiles table',
    searchLabel: 'Search package profiles',
    headerActions: 'Package profiles actions',
    add: 'Add package profile',
    emptyState: {
      title: 'No package profiles found',
      body: 'You haven\u2019t added any package profiles yet.',
      link: { label: 'How to manage packages in Landscape', href: 'https://ubuntu.com/landscape/docs/managing-packages' },
    },
    noMatch: (search: string) => `No package profiles found with the search "${search}"`,
  },
  columns: { name: 'Name', description: 'Description', notCompliant: 'Not compliant', pending: 'Pending', associated: 'Associated' },
  help: {
    notCompliant: 'These instances are not compliant with the profile. They do not have a pending activity to become compliant.',
    pending: 'These instances are not compliant with the profile. They do have a pending activity to apply its constraints.',
    /** The help icon's name beside a header. */
    about: (header: string) => `About ${header}`,
  },
  instances,
  actions: {
    constraints: 'Change package constraints',
    /** Starts with what the action reads, as a control's name must (WCAG 2.5.3). */
    constraintsName: (title: string) => `Change package constraints of "${title}"`,
    remove: (title: string) => `Remove "${title}" profile`,
  },
  remove: {
    title: 'Remove package profile',
    body: (title: string) => `This will remove "${title}" profile.`,
    phrase: (name: string) => `remove ${name}`,
    done: 'Package profile removed',
    doneMessage: (title: string) => `Package profile "${title}" removed successfully`,
  },
  /** The panels' titles (the list opens them). */
  panel: {
    add: 'Add package profile',
    edit: (title: string) => `Edit "${title}" profile`,
    duplicate: (title: string) => `Duplicate "${title}" profile`,
    constraints: (title: string) => `Change "${title}" profile's constraints`,
  },
});
