import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

const instances = (count: number): string => `${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`;

/**
 * Texts of Settings › Access groups (screens admin-account.md §3), verbatim where the file quotes them
 * (the lower-case headers as source has them, the ASCII apostrophe of the empty state, the delete
 * texts without a final period); the rest is ours, beyond upstream: the notice after adding, what a
 * deletion does to the child groups and profiles, the details panel, the tree's keys.
 */
export const ACCESS_GROUP_TEXTS = registerTexts('access-groups', {
  widgetLabel: 'Access groups',
  signedOut: 'Sign in to see the access groups.',
  add: 'Add access group',
  toolbar: 'Access groups actions',
  caption: 'Access groups',
  tableRegion: 'Access groups table',
  searchLabel: 'Search access groups',
  searchPlaceholder: 'Search',
  chips: { search: 'Search' },
  groupBy: { label: 'Group by', none: 'None', parent: 'Parent' },
  columns: { title: 'title', name: 'name', instances: 'affected instances', parent: 'parent', actions: 'Actions' },
  /** How the tree view is used by keyboard, for screen readers (its description). */
  treeKeys: 'Up and Down Arrow move between the access groups, Home and End to the first and the last. Right Arrow opens a group, then moves to its first child; Left Arrow closes it, or moves to its parent. Tab moves to the controls of the group.',
  expand: (title: string) => `Expand ${title}`,
  collapse: (title: string) => `Collapse ${title}`,
  instances,
  /** The list is sorted by its instance counts, which are not all in yet. */
  countingToSort: 'Counting the instances of every access group to sort them\u2026',
  countsFailed: 'Could not count the instances of some access groups.',
  noMatch: 'No access groups found according to your search parameters.',
  emptyState: {
    title: 'No access groups found',
    body: "You haven't added any access groups yet.",
    link: { label: 'How to manage access groups in Landscape', href: 'https://ubuntu.com/landscape/docs/access-groups' },
  },
  actions: {
    menu: (title: string) => `${title} access group actions`,
    open: (title: string) => `Open "${title}" access group details`,
    delete: 'Delete',
    deleteName: (title: string) => `Delete "${title}" access group`,
  },
  remove: {
    title: (title: string) => `Deleting ${title} access group`,
    affects: (count: number, parent: string) => `Removing this access group will affect ${instances(count)}. They will now belong to "${parent}".`,
    noInstances: 'No instance is in this access group.',
    counting: 'Counting the instances in this access group\u2026',
    countFailed: (parent: string) => `The instances in this access group could not be counted. They will now belong to "${parent}".`,
    children: (count: number, parent: string) =>
      count === 1 ? `Its child group will now belong to "${parent}", with everything under it:` : `Its ${formatCount(count)} child groups will now belong to "${parent}", with everything under them:`,
    childrenLabel: 'Child groups',
    profiles: (title: string, parent: string) => `Profiles associated with "${title}" will move to its parent group, "${parent}".`,
    irreversibleBefore: 'This action is ',
    irreversible: 'irreversible',
    phrase: (title: string) => `delete ${title}`,
    before: 'Type ',
    after: ' to confirm',
    confirm: 'Delete',
    progress: 'Deleting\u2026',
    done: (title: string) => `You have successfully deleted the "${title}" access group.`,
    doneMessage: (parent: string) => `All entities in this access group will now belong to "${parent}".`,
  },
  form: {
    title: 'Title',
    parent: 'Parent',
    required: 'This field is required',
    submit: 'Add access group',
    progress: 'Adding\u2026',
    cancel: 'Cancel',
    groupsFailed: 'Could not load the access groups.',
    added: 'Access group added',
    addedMessage: (title: string, parent: string) => `The "${title}" access group was added under "${parent}".`,
  },
  details: {
    title: 'Title',
    name: 'Name',
    parent: 'Parent',
    children: 'Child groups',
    instances: 'Instances',
    none: 'None',
    toolbar: (title: string) => `${title} access group actions`,
    gone: 'This access group no longer exists.',
  },
});
