import { formatCount } from '../../../lib/numbers.ts';
import { registerTexts } from '../../../state/texts.ts';

const instances = (count: number) => (count === 1 ? 'instance' : 'instances');
const countedInstances = (count: number) => `${formatCount(count)} ${instances(count)}`;
const countedPending = (count: number) => `${formatCount(count)} pending ${instances(count)}`;

/**
 * Texts of the forms and confirmations of the actions on instances, from an instance's Info tab and
 * the instances list (screens/instance-actions.md, public portal 1.14; its missing space in
 * "3instances" is not kept). The buttons opening them, and the side panels' titles, are their
 * screens' texts.
 */
export const INSTANCE_ACTION_TEXTS = registerTexts('instances.actions', {
  viewDetails: 'View details',
  cancel: 'Cancel',
  /** What can be done to the selected instances (screens instance-actions.md §1). */
  bulk: {
    label: 'Instance actions',
    restart: 'Restart',
    shutdown: 'Shutdown',
    upgrade: 'Upgrade',
    runScript: 'Run script',
    remove: 'Remove from Landscape',
    accessGroup: 'Assign access group',
    tags: 'Assign tags',
    upgradesTitle: 'Upgrades',
    selectFirst: 'Select instances first.',
    noUpgrades: 'No selected instance has upgrades.',
    noScriptable: 'No selected instance can run scripts: scripts run on Ubuntu instances.',
  },
  pendingNotice: {
    title: 'Pending instances',
    text: (count: number) =>
      `You currently have ${formatCount(count)} pending ${count === 1 ? 'instance' : 'instances'} awaiting your review and approval. `,
    review: 'Review Pending Instances',
    failed: 'The pending instances could not be checked.',
  },
  /** "Type remove web-01 to confirm": the text between is in bold. */
  typeBefore: 'Type ',
  typeAfter: ' to confirm',
  power: {
    restart: 'Restart',
    shutdown: 'Shutdown',
    restartTitle: 'Restart instance',
    shutdownTitle: 'Shut down instance',
    restartManyTitle: 'Restarting selected instances',
    shutdownManyTitle: 'Shutting down selected instances',
    restartBody: (title: string) => `This will restart "${title}" instance.`,
    shutdownBody: (title: string) => `This will shut down "${title}" instance.`,
    restartManyBody: (count: number) => `Are you sure you want to restart ${countedInstances(count)}?`,
    shutdownManyBody: (count: number) => `Are you sure you want to shutdown ${countedInstances(count)}?`,
    asap: 'Deliver as soon as possible',
    scheduleTime: 'Schedule time',
    scheduledTime: 'Scheduled time',
    /** Under the time: the zone it is read in (upstream reads it as UTC whatever the user's zone). */
    inZone: (zone: string) => `In your time zone, ${zone}.`,
    required: 'This field is required',
    invalid: 'Invalid date',
    past: 'Date must be in the future',
    restarting: 'Restarting...',
    shuttingDown: 'Shutting down...',
    queued: (title: string, verb: 'restarted' | 'shut down') => `You queued "${title}" to be ${verb}`,
    queuedMessage: (title: string, verb: 'restarted' | 'shut down') => `Instance "${title}" will be ${verb} and is queued in Activities`,
    manyQueued: (count: number, what: 'reboot' | 'shutdown') =>
      count === 1 ? `Selected instance has been queued for ${what}.` : `Selected instances have been queued for ${what}.`,
    manyQueuedMessage: (count: number, title: string, what: 'reboot' | 'shutdown') =>
      count === 1 ? `"${title}" instance has been queued in Activities for ${what}.` : `${formatCount(count)} instances have been queued in Activities for ${what}.`,
  },
  removal: {
    title: 'Remove instance from Landscape',
    body: (title: string) =>
      `Removing this ${title} will delete all associated data and free up one license slot for another computer to be registered.`,
    text: (title: string) => `remove ${title}`,
    confirm: 'Remove',
    progress: 'Removing...',
    done: (title: string) => `You have successfully removed ${title} from Landscape.`,
    doneMessage: (title: string) => `${title} has been removed from Landscape. To manage it again, you will need to re-register it in Landscape.`,
  },
  sanitization: {
    title: 'Sanitize instance',
    body: (title: string) =>
      `Sanitization will permanently delete the encryption keys for ${title}, making its data completely irrecoverable. This action cannot be undone. Please confirm your wish to proceed.`,
    text: (title: string) => `sanitize ${title}`,
    confirm: 'Sanitize',
    progress: 'Sanitizing...',
    done: (title: string) => `You have successfully initiated Sanitization for ${title}`,
    doneMessage: (title: string) => `Sanitizing for ${title} has been queued in Activities. The data will be permanently irrecoverable once complete.`,
  },
  deletion: {
    title: 'Delete instance',
    /** "This will permanently delete the instance {title} from both…": the title is in bold. */
    bodyBefore: 'This will permanently delete the instance ',
    bodyAfter: ' from both the Windows host machine and Landscape.',
    confirm: 'Delete',
    progress: 'Deleting...',
    done: (title: string) => `You queued ${title} to be deleted.`,
    doneMessage: (title: string) => `${title} will be deleted from its Windows host and from Landscape.`,
  },
  edit: {
    titleField: 'Title',
    titleReadOnly: 'A WSL instance keeps the name it has on its Windows host.',
    accessGroup: 'Access group',
    comment: 'Comment',
    tags: 'Tags',
    tagsPlaceholder: 'Add tags',
    addTag: (tag: string) => `Add tag "${tag}"`,
    required: 'This field is required',
    save: 'Save changes',
    saving: 'Saving...',
    loadFailed: 'The access groups could not be loaded.',
    done: 'Instance updated',
    doneMessage: (title: string) => `Instance "${title}" updated successfully`,
  },
  tags: {
    startsWithLetter: 'Tag must starts with a letter',
    characters: 'Tag can only contain letters, numbers, hyphens, and underscores',
  },
  tagCheck: {
    title: (tags: readonly string[], count: number, title: string) =>
      `Add ${tags.length === 1 ? `${tags[0]} tag` : `${formatCount(tags.length)} tags`} to ${count === 1 ? `${title || 'this'} instance` : `${formatCount(count)} instances`}`,
    warning: 'Adding tags could trigger irreversible changes to your instances.',
    associates: (tags: readonly string[], count: number, title: string) =>
      `Adding ${tags.length === 1 ? `the ${tags[0]} tag` : `these ${formatCount(tags.length)} tags`} to ${
        count === 1 ? `the ${title} instance` : `${formatCount(count)} instances`
      } will associate the ${instances(count)} with the following profiles.`,
    limitBefore: ' One or more of these profiles will exceed the ',
    limit: '5000 instance limit',
    limitAfter: ' and will stop running across all associated instances.',
    caption: 'Profiles the new tags associate',
    columns: { tag: 'Tag', profile: 'Active profiles', type: 'Profile type', instances: 'Associated instances' },
    security: 'Security',
    associated: (count: number) => countedInstances(count),
    overLimit: 'Adding this instance will exceed the 5000 instance limit',
    confirm: 'Add tags',
    checkFailed: 'The security profiles these tags would associate could not be checked.',
  },
  employee: {
    mode: 'Associate or disassociate an employee',
    associate: 'Associate',
    disassociate: 'Disassociate',
    search: 'Employee',
    searchPlaceholder: 'Search for employees',
    minimum: 'Min 3. characters',
    none: (search: string) => `No employees found by "${search}"`,
    results: 'Employees found',
    current: 'Associated employee',
    noneAssociated: 'No employee is associated with this instance.',
    clear: (name: string) => `Clear ${name}`,
    clearButton: 'Clear',
    chosen: 'Chosen employee',
    pickOne: 'Choose an employee.',
    loadFailed: 'The associated employee could not be loaded.',
    searchFailed: 'The employees could not be searched.',
    associating: 'Associating...',
    disassociating: 'Disassociating...',
    associated: (name: string) => `You have successfully associated ${name}`,
    associatedMessage: (name: string, title: string) => `${name} has been successfully associated with ${title}.`,
    disassociated: (name: string) => `You have successfully disassociated ${name}`,
    disassociatedMessage: (name: string, title: string) => `${name} has been successfully disassociated from ${title}.`,
  },
  bulkRemoval: {
    title: (count: number, title: string) => (count === 1 ? `Remove ${title} from Landscape` : `Remove ${formatCount(count)} instances from Landscape`),
    body: (count: number) =>
      count === 1
        ? 'This will delete all associated data and free up one license slot for another computer to be registered. You can re-register it to Landscape at any time.'
        : `This will delete all associated data and free up ${formatCount(count)} license slots for other computers to be registered. You can re-register them to Landscape at any time.`,
    manyText: 'remove instances',
    done: (count: number, title: string) => `You have successfully removed ${count === 1 ? title : `${formatCount(count)} instances`} from Landscape.`,
    doneMessage: (count: number, title: string) =>
      count === 1
        ? `${title} has been removed from Landscape. To manage it again, you will need to re-register it in Landscape.`
        : `${formatCount(count)} instances have been removed from Landscape. To manage them again, you will need to re-register them in Landscape.`,
  },
  accessGroup: {
    field: 'Access group',
    submit: 'Assign',
    assigning: 'Assigning...',
    loadFailed: 'The access groups could not be loaded.',
    done: 'Access group changed',
    doneMessage: (count: number, title: string, group: string) =>
      count === 1 ? `Access group for "${title}" instance successfully changed to ${group}` : `Access group for ${formatCount(count)} instances successfully changed to ${group}`,
  },
  assignTags: {
    intro: 'Adding tags will associate the instance with the profiles that tag is linked to. This may change configurations on your instance.',
    search: 'Search tags',
    searchPlaceholder: 'Search',
    caption: 'Tags',
    name: 'Name',
    onInstances: 'On the selected instances',
    onCount: (on: number, of: number) => (on === of ? 'All' : on === 0 ? 'None' : `${formatCount(on)} of ${formatCount(of)}`),
    toggleAll: 'Toggle all tags',
    pick: (tag: string) => tag,
    none: 'No tags found',
    pickOne: 'Choose at least one tag.',
    submit: 'Assign',
    assigning: 'Assigning...',
    loadFailed: 'The tags could not be loaded.',
    done: 'Tags assigned',
    doneMessage: (count: number, title: string) =>
      count === 1 ? `Tags successfully assigned to "${title}" instance` : `Tags successfully assigned to ${formatCount(count)} instances`,
  },
  pending: {
    helpBefore:
      'You can automatically register new Landscape Client Instances when they\u2019re configured using a registration key. This eliminates the need for manual approval of each computer. You can enable this feature in the ',
    orgSettings: 'Org. settings',
    helpOr: ' or ',
    learnMore: 'learn more',
    caption: 'Pending instances',
    columns: { name: 'Name', hostname: 'Hostname', accessGroup: 'Access group', tags: 'Tags', pendingSince: 'Pending since' },
    toggleAll: 'Toggle all instances',
    toggle: (title: string) => `Toggle ${title} instance`,
    none: 'No instances are waiting for approval.',
    loadFailed: 'The pending instances could not be loaded.',
    selectFirst: 'Select pending instances first.',
    selectedCount: (count: number) => `${formatCount(count)} selected`,
    reject: 'Reject',
    rejecting: 'Rejecting...',
    approve: 'Approve',
    approving: 'Approving...',
    back: 'Back',
    accessGroup: 'Access group',
    rejectTitle: 'Reject pending instances',
    rejectBody: (count: number, org: string) => `This will reject ${formatCount(count)} selected ${instances(count)} to add to your ${org} organization.`,
    approveTitle: 'Approve pending instances',
    approveBody: (count: number, org: string) => `This will approve ${formatCount(count)} selected ${instances(count)} to add to your ${org} organization.`,
    approved: (count: number) => `You have approved ${countedPending(count)}`,
    approvedMessage: (count: number, org: string) =>
      `${formatCount(count)} pending ${count === 1 ? 'instance has' : 'instances have'} been successfully added to your ${org} organization.`,
    rejected: (count: number) => `You have rejected ${countedPending(count)}`,
    rejectedMessage: (count: number, org: string) =>
      `${formatCount(count)} pending ${count === 1 ? 'instance has' : 'instances have'} been rejected to add to your ${org} organization.`,
  },
  upgrades: {
    formLabel: 'Upgrades',
    selectedBefore: 'You selected ',
    selectedAfter: (count: number) => ` ${instances(count)}:`,
    securityBefore: 'Security upgrades are available for ',
    regularBefore: 'Regular upgrades are available for ',
    noneBefore: 'No upgrades for ',
    after: (count: number) => ` ${instances(count)}`,
    noneAfter: (count: number) => ` ${instances(count)} needed.`,
    count: (count: number) => formatCount(count),
    tabsLabel: 'Upgrades by',
    tabs: { instances: 'Instances', packages: 'Packages', usns: 'USNs' },
    /** Above the lists: every tab's exclusions are sent together. */
    intro: 'Everything is upgraded unless you untick it. What you untick on any tab is left out.',
    excluded: (count: number) => (count === 0 ? 'Nothing left out.' : `${formatCount(count)} ${count === 1 ? 'exclusion' : 'exclusions'} on the tabs.`),
    upgradesOf: (regular: number, security: number) => `${formatCount(regular)} regular, ${formatCount(security)} security`,
    show: (name: string) => `Show the packages of ${name}`,
    hide: (name: string) => `Hide the packages of ${name}`,
    showPackages: 'Packages',
    showInstances: 'Instances',
    showFixes: 'Packages',
    instancesOf: (name: string) => `Instances of ${name}`,
    fixesOf: (usn: string) => `Packages of USN-${usn}`,
    version: (current: string, next: string) => `${current} \u2192 ${next}`,
    affects: (count: number) => `${formatCount(count)} ${instances(count)}`,
    showMore: (count: number) => `Show ${formatCount(count)} more`,
    loading: 'Loading...',
    failed: 'This list could not be loaded.',
    none: 'Nothing to upgrade here.',
    leftOut: 'Left out: its instance is not upgraded.',
    leftOutEverywhere: 'Left out on every instance (Packages tab).',
    usnsHelp: 'Unticking a notice leaves out the packages it would upgrade, on every instance.',
    submit: 'Upgrade',
    upgrading: 'Upgrading...',
    nothingLeft: 'Everything is left out: tick an instance, package or notice to upgrade.',
    done: 'You queued packages to be upgraded',
    doneMessage: (count: number) => `Packages on ${formatCount(count)} ${instances(count)} will be upgraded and are queued in Activities`,
  },
} as const);
