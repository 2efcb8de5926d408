import { registerTexts } from '../../../state/texts.ts';
import { formatCount } from '../../../lib/numbers.ts';
/** Texts of the instance page. SPEC does not show this screen; the wording is ours, '---' is SPEC's. */
export const INSTANCE_PAGE_TEXTS = registerTexts('instances.page', {
  /** `landscape-instance`'s landmark. */
  widgetLabel: (instanceId?: number) => (instanceId === undefined ? 'Instance' : `Instance ${instanceId}`),
  signedOut: 'Sign in to see this instance.',
  /** `landscape-instance` without a usable `instance-id`. */
  noInstanceId: 'Set instance-id to the id of the instance to show.',
  /** The heading of an instance the server does not know. */
  notFoundTitle: 'Instance not found',
  /** The address names no instance id at all (`/instances/abc`). */
  notAnId: (segment: string) => `"${segment}" is not an instance id.`,
  backToInstances: 'Go to instances',
  loadFailed: 'The instance could not be loaded.',
  /** The landmark name of the tab list. */
  tabsLabel: 'Instance sections',
  /** The Info tab's actions (screens instance-actions.md §2.2). */
  actionBar: {
    /** The one button the bar collapses into when the page is narrow. */
    actions: 'Actions',
    label: (title: string) => `${title} instance actions`,
    edit: 'Edit',
    editTitle: 'Edit instance',
    runScript: 'Run script',
    restart: 'Restart',
    shutdown: 'Shutdown',
    sanitize: 'Sanitize',
    remove: 'Remove from Landscape',
    associateEmployee: 'Associate employee',
    associateTitle: (title: string) => `Associate employee with ${title}`,
    deleteInstance: 'Delete instance',
  },
  tabs: {
    info: 'Info',
    wsl: 'WSL',
    activities: 'Activities',
    kernel: 'Kernel',
    'security-issues': 'Security issues',
    packages: 'Packages',
    snaps: 'Snaps',
    processes: 'Processes',
    'ubuntu-pro': 'Ubuntu Pro',
    users: 'Users',
    hardware: 'Hardware',
  },
  badges: {
    upgrades: (count: number) => `${formatCount(count)} upgrades available`,
    securityIssues: (count: number) => `${formatCount(count)} security issues`,
    fixes: (count: number) => `${formatCount(count)} Livepatch fixes`,
  },
  hostname: 'Hostname',
  status: 'Status',
  alertsLabel: 'Alerts',
  statuses: {
    online: 'Online',
    offline: 'Offline',
    archived: 'Archived',
    /** Registered, and no ping seen yet. */
    neverPinged: 'Never pinged',
  },
  infoHeading: 'Details',
  labels: {
    id: 'Instance ID',
    ipAddress: 'IP address',
    serial: 'Serial number',
    product: 'Product identifier',
    annotations: 'Annotations',
    os: 'Operating system',
    release: 'Release',
    accessGroup: 'Access group',
    tags: 'Tags',
    comment: 'Comment',
    lastPing: 'Last ping',
    registeredAt: 'Registered at',
    upgrades: 'Upgrades',
    availabilityZone: 'Availability zone',
    parent: 'Parent instance',
    children: 'WSL instances',
  },
  upgrades: (regular: number, security: number) => `${formatCount(regular)} regular, ${formatCount(security)} security`,
  /** A release and its code name: "24.04 (noble)". */
  release: (release: string, codeName: string | null | undefined) => (codeName ? `${release} (${codeName})` : release),
  profiles: {
    heading: 'Security profiles',
    caption: 'Security profiles covering this instance',
    profile: 'Profile',
    lastAudit: 'Last audit',
    none: 'No active security profile covers this instance.',
    listFailed: 'The security profiles could not be loaded.',
    resultsFailed: 'The audit results could not be loaded.',
    passed: 'Passed',
    failed: 'Failed',
    notRun: 'Not run',
  },
} as const);
