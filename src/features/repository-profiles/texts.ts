import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the Repository profiles screen (screens profiles.md §1), verbatim where the file quotes
 * them (HEAD's success notices, which 1.14 lacks); the details panel is ours (none upstream).
 */
export const REPOSITORY_PROFILE_TEXTS = registerTexts('repository-profiles', {
  widgetLabel: 'Repository profiles',
  signedOut: 'Sign in to see the repository profiles.',
  /** A profile whose title shows nothing is named so. */
  unnamed: (id: number) => `Repository profile ${id}`,
  list: {
    caption: 'Repository profiles',
    tableRegion: 'Repository profiles table',
    searchLabel: 'Search repository profiles',
    headerActions: 'Repository profiles actions',
    add: 'Add repository profile',
    emptyState: {
      title: 'No repository profiles found',
      body: 'You haven\u2019t added any repository profiles yet.',
      link: { label: 'How to manage repositories in Landscape', href: 'https://ubuntu.com/landscape/docs/manage-repositories-web-portal' },
    },
    noMatch: (search: string) => `No repository profiles found with the search "${search}"`,
  },
  columns: { title: 'Title', description: 'Description' },
  actions: { remove: (title: string) => `Remove "${title}" repository profile` },
  remove: {
    title: 'Remove repository profile',
    body: (title: string) => `This will remove "${title}" profile.`,
    phrase: (name: string) => `remove ${name}`,
    done: 'Repository profile removed',
    doneMessage: (title: string) => `Repository profile "${title}" removed successfully`,
  },
  form: {
    panel: { add: 'Add repository profile', edit: (title: string) => `Edit ${title}` },
    tabs: { details: 'Details', pockets: 'Pockets', aptSources: 'APT sources' },
    tabsLabel: 'Repository profile parts',
    title: 'Title',
    description: 'Description',
    pocketsSearch: 'Search for pockets',
    aptSourcesSearch: 'Search for APT sources',
    searchPlaceholder: 'Search',
    resetSearch: 'Reset search',
    noDistributions: 'No distributions found.',
    noPockets: (search: string) => `No pockets found with the search: "${search}".`,
    noAptSources: 'No APT sources found.',
    noAptSourcesMatch: (search: string) => `No APT sources found with the search: "${search}".`,
    captions: { distribution: 'Distribution', series: 'Series', pocket: 'Pocket', name: 'Name', line: 'Line' },
    selected: (count: number) => `${count} selected`,
    distributionsFailed: 'Could not load the distributions.',
    aptSourcesFailed: 'Could not load the APT sources.',
    errorsElsewhere: 'Some fields need attention on the Details tab.',
    submitAdd: 'Add repository profile',
    added: 'Repository profile created',
    addedMessage: (title: string) => `Repository profile "${title}" created successfully`,
    saved: (title: string) => `You have successfully edited ${title}`,
    savedMessage: 'The repository profile details have been updated.',
  },
  details: {
    description: 'Description',
    pockets: 'Pockets',
    aptSources: 'APT sources',
    noPockets: 'No pockets.',
    noAptSources: 'No APT sources.',
    pending: 'Pending instances',
    /** The instances the profile is associated with (the instances search `profile:repository:{id}`). */
    gone: 'This repository profile no longer exists.',
  },
});
