import type { ScriptStatus } from '../../api/scripts.ts';
import { isBlankName } from '../../lib/display-name.ts';
import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';
import { inWidget } from '../../ui/widget/landmark.ts';

/**
 * Texts of the Scripts screen (screens/scripts-events-repositories-instance.md §1), verbatim where the
 * file quotes them (administrators know them; upstream's "Redacted", "Delete" and "removed" for one
 * state, §1.9.9, are its quoted texts and stay).
 */
export const SCRIPT_TEXTS = registerTexts('scripts', {
  title: 'Scripts',
  widgetLabel: 'Scripts',
  inWidget,
  signedOut: 'Sign in to see scripts.',
  /** The permanent notice above the content; the link asks the server where the classic dashboard is. */
  v2Notice: {
    title: 'This page only displays v2 scripts.',
    before: 'Older (v1) scripts can be found in ',
    link: 'the legacy web portal',
    after: '.',
    /** The server named no http(s) address for the classic dashboard. */
    badUrl: 'The server gave no valid address for the legacy web portal.',
  },
  tabs: { label: 'Scripts sections', scripts: 'Scripts', profiles: 'Profiles' },
  tableCaption: 'Scripts',
  tableRegion: 'Scripts table',
  headerActions: 'Scripts actions',
  searchLabel: 'Search scripts',
  searchPlaceholder: 'Search',
  addScript: 'Add script',
  filters: { status: 'Status', all: 'All', active: 'Active', archived: 'Archived', redacted: 'Redacted' },
  chips: { search: 'Search', status: 'Status' },
  empty: 'No scripts found according to your search parameters.',
  pageSizeLabel: 'Scripts per page',
  emptyState: {
    title: 'No scripts found',
    body: 'You haven’t added any scripts yet.',
    link: 'How to manage instances in Landscape',
    href: 'https://ubuntu.com/landscape/docs/managing-computers',
  },
  columns: {
    name: 'Name',
    status: 'Status',
    accessGroup: 'Access group',
    profiles: 'Associated profiles',
    created: 'Created',
    lastModified: 'Last modified',
    actions: 'Actions',
  },
  status: { ACTIVE: 'Active', ARCHIVED: 'Archived', REDACTED: 'Redacted' } satisfies Record<ScriptStatus, string>,
  /** "+3": more profiles than the cell shows; its name says how many. */
  moreProfiles: (count: number) => `+${formatCount(count)}`,
  /** A profile's title in "Associated profiles": it opens the profile's details. */
  openProfileName: (title: string) => `${title} script profile details`,
  moreProfilesName: (count: number) => `Show ${formatCount(count)} more ${count === 1 ? 'profile' : 'profiles'}`,
  byPerson: (name: string) => `by ${name}`,
  actions: {
    menu: (title: string) => `${title} actions`,
    view: 'View details',
    viewName: (title: string) => `View details for ${title} script`,
    run: 'Run script',
    /** Starts with the visible "Run script" (WCAG 2.5.3), unlike upstream's "Run {title} script". */
    runName: (title: string) => `Run script ${title}`,
    edit: 'Edit',
    editName: (title: string) => `Edit ${title} script`,
    archive: 'Archive',
    archiveName: (title: string) => `Archive ${title} script`,
    delete: 'Delete',
    deleteName: (title: string) => `Delete ${title} script`,
    /** Why an action is unavailable (the issue: archived scripts cannot be edited or run, and say why). */
    archivedReason: 'This script is archived: it can no longer be edited or run.',
    notExecutableReason: 'You may not run this script.',
    notEditableReason: 'You may not edit this script.',
    notRedactableReason: 'You may not delete this script.',
  },
  archive: {
    title: (title: string) => `Archive ${title}`,
    confirm: 'Archive',
    confirmWithProfiles: 'Archive both script and profiles',
    progress: 'Archiving...',
    body: 'Archiving the script will prevent it from running in the future.',
    profilesIntro: 'The script is associated with the following profiles:',
    profilesOutro: 'If you archive the script and the profiles, they won’t be able to run in the future.',
    phrase: (title: string) => `archive ${title}`,
    doneTitle: 'Script archived',
    done: (title: string) => `"${title}" script archived successfully`,
  },
  remove: {
    title: (title: string) => `Delete ${title}`,
    confirm: 'Delete',
    confirmWithProfiles: 'Delete both script and profiles',
    progress: 'Deleting...',
    body: 'Deleting the script will remove the contents from Landscape.',
    bodyWithProfiles: 'Deleting the script will remove the contents from Landscape. The script is associated with the following profiles:',
    profilesOutro: 'If you delete the script, the script and its profiles won’t be able to run in the future.',
    phrase: (title: string) => `delete ${title}`,
    doneTitle: 'Script removed',
    done: (title: string) => `"${title}" script removed successfully`,
  },
  confirmBefore: 'Type ',
  confirmAfter: ' to confirm',
  /** Both confirmations end with it; the word in bold. */
  irreversible: { before: 'This action is ', strong: 'irreversible', after: '.' },
  details: {
    tabs: { label: 'Script details', info: 'Info', code: 'Code', versions: 'Version history' },
    redacted: { title: 'Script deleted:', body: (name: string, date: string) => `The script was deleted by ${name} on ${date}` },
    archived: { title: 'Script archived:', body: (name: string, date: string) => `The script was archived by ${name} on ${date}` },
    labels: {
      name: 'Name',
      version: 'Version',
      status: 'Status',
      accessGroup: 'Access group',
      created: 'Date created',
      lastModified: 'Last modified',
      attachments: 'Attachments',
      profiles: 'Associated profiles',
    },
    dateBy: (date: string, name: string) => `${date}, by ${name}`,
    download: 'Download',
    downloadName: (filename: string) => `Download ${filename}`,
    downloadFailed: 'The attachment could not be downloaded.',
    codePreview: 'Code preview',
    code: 'Code',
    loadFailed: 'Could not load the script.',
    versions: {
      caption: 'Versions',
      pagination: 'Versions pagination',
      pageSizeLabel: 'Versions per page',
      version: 'Version',
      created: 'Created',
      openName: (number: number) => `Open version ${number}`,
      failed: 'Could not load the version history.',
      author: 'Author',
      back: 'Back',
      cancel: 'Cancel',
      useAsNew: 'Use as new version',
      versionFailed: 'Could not load this version.',
      confirmTitle: (title: string) => `Submit new version of ${title}`,
      confirmBody: 'All future script runs will be done using the latest version of the code.',
      confirm: 'Submit new version',
      progress: 'Submitting...',
      doneTitle: (title: string) => `You have successfully submitted a new version of ${title}`,
      done: (number: number) => `The code of version ${number} is now the script's latest version.`,
    },
    runName: (title: string) => `Run ${title} script`,
  },
  unknownPerson: 'an unknown user',
});

/** How a script's title is shown: a blank one still names it (issue 11: every row stays reachable). */
export function scriptTitle(script: { readonly id: number; readonly title: string }): string {
  return isBlankName(script.title) ? `Script ${script.id}` : script.title;
}
