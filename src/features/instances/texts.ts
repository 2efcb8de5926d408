import { registerTexts } from '../../state/texts.ts';
import { displayName } from '../../lib/display-name.ts';
import { inWidget } from '../../ui/widget/landmark.ts';
import { formatCount } from '../../lib/numbers.ts';

/**
 * Texts of the instances list. Those SPEC gives are verbatim (§2: the empty message, the chip
 * labels, 'Instances per page'); the rest follow the public portal's wording.
 */
export const INSTANCE_TEXTS = registerTexts('instances', {
  /** The name of an instance whose title and hostname show nothing (issue 11). */
  unnamed: (id: number) => `Instance ${id}`,
  title: 'Instances',
  widgetLabel: 'Instances',
  signedOut: 'Sign in to see instances.',
  inWidget,
  tableCaption: 'Instances',
  /** The region a too-wide table scrolls in, inside a widget (see `inWidget`). */
  tableRegion: 'Instances table',
  searchLabel: 'Search instances',
  searchPlaceholder: 'Search',
  searchHelp: 'Search help',
  empty: 'No instances found according to your search parameters.',
  pageSizeLabel: 'Instances per page',
  filters: {
    status: 'Status',
    os: 'OS',
    availabilityZone: 'Availability zone',
    accessGroup: 'Access group',
    tag: 'Tag',
    groupBy: 'Group by',
    all: 'All',
  },
  groupBy: { none: 'None', parent: 'Parent' },
  /** A filter whose choices could not be loaded stays off; this says which. */
  choicesFailed: (filter: string) => `The ${filter} choices could not be loaded.`,
  noChoices: 'Nothing to choose from.',
  chips: {
    query: 'Query',
    status: 'Status',
    os: 'OS',
    availabilityZones: 'Availability z.',
    accessGroups: 'Access group',
    tags: 'Tag',
  },
  columns: {
    name: 'Name',
    status: 'Status',
    os: 'OS',
    tags: 'Tags',
    accessGroup: 'Access group',
    lastPing: 'Last ping',
    upgrades: 'Upgrades',
  },
  status: {
    online: 'Online',
    offline: 'Offline',
    securityUpgrades: 'Security upgrades',
    packageUpgrades: 'Package upgrades',
    rebootRequired: 'Reboot required',
    upToDate: 'Up to date',
  },
  /** The Status cell's list of the instance's other alerts. */
  alertsLabel: (title: string) => `Alerts of ${title}`,
  upgrades: {
    upToDate: 'Up to date',
    regular: (count: number) => `${formatCount(count)} regular`,
    security: (count: number) => `${formatCount(count)} security`,
  },
  /** A WSL instance listed under its Windows host (groupBy parent). */
  childOf: (host: string) => `On ${host}`,
  selectRow: (title: string) => `Select ${title}`,
  selectedCount: (count: number) => (count === 1 ? '1 instance selected' : `${formatCount(count)} instances selected`),
  selectionLabel: 'Selection',
} as const);

/**
 * The search help (API.md "Instances": the query language of Landscape's computer search). Terms
 * combine: all must match; OR and NOT as written, in capitals; parentheses group.
 */
export const SEARCH_HELP = registerTexts('instances.searchSyntax', {
  intro:
    'Terms separated by spaces must all match. Join terms with OR to match either, put NOT before a term to exclude it, and group terms with parentheses. Quote values with spaces.',
  terms: [
    ['web-prod', 'Title or hostname contains the text'],
    ['id:6', 'The instance with this id'],
    ['title:"Ada\'s laptop"', 'Exactly this title'],
    ['hostname:web-01.example.com', 'Exactly this hostname'],
    ['tag:web', 'Has this tag'],
    ['access-group:production', 'In this access group'],
    ['distribution:noble', 'Runs this Ubuntu release (code name or number, e.g. 24.04)'],
    ['availability-zone:us-east-1a', 'In this availability zone'],
    ['needs:reboot', 'Waits for a reboot'],
    ['alert:computer-offline', 'Has this alert: computer-offline, computer-reboot, computer-duplicates, package-upgrades, security-upgrades, package-profiles, package-reporter, esm-disabled, unapproved-activities'],
    ['profile:security:3', 'Covered by security profile 3'],
    ['security-profile:3:fail', "Security profile 3's last audit result: pass, fail or in-progress"],
  ],
} as const);

/** An instance's name: its title, else its hostname, else "Instance {id}" (issue 11: it stays reachable). */
export function instanceName(instance: { readonly id: number; readonly title?: string | null; readonly hostname?: string | null }): string {
  return displayName(instance.title, displayName(instance.hostname, INSTANCE_TEXTS.unnamed(instance.id)));
}
