/**
 * The simulator's seed data: three organisations with their fleets, activities, security profiles,
 * identity providers and preferences; the two demo users; one invitation.
 *
 * Everything comes from a seeded generator, so the same records (ids, names, statuses, relations) come
 * out on every run. Timestamps are offsets from an anchor instant (by default when the process started,
 * to the minute), so the demo always looks current: instances pinged minutes ago, recent activities
 * still in progress. Pass the same anchor to get byte-identical data.
 */
import { addEventLogs } from './event-log.ts';
import { addProfiles } from './profile-seed.ts';
import { addScripts } from './script-seed.ts';
import { associatedInstances, PROFILE_INSTANCE_LIMIT } from './fleet.ts';
import type {
  AccessGroup,
  Activity,
  ActivityActions,
  ActivityStatus,
  AlertSubscription,
  Benchmark,
  Creator,
  IdCounters,
  Instance,
  Invitation,
  InstanceAlert,
  OidcProvider,
  Organisation,
  Preferences,
  ProfileMode,
  SecurityProfile,
  SimData,
} from './model.ts';
import { Random, stableFraction } from './random.ts';
import { HOSTILE } from './showcase.ts';
import { nextRunTime, parseSchedule } from './schedule.ts';
import { ACCESS_GROUP_SHOWCASE } from './showcase.ts';
import { iso } from './time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_PASSWORD = 'landscape-demo';
export const ADMIN_EMAIL = 'admin@example.com';
export const AUDITOR_EMAIL = 'auditor@example.com';
/** A person without a password of their own (identity provider sign-in only). */
export const SSO_EMAIL = 'grace@example.com';
export const SEEDED_INVITATION_ID = '5f0c1a9e3b7d4c28';


/** `20271231T000000Z`, the UNTIL format of schedules. */
const untilFormat = (time: number): string => iso(time).replace(/[-:]/g, '');

// ---------------------------------------------------------------------------------------------------
// Vocabulary

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Elias', 'Aisha', 'Ravi',
  'Hana', 'Kenji', 'Ingrid', 'Björn', 'Chloé', 'Léa', 'Diego', 'Lucía', 'Nadia', 'Omar', 'Priya', 'Arjun',
  'Wei', 'Mei', 'Tomasz', 'Zofia', 'Kwame', 'Ama', 'Sean', 'Niamh', 'Pedro', 'Beatriz', 'Yusuf', 'Elif',
];
const LAST_NAMES = [
  'Smith', 'Garcia', 'Müller', 'Rossi', 'Kowalski', 'Nguyen', 'Kim', 'Tanaka', 'Haddad', 'Okafor',
  'Johansson', 'Dubois', 'Silva', 'Novak', 'Patel', 'Chen', 'Murphy', 'Yilmaz', 'Costa', 'Schmidt',
  'Fernández', 'Larsen', 'Ivanova', 'Mensah', "O'Brien", 'Singh', 'Sato', 'Martin', 'Lopez', 'Weber',
];
const DEPARTMENTS = ['engineering', 'finance', 'design', 'sales', 'support', 'research'];

const PACKAGES = [
  'nginx', 'apache2', 'postgresql-16', 'mysql-server', 'redis-server', 'docker.io', 'containerd',
  'openssh-server', 'htop', 'curl', 'git', 'python3-pip', 'nodejs', 'openjdk-17-jre', 'haproxy',
  'prometheus-node-exporter', 'fail2ban', 'ufw', 'unattended-upgrades', 'chrony', 'rsyslog', 'logrotate',
  'zabbix-agent', 'libssl3', 'openssl', 'linux-generic', 'vim', 'tmux', 'jq', 'ansible', 'nfs-common',
  'ca-certificates', 'firefox', 'thunderbird', 'libreoffice', 'cups', 'wireguard', 'auditd',
];
const SNAPS = ['lxd', 'microk8s', 'firefox', 'code', 'core22', 'snapd', 'multipass', 'juju', 'charmcraft'];
const SCRIPTS = [
  'Rotate application logs', 'Collect diagnostics', 'Clean /tmp', 'Renew TLS certificates',
  'Check disk usage', 'Restart stuck workers', 'Back up /etc', 'Flush DNS cache', 'Audit sudoers',
  'Vacuum PostgreSQL', 'Prune Docker images', 'Report open ports',
];
const LOCAL_USERS = ['deploy', 'backup', 'svc-monitor', 'jdoe', 'msmith', 'akim', 'lchen', 'tmuller', 'ops'];
const LOCAL_GROUPS = ['sudo', 'docker', 'adm', 'developers', 'dbadmins', 'lxd'];
const SERVICES = ['nginx', 'postgresql', 'docker', 'ssh', 'cron', 'redis-server', 'haproxy', 'chrony'];
const MIRRORS = ['ubuntu-noble-updates', 'ubuntu-noble-security', 'ubuntu-jammy-updates', 'ubuntu-focal-security'];
const PRO_SERVICES = ['esm-apps', 'esm-infra', 'livepatch', 'usg', 'fips-updates'];
const CVES: [string, string][] = [
  ['CVE-2024-6387', 'openssh-server'], ['CVE-2024-3094', 'xz-utils'], ['CVE-2023-4911', 'libc6'],
  ['CVE-2024-1086', 'linux-image-generic'], ['CVE-2023-38408', 'openssh-client'], ['CVE-2024-2961', 'libc6'],
];
const PACKAGE_PROFILES = ['Base tooling', 'Web stack', 'Database host', 'Developer desktop', 'Monitoring agent'];
const REPOSITORY_PROFILES = ['Internal mirror', 'PostgreSQL upstream', 'Docker CE'];
const UPGRADE_PROFILES = ['Weekly security upgrades', 'Monthly full upgrade'];
const PROFILE_TITLES_FOR_RUNS = ['Fleet-wide CIS Level 1 audit', 'Web tier hardening', 'Database DISA STIG'];

// ---------------------------------------------------------------------------------------------------
// Activity kinds: type name, how to word a summary, what a success or failure reports, and whether a
// succeeded run of it can be undone (revertable) or redone (reappliable).

interface ActivityKind {
  type: string;
  weight: number;
  /** account: not about one computer (computer_id 0); wsl: runs on Windows hosts. */
  scope: 'computer' | 'account' | 'wsl';
  summary: (rng: Random) => string;
  undo: boolean;
  redo: boolean;
  /** Applied by a profile rather than a person: no creator. */
  automatic?: boolean;
  success?: (summary: string) => string;
  failure?: (rng: Random) => string;
}

const apt = (summary: string): string =>
  `Reading package lists...\nBuilding dependency tree...\n${summary}: done.\n0 upgraded, 1 newly installed, 0 to remove.`;

const ACTIVITY_KINDS: ActivityKind[] = [
  { type: 'Install package', weight: 14, scope: 'computer', summary: (r) => `Install package ${r.pick(PACKAGES)}`, undo: true, redo: true, success: apt,
    failure: (r) => `E: Unable to locate package ${r.pick(PACKAGES)}-legacy` },
  { type: 'Remove package', weight: 6, scope: 'computer', summary: (r) => `Remove package ${r.pick(PACKAGES)}`, undo: true, redo: true, success: apt },
  { type: 'Upgrade packages', weight: 12, scope: 'computer', summary: (r) => `Upgrade ${r.int(2, 60)} packages`, undo: false, redo: true, success: apt },
  { type: 'Upgrade all packages', weight: 6, scope: 'computer', summary: () => 'Upgrade all packages', undo: false, redo: true, success: apt },
  { type: 'Apply security upgrades', weight: 8, scope: 'computer', summary: (r) => `Apply ${r.int(1, 18)} security upgrades`, undo: false, redo: true, success: apt },
  { type: 'Hold package', weight: 2, scope: 'computer', summary: (r) => `Hold package ${r.pick(PACKAGES)}`, undo: true, redo: true },
  { type: 'Unhold package', weight: 1, scope: 'computer', summary: (r) => `Unhold package ${r.pick(PACKAGES)}`, undo: true, redo: true },
  { type: 'Downgrade package', weight: 1, scope: 'computer', summary: (r) => `Downgrade package ${r.pick(PACKAGES)}`, undo: true, redo: false, success: apt },
  { type: 'Reboot computer', weight: 8, scope: 'computer', summary: () => 'Reboot computer', undo: false, redo: true,
    success: () => 'Reboot scheduled. The computer came back online.', failure: () => 'The computer did not come back online within 30 minutes.' },
  { type: 'Shut down computer', weight: 1, scope: 'computer', summary: () => 'Shut down computer', undo: false, redo: true },
  { type: 'Run script', weight: 9, scope: 'computer', summary: (r) => `Run script "${r.pick(SCRIPTS)}" as root`, undo: false, redo: true,
    success: () => 'Script exited with code 0.', failure: (r) => `Script exited with code ${r.int(1, 127)}: permission denied.` },
  { type: 'Create user', weight: 2, scope: 'computer', summary: (r) => `Create user ${r.pick(LOCAL_USERS)}`, undo: true, redo: true },
  { type: 'Delete user', weight: 1, scope: 'computer', summary: (r) => `Delete user ${r.pick(LOCAL_USERS)}`, undo: false, redo: true },
  { type: 'Edit user', weight: 1, scope: 'computer', summary: (r) => `Edit user ${r.pick(LOCAL_USERS)}`, undo: true, redo: false },
  { type: 'Lock user', weight: 1, scope: 'computer', summary: (r) => `Lock user ${r.pick(LOCAL_USERS)}`, undo: true, redo: true },
  { type: 'Unlock user', weight: 1, scope: 'computer', summary: (r) => `Unlock user ${r.pick(LOCAL_USERS)}`, undo: true, redo: true },
  { type: 'Add user to group', weight: 1, scope: 'computer', summary: (r) => `Add user ${r.pick(LOCAL_USERS)} to group ${r.pick(LOCAL_GROUPS)}`, undo: true, redo: true },
  { type: 'Remove user from group', weight: 1, scope: 'computer', summary: (r) => `Remove user ${r.pick(LOCAL_USERS)} from group ${r.pick(LOCAL_GROUPS)}`, undo: true, redo: true },
  { type: 'Create group', weight: 1, scope: 'computer', summary: (r) => `Create group ${r.pick(LOCAL_GROUPS)}`, undo: true, redo: false },
  { type: 'Delete group', weight: 1, scope: 'computer', summary: (r) => `Delete group ${r.pick(LOCAL_GROUPS)}`, undo: false, redo: false },
  { type: 'Apply package profile', weight: 3, scope: 'computer', summary: (r) => `Apply package profile "${r.pick(PACKAGE_PROFILES)}"`, undo: false, redo: true, automatic: true },
  { type: 'Apply repository profile', weight: 2, scope: 'computer', summary: (r) => `Apply repository profile "${r.pick(REPOSITORY_PROFILES)}"`, undo: false, redo: true, automatic: true },
  { type: 'Apply upgrade profile', weight: 5, scope: 'computer', summary: (r) => `Apply upgrade profile "${r.pick(UPGRADE_PROFILES)}"`, undo: false, redo: true, automatic: true, success: apt },
  { type: 'Apply reboot profile', weight: 2, scope: 'computer', summary: () => 'Apply reboot profile "Sunday maintenance window"', undo: false, redo: true, automatic: true },
  { type: 'Apply removal profile', weight: 1, scope: 'computer', summary: () => 'Apply removal profile "Stale computers"', undo: false, redo: true, automatic: true },
  { type: 'Run security profile', weight: 3, scope: 'computer', summary: (r) => `Run security profile "${r.pick(PROFILE_TITLES_FOR_RUNS)}"`, undo: false, redo: true, automatic: true,
    success: () => 'Audit completed. Results were uploaded.', failure: () => 'usg: the tailoring file does not match the installed benchmark.' },
  { type: 'Generate audit report', weight: 1, scope: 'account', summary: (r) => `Generate audit report for "${r.pick(PROFILE_TITLES_FOR_RUNS)}"`, undo: false, redo: false },
  { type: 'Sync mirror', weight: 2, scope: 'account', summary: (r) => `Sync mirror ${r.pick(MIRRORS)}`, undo: false, redo: true,
    failure: () => 'Could not reach archive.ubuntu.com: connection timed out.' },
  { type: 'Import GPG key', weight: 1, scope: 'account', summary: (r) => `Import GPG key ${r.pick(['ppa-internal', 'docker-ce', 'pgdg'])}`, undo: false, redo: false },
  { type: 'Add APT source', weight: 1, scope: 'computer', summary: (r) => `Add APT source ${r.pick(REPOSITORY_PROFILES).toLowerCase().replace(/ /g, '-')}`, undo: true, redo: true },
  { type: 'Release upgrade', weight: 1, scope: 'computer', summary: (r) => r.pick(['Upgrade Ubuntu 20.04 to 22.04', 'Upgrade Ubuntu 22.04 to 24.04']), undo: false, redo: true,
    failure: () => 'do-release-upgrade: not enough free space on /boot.' },
  { type: 'Attach Ubuntu Pro', weight: 1, scope: 'computer', summary: () => 'Attach Ubuntu Pro subscription', undo: true, redo: true },
  { type: 'Enable Ubuntu Pro service', weight: 1, scope: 'computer', summary: (r) => `Enable Ubuntu Pro service ${r.pick(PRO_SERVICES)}`, undo: true, redo: true },
  { type: 'Enable Livepatch', weight: 1, scope: 'computer', summary: () => 'Enable Canonical Livepatch', undo: true, redo: true },
  { type: 'Restart service', weight: 3, scope: 'computer', summary: (r) => `Restart service ${r.pick(SERVICES)}`, undo: false, redo: true },
  { type: 'Resynchronize computer', weight: 2, scope: 'computer', summary: () => 'Resynchronize computer', undo: false, redo: true },
  { type: 'Update hardware inventory', weight: 1, scope: 'computer', summary: () => 'Update hardware inventory', undo: false, redo: true },
  { type: 'Install snap', weight: 2, scope: 'computer', summary: (r) => `Install snap ${r.pick(SNAPS)}`, undo: true, redo: true },
  { type: 'Remove snap', weight: 1, scope: 'computer', summary: (r) => `Remove snap ${r.pick(SNAPS)}`, undo: true, redo: true },
  { type: 'Refresh snaps', weight: 2, scope: 'computer', summary: (r) => `Refresh snap ${r.pick(SNAPS)}`, undo: true, redo: true },
  { type: 'Install WSL instance', weight: 1, scope: 'wsl', summary: (r) => `Install WSL instance ${r.pick(['Ubuntu-22.04', 'Ubuntu-24.04'])}`, undo: true, redo: true },
  { type: 'Remove WSL instance', weight: 1, scope: 'wsl', summary: (r) => `Remove WSL instance ${r.pick(['Ubuntu-20.04', 'Ubuntu-22.04'])}`, undo: false, redo: false },
  { type: 'Fix vulnerability', weight: 2, scope: 'computer', summary: (r) => { const [cve, pkg] = r.pick(CVES); return `Fix ${cve} (${pkg})`; }, undo: false, redo: true, success: apt },
];

/** The type of a parent activity that groups the same request sent to several computers. */
export const GROUP_ACTIVITY_TYPE = 'Activity group';

/** Types only actions create (the instance page's, and removing a repository profile): the seed has no history of them. */
const ACTION_ONLY_TYPES = [
  'Terminate processes', 'Kill processes', 'Hold snap', 'Unhold snap', 'Upgrade kernel', 'Downgrade kernel', 'Set default WSL instance',
  'Sanitize computer', 'Remove repository profile',
];

const ACTIVITY_TYPES: string[] = [...ACTIVITY_KINDS.map((kind) => kind.type), ...ACTION_ONLY_TYPES, GROUP_ACTIVITY_TYPE].sort();

/** Which action flags an activity of this kind and status offers (API.md `actions`). */
function actionsFor(status: ActivityStatus, kind: Pick<ActivityKind, 'undo' | 'redo'>): ActivityActions {
  return {
    approvable: status === 'unapproved',
    cancelable: !['succeeded', 'failed', 'canceled'].includes(status),
    reappliable: status === 'failed' || (status === 'succeeded' && kind.redo),
    revertable: status === 'succeeded' && kind.undo,
  };
}

/** Recent activities are often still pending; old ones have almost all finished. */
function statusForAge(rng: Random, age: number): ActivityStatus {
  if (age < 6 * HOUR) {
    return rng.weighted<ActivityStatus>({
      delivered: 16, undelivered: 18, scheduled: 10, waiting: 8, blocked: 5, unapproved: 14, succeeded: 18, failed: 7, canceled: 4,
    });
  }
  if (age < 7 * DAY) {
    return rng.weighted<ActivityStatus>({
      succeeded: 55, failed: 10, canceled: 6, unapproved: 8, blocked: 4, waiting: 5, scheduled: 5, undelivered: 5, delivered: 2,
    });
  }
  return rng.weighted<ActivityStatus>({
    succeeded: 82, failed: 10, canceled: 7, blocked: 0.4, unapproved: 0.3, waiting: 0.3,
  });
}

// ---------------------------------------------------------------------------------------------------
// Organisations

interface FleetPlan {
  domain: string;
  servers: number;
  desktops: number;
  windowsHosts: number;
  regions: string[];
}

interface OrgPlan {
  name: string;
  title: string;
  subdomain: string | null;
  fleet: FleetPlan;
  /** Requests sent; about one in eight is a group with several child activities. */
  activityRequests: number;
  preferences: Preferences;
}

const SERVER_ROLES: Record<string, number> = {
  web: 18, api: 14, db: 8, cache: 5, worker: 12, 'k8s-node': 16, 'ci-runner': 6, log: 3, mon: 3, proxy: 4,
  mail: 1, dns: 2, vpn: 1, nfs: 2, backup: 2, ldap: 1, jump: 2,
};

const DISTRIBUTIONS: Record<string, { description: string; code_name: string }> = {
  '20.04': { description: 'Ubuntu 20.04.6 LTS', code_name: 'focal' },
  '22.04': { description: 'Ubuntu 22.04.5 LTS', code_name: 'jammy' },
  '24.04': { description: 'Ubuntu 24.04.3 LTS', code_name: 'noble' },
};

const COMMENTS = [
  'Owned by the platform team', 'Scheduled for hardware refresh', 'Do not reboot during business hours',
  'Replacement disk ordered', 'Migrating to 24.04 next quarter', 'Kiosk in reception', 'On loan to the design team',
];

/** The cloud region behind each region tag of the server fleet. */
const CLOUD_REGIONS: Record<string, string> = {
  euw1: 'eu-west-1', euc1: 'eu-central-1', use1: 'us-east-1', usw2: 'us-west-2', apse1: 'ap-southeast-1',
};

/**
 * Availability zones and reboot-required alerts come from each instance's id through stableFraction,
 * not from the seeded generator: drawing more numbers from it would shift every later draw and change
 * the activities and profiles that existing data and tests rely on.
 */
const ZONE_SALT = 7001;
const REBOOT_SALT = 7002;
const REBOOT_SHARE = 0.07;

function availabilityZone(id: number, region: string): string {
  const letter = 'abc'[Math.floor(stableFraction(id, ZONE_SALT) * 3)]!;
  return `${CLOUD_REGIONS[region] ?? region}${letter}`;
}

/** Ubuntu machines (not WSL) still reporting in, a few of which wait for a reboot after upgrades. */
function needsReboot(instance: Instance): boolean {
  return (
    !instance.archived &&
    !instance.is_wsl_instance &&
    instance.distribution_info?.distributor === 'Ubuntu' &&
    stableFraction(instance.id, REBOOT_SALT) < REBOOT_SHARE
  );
}

function accessGroupsFor(org: string): AccessGroup[] {
  return [
    { name: 'global', title: 'Global access', parent: '' },
    { name: 'servers', title: 'Servers', parent: 'global' },
    { name: 'production', title: 'Production servers', parent: 'servers' },
    { name: 'staging', title: 'Staging and development', parent: 'servers' },
    { name: 'desktops', title: `${org} desktops`, parent: 'global' },
    { name: 'wsl', title: 'WSL instances', parent: 'desktops' },
  ];
}

/** The staging servers `qa` holds: those tagged `dev` whose id is a multiple of 5 (showcase ids and the first hundred kept). */
export const inQaGroup = (instance: Pick<Instance, 'id' | 'access_group' | 'tags'>): boolean =>
  instance.access_group === 'staging' && instance.tags.includes('dev') && instance.id > 100 && instance.id % 5 === 0;

function addAccessGroupShowcase(org: Organisation): void {
  const { deep, hostile, long } = ACCESS_GROUP_SHOWCASE;
  org.accessGroups = [...org.accessGroups, { ...deep }, { ...hostile }, { ...long }];
  org.instances = org.instances.map((instance) => (inQaGroup(instance) ? { ...instance, access_group: deep.name } : instance));
}

/** Builds one organisation's fleet; instance ids continue from `firstId`. */
function generateInstances(rng: Random, plan: FleetPlan, firstId: number, anchor: number): Instance[] {
  const instances: Instance[] = [];
  const counters = new Map<string, number>();
  const nextNumber = (prefix: string): number => {
    const value = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, value);
    return value;
  };

  const base = (fields: Pick<Instance, 'title' | 'hostname' | 'access_group' | 'tags'>, release: string | null): Instance => {
    const id = firstId + instances.length;
    const archived = rng.chance(0.02);
    const pending = !archived && rng.chance(0.003);
    const offline = archived || rng.chance(0.08);
    const lastPing = pending ? null : anchor - (offline ? rng.int(HOUR, 40 * DAY) : rng.int(5_000, 5 * MINUTE));
    const security = rng.chance(0.4) ? 0 : Math.floor(rng.next() ** 3 * 25);
    const regular = rng.chance(0.3) ? 0 : Math.floor(rng.next() ** 2 * 80) + security;
    const alerts: InstanceAlert[] = [];
    if (offline && !archived) alerts.push({ type: 'ComputerOfflineAlert', summary: 'Computer is offline', severity: 'danger' });
    if (security > 0) alerts.push({ type: 'SecurityUpgradesAlert', summary: 'Security upgrades available', severity: 'warning' });
    else if (regular > 0) alerts.push({ type: 'PackageUpgradesAlert', summary: 'Package upgrades available', severity: 'info' });
    const distribution = pending || release === null ? null : release;
    return {
      id,
      ...fields,
      comment: rng.chance(0.08) ? rng.pick(COMMENTS) : '',
      archived,
      last_ping_time: lastPing === null ? null : iso(lastPing),
      registered_at: iso(anchor - rng.int(DAY, 900 * DAY)),
      distribution,
      distribution_info:
        distribution === null
          ? null
          : { description: DISTRIBUTIONS[distribution]!.description, distributor: 'Ubuntu', release: distribution, code_name: DISTRIBUTIONS[distribution]!.code_name },
      cloud_init: { availability_zone: null },
      is_wsl_instance: false,
      is_default_child: null,
      parent_id: null,
      alerts: pending ? [] : alerts,
      upgrades: pending ? { regular: 0, security: 0 } : { regular, security },
    };
  };

  for (let i = 0; i < plan.servers; i += 1) {
    const role = rng.weighted(SERVER_ROLES);
    const env = rng.weighted({ prod: 60, staging: 25, dev: 15 });
    const region = rng.pick(plan.regions);
    const prefix = `${role}-${env}-${region}`;
    const hostname = `${prefix}-${String(nextNumber(prefix)).padStart(3, '0')}`;
    const tags = [role, env, region];
    if (env === 'prod' && (role === 'db' || role === 'api') && rng.chance(0.3)) tags.push('pci');
    if (env === 'prod' && rng.chance(0.03)) tags.push('canary');
    if (role === 'worker' && rng.chance(0.2)) tags.push('gpu');
    const release = rng.weighted({ '24.04': 35, '22.04': 45, '20.04': 20 });
    const group = rng.chance(0.05) ? 'global' : env === 'prod' ? 'production' : 'staging';
    const server = base({ title: hostname, hostname: `${hostname}.${plan.domain}`, access_group: group, tags }, release);
    server.cloud_init = { availability_zone: availabilityZone(server.id, region) };
    instances.push(server);
  }

  const person = (): { first: string; last: string; handle: string } => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const ascii = (text: string): string => text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
    return { first, last, handle: `${ascii(first)}${ascii(last).slice(0, 1)}` };
  };

  for (let i = 0; i < plan.desktops; i += 1) {
    const { first, last, handle } = person();
    const laptop = rng.chance(0.7);
    const prefix = `${laptop ? 'lt' : 'ws'}-${handle}`;
    const number = nextNumber(prefix);
    const hostname = number === 1 ? prefix : `${prefix}${number}`;
    const title = laptop ? `${first} ${last}'s laptop` : `${first} ${last}'s workstation`;
    const tags = [laptop ? 'laptop' : 'desktop', rng.pick(DEPARTMENTS)];
    const release = rng.weighted({ '24.04': 60, '22.04': 40 });
    instances.push(base({ title, hostname: `${hostname}.${plan.domain}`, access_group: 'desktops', tags }, release));
  }

  for (let i = 0; i < plan.windowsHosts; i += 1) {
    const { first, last } = person();
    const hostname = `DESKTOP-${Math.floor(rng.next() * 36 ** 7).toString(36).toUpperCase().padStart(7, '0')}`;
    const host = base({ title: `${first} ${last}'s Windows PC`, hostname, access_group: 'desktops', tags: ['windows', rng.pick(DEPARTMENTS)] }, null);
    host.distribution = 'Windows 11';
    host.distribution_info = { description: 'Microsoft Windows 11 Pro', distributor: 'Microsoft', release: '10.0.22631', code_name: null };
    host.upgrades = { regular: 0, security: 0 };
    host.alerts = host.alerts.filter((alert) => alert.type === 'ComputerOfflineAlert');
    instances.push(host);
    const releases = ['24.04', ...rng.sample(['22.04', '20.04'], rng.int(0, 2))];
    releases.forEach((release, c) => {
      const child = base({ title: `Ubuntu-${release} on ${hostname}`, hostname, access_group: 'wsl', tags: ['wsl'] }, release);
      child.is_wsl_instance = true;
      child.is_default_child = c === 0;
      child.parent_id = host.id;
      child.archived = host.archived;
      child.last_ping_time = host.last_ping_time;
      instances.push(child);
    });
  }
  for (const instance of instances) {
    if (needsReboot(instance)) {
      instance.alerts.push({ type: 'ComputerRebootAlert', summary: 'Computer needs to be rebooted', severity: 'warning' });
    }
  }
  return instances;
}

interface DraftActivity extends Omit<Activity, 'id' | 'parent_id'> {
  time: number;
  sequence: number;
  parent: DraftActivity | null;
}

function generateActivities(
  rng: Random,
  plan: OrgPlan,
  instances: Instance[],
  creators: Creator[],
  nextId: IdCounters,
  anchor: number,
): Activity[] {
  const live = instances.filter((instance) => !instance.archived && instance.distribution !== null);
  const linux = live.filter((instance) => !instance.distribution!.startsWith('Windows'));
  const windows = live.filter((instance) => instance.distribution!.startsWith('Windows'));
  // A few well-known computers (the first ids) get a long history, so a per-instance view has data.
  const favourites = linux.slice(0, 20);
  const drafts: DraftActivity[] = [];

  const pickCreator = (kind: ActivityKind): Creator | null => {
    if (kind.automatic || rng.chance(0.03)) return null;
    return rng.chance(0.3) ? creators[0]! : rng.pick(creators.slice(2));
  };
  const pickComputer = (kind: ActivityKind): number => {
    if (kind.scope === 'account') return 0;
    if (kind.scope === 'wsl') return windows.length > 0 ? rng.pick(windows).id : 0;
    return rng.chance(0.1) ? rng.pick(favourites).id : rng.pick(linux).id;
  };

  const draft = (
    kind: Pick<ActivityKind, 'type' | 'undo' | 'redo' | 'success' | 'failure'>,
    summary: string,
    status: ActivityStatus,
    time: number,
    computerId: number,
    creator: Creator | null,
    parent: DraftActivity | null,
  ): DraftActivity => {
    const delivered = ['delivered', 'succeeded', 'failed'].includes(status);
    const deliveryTime = delivered
      ? Math.min(time + rng.int(2_000, 10 * MINUTE), anchor - 2_000)
      : status === 'scheduled'
        ? time + rng.int(HOUR, 3 * DAY)
        : null;
    const finished = status === 'succeeded' || status === 'failed';
    const completion = finished
      ? Math.min(deliveryTime! + rng.int(5_000, 40 * MINUTE), anchor - 1_000)
      : status === 'canceled'
        ? Math.min(time + rng.int(MINUTE, 2 * DAY), anchor - 1_000)
        : null;
    const resultText =
      status === 'succeeded'
        ? (kind.success?.(summary) ?? 'Completed.')
        : status === 'failed'
          ? (kind.failure?.(rng) ?? rng.pick(['Timed out waiting for the computer to respond.', 'The command exited with status 1.']))
          : status === 'canceled'
            ? 'The activity was canceled before it was delivered.'
            : null;
    // Very old activities predate the actions API: they carry no flags at all.
    const withActions = !(status === 'canceled' && rng.chance(0.5)) && anchor - time < 540 * DAY;
    const activity: DraftActivity = {
      summary,
      type: kind.type,
      activity_status: status,
      creation_time: iso(time),
      completion_time: completion === null ? null : iso(completion),
      delivery_time: deliveryTime === null ? null : iso(deliveryTime),
      creator,
      computer_id: computerId,
      result_code: status === 'succeeded' ? 0 : status === 'failed' ? rng.pick([1, 2, 100]) : null,
      result_text: resultText,
      time,
      sequence: drafts.length,
      parent,
    };
    if (withActions) activity.actions = actionsFor(status, kind);
    drafts.push(activity);
    return activity;
  };

  const span = 730 * DAY;
  for (let i = 0; i < plan.activityRequests; i += 1) {
    // Squaring skews towards the present: busy recent weeks, a thinner tail two years back.
    const age = Math.floor(rng.next() ** 2 * span) + 30_000;
    const time = anchor - age;
    const kind = rng.pickWeighted(ACTIVITY_KINDS, (candidate) => candidate.weight);
    const status = statusForAge(rng, age);
    const summary = kind.summary(rng);
    const creator = pickCreator(kind);
    if (kind.scope !== 'computer' || !rng.chance(0.12)) {
      draft(kind, summary, status, time, pickComputer(kind), creator, null);
      continue;
    }
    const targets = rng.sample(linux, rng.int(2, 9));
    const parent = draft(
      { ...kind, type: GROUP_ACTIVITY_TYPE },
      `${summary} on ${targets.length} computers`,
      status,
      time,
      0,
      creator,
      null,
    );
    // A failed group has at least one failed child; the other children mostly succeeded.
    targets.forEach((target, index) => {
      const childStatus: ActivityStatus =
        status === 'failed' ? (index === 0 || rng.chance(0.3) ? 'failed' : 'succeeded') : status;
      draft(kind, summary, childStatus, time + index + 1, target.id, creator, parent);
    });
  }

  drafts.sort((a, b) => a.time - b.time || a.sequence - b.sequence);
  const ids = new Map<DraftActivity, number>();
  return drafts.map((item) => {
    const id = nextId.activity;
    nextId.activity += 1;
    ids.set(item, id);
    const { time: _time, sequence: _sequence, parent, ...fields } = item;
    return { id, ...fields, parent_id: parent === null ? null : ids.get(parent)! };
  });
}

// ---------------------------------------------------------------------------------------------------
// Security profiles

interface ProfilePlan {
  title: string;
  benchmark: Benchmark;
  mode: ProfileMode;
  schedule: string;
  status: 'active' | 'archived';
  all_computers?: boolean;
  tags?: string[];
  access_group?: string;
  tailoring?: boolean;
  /** Share of covered instances passing the last audit; null: never ran. */
  passRate: number | null;
  ageDays: number;
}

const slug = (title: string): string =>
  title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function buildProfiles(rng: Random, org: Organisation, plans: ProfilePlan[], nextId: IdCounters, anchor: number): SecurityProfile[] {
  return plans.map((plan) => {
    const id = nextId.securityProfile;
    nextId.securityProfile += 1;
    const start = Math.floor((anchor - plan.ageDays * DAY) / DAY) * DAY + 2 * HOUR;
    const name = slug(plan.title);
    const profile: SecurityProfile = {
      id,
      name,
      title: plan.title,
      status: plan.status,
      mode: plan.mode,
      benchmark: plan.benchmark,
      access_group: plan.access_group ?? 'global',
      all_computers: plan.all_computers ?? false,
      tags: plan.tags ?? [],
      schedule: plan.schedule,
      start_date: iso(start),
      restart_deliver_delay: plan.mode === 'audit-fix-restart' ? 2 : 0,
      restart_deliver_delay_window: plan.mode === 'audit-fix-restart' ? 30 : 0,
      tailoring_file_uri: plan.tailoring ? `https://landscape.${org.name}.example/usg/${name}/tailoring.xml` : null,
      next_run_time: null,
      creation_time: iso(start - DAY),
      modification_time: iso(Math.min(start - DAY + rng.int(HOUR, 20 * DAY), anchor - HOUR)),
      retention_period: 365,
      last_run_results: { passing: 0, failing: 0, in_progress: 0, not_started: 0, timestamp: null, report_uri: null },
    };
    const covered = Math.min(associatedInstances(org, profile).length, PROFILE_INSTANCE_LIMIT);
    if (plan.passRate === null) {
      profile.last_run_results.not_started = covered;
    } else {
      // Active profiles ran within the last week; archived ones last ran a while before they were archived.
      const ranAt =
        plan.status === 'active'
          ? Math.max(anchor - rng.int(HOUR, 6 * DAY), start + HOUR)
          : start + rng.int(1, Math.max(1, Math.min(plan.ageDays - 30, 90))) * DAY;
      const inProgress = plan.status === 'active' ? Math.floor(covered * 0.02) : 0;
      const notStarted = Math.floor(covered * 0.01);
      const passing = Math.round((covered - inProgress - notStarted) * plan.passRate);
      profile.last_run_results = {
        passing,
        failing: covered - inProgress - notStarted - passing,
        in_progress: inProgress,
        not_started: notStarted,
        timestamp: iso(ranAt),
        report_uri: `audit-reports/${id}/${iso(ranAt).slice(0, 10)}.csv`,
      };
    }
    if (plan.status === 'active') {
      const next = nextRunTime(parseSchedule(plan.schedule), start, anchor);
      profile.next_run_time = next === null ? null : iso(next);
    }
    return profile;
  });
}

function oidcProvider(nextId: IdCounters, enabled: boolean, provider: string, name: string, issuer: string): OidcProvider {
  const id = nextId.oidcProvider;
  nextId.oidcProvider += 1;
  return {
    id,
    enabled,
    configuration: {
      provider,
      name,
      issuer,
      client_id: `landscape-${provider}-${id}`,
      client_secret: `demo-secret-${provider}-${id}`,
      scopes: ['openid', 'email', 'profile'],
    },
  };
}

/**
 * Every generated Windows host has WSL children, so acme gets one more, registered after all three
 * fleets (hence an id above initech's): built by hand, it draws nothing from the seeded generators and
 * changes no other record. Its tags match no security profile, so no profile's numbers move.
 */
function windowsHostWithoutChildren(id: number, anchor: number): Instance {
  return {
    id,
    title: 'Front desk Windows PC',
    hostname: 'DESKTOP-FRONT01',
    comment: 'No WSL instances yet',
    access_group: 'desktops',
    tags: ['windows', 'finance'],
    archived: false,
    last_ping_time: iso(anchor - 2 * MINUTE),
    registered_at: iso(anchor - 3 * DAY),
    distribution: 'Windows 11',
    distribution_info: { description: 'Microsoft Windows 11 Pro', distributor: 'Microsoft', release: '10.0.22631', code_name: null },
    cloud_init: { availability_zone: null },
    is_wsl_instance: false,
    is_default_child: null,
    parent_id: null,
    alerts: [],
    upgrades: { regular: 0, security: 0 },
  };
}

// ---------------------------------------------------------------------------------------------------
// Alert subscriptions (Account › Alerts, the Alerts page; alerts.ts): only the settings that differ
// from the default (not subscribed; a computer alert watches all computers) are listed. Built by hand:
// nothing is drawn from a generator, so no other record changed.

const ADA = 1;
const ALAN = 2;
const subscribed = (personId: number, alertType: string, tags: string[] = []): AlertSubscription => ({
  person_id: personId,
  alert_type: alertType,
  subscribed: true,
  all_computers: tags.length === 0,
  tags,
});

const ALERT_SUBSCRIPTIONS: Record<string, AlertSubscription[]> = {
  acme: [
    subscribed(ADA, 'ComputerOfflineAlert'),
    subscribed(ADA, 'ComputerRebootAlert'),
    // Watches some computers only, and keeps its tags while not subscribed: the list shows them.
    { person_id: ADA, alert_type: 'PackageReporterAlert', subscribed: false, all_computers: false, tags: ['db'] },
    subscribed(ADA, 'PackageUpgradesAlert'),
    subscribed(ADA, 'PendingComputersAlert'),
    subscribed(ADA, 'SecurityUpgradesAlert', ['pci', 'canary']),
    subscribed(ADA, 'UnapprovedActivitiesAlert'),
    subscribed(ALAN, 'ComputerOfflineAlert'),
  ],
  globex: [subscribed(ADA, 'ComputerOfflineAlert')],
  // initech: none (the Alerts page's empty state).
};

// ---------------------------------------------------------------------------------------------------

const ORG_PLANS: OrgPlan[] = [
  {
    name: 'acme',
    title: 'Acme Corporation',
    subdomain: null,
    fleet: { domain: 'acme.internal', servers: 4300, desktops: 700, windowsHosts: 160, regions: ['euw1', 'euc1', 'use1', 'usw2', 'apse1'] },
    activityRequests: 7500,
    preferences: { registration_password: 'acme-fleet-key', auto_register_new_computers: true, audit_retention_period: 365, ubuntu_one_enabled: true },
  },
  {
    name: 'globex',
    title: 'Globex',
    subdomain: null,
    fleet: { domain: 'globex.lan', servers: 300, desktops: 90, windowsHosts: 12, regions: ['use1', 'usw2'] },
    activityRequests: 1200,
    preferences: { registration_password: null, auto_register_new_computers: false, audit_retention_period: -1, ubuntu_one_enabled: true },
  },
  {
    name: 'initech',
    title: 'Initech',
    subdomain: 'initech',
    fleet: { domain: 'initech.corp', servers: 40, desktops: 25, windowsHosts: 0, regions: ['usw2'] },
    activityRequests: 250,
    preferences: { registration_password: 'tps-reports', auto_register_new_computers: true, audit_retention_period: 90, ubuntu_one_enabled: true },
  },
];

export interface SeedOptions {
  /** The instant "now" for the seed's timestamps, epoch ms. */
  anchor?: number;
}

/** How long an invitation stays valid (admin-account.md §1.3: "Unclaimed invitations expire after 14 days."). */
export const INVITATION_LIFETIME = 14 * DAY;

/** acme's invitation with a long name (Settings › Administrators, Invites tab). */
export const LONG_INVITEE_NAME =
  'Maximiliana Alexandra Konstantina von Hohenberg-Schwarzenfeld und Liechtenstein-Ravensburg, Head of Infrastructure Operations (EMEA)';

/**
 * The invitations: the sign-in flow's (Initech, accepted: it is no pending invitation), then acme's
 * pending ones (one about to expire, one with a long name, one with the showcase's hostile name, one
 * whose name ends in "s") and one of globex; initech has none pending (the Invites tab's empty list).
 */
function seededInvitations(anchor: number): Invitation[] {
  const pending = (id: number, account: string, name: string, email: string, roles: string[], age: number): Invitation => {
    const created = anchor - age;
    return {
      id: String(id),
      secure_id: `FYrgMkfjbsjR7uyMz6bdFaaM${String(id).padStart(4, '0')}`,
      account,
      name,
      email,
      roles,
      creation_time: iso(created),
      expiry: iso(created + INVITATION_LIFETIME),
    };
  };
  return [
    { id: SEEDED_INVITATION_ID, secure_id: 'a83d2f71e9c04b56', account: 'initech', accepted: true },
    pending(1, 'acme', 'Margaret Hamilton', 'margaret.hamilton@example.com', ['GlobalAdmin'], 3 * DAY + 4 * HOUR),
    // Expires two hours after the seed's anchor.
    pending(2, 'acme', 'Katherine Johnson', 'katherine.johnson@example.com', ['Auditor'], INVITATION_LIFETIME - 2 * HOUR),
    pending(3, 'acme', LONG_INVITEE_NAME, 'maximiliana.von.hohenberg-schwarzenfeld.und.liechtenstein-ravensburg@infrastructure-operations.example.com', ['DesktopAdmin', 'Auditor'], 6 * DAY),
    pending(4, 'acme', `${HOSTILE.html} ${HOSTILE.script} ${HOSTILE.rtl}${HOSTILE.zeroWidth}`, 'hostile@example.com', ['Contractors'], 9 * DAY),
    pending(5, 'acme', 'Chris Jones', 'chris.jones@example.com', ['DesktopAdmin'], 30 * MINUTE),
    pending(6, 'globex', 'Dorothy Vaughan', 'dorothy.vaughan@example.com', ['GlobalAdmin'], 1 * DAY),
  ];
}

export function generateSeed(options: SeedOptions = {}): SimData {
  const anchor = options.anchor ?? Math.floor(Date.now() / MINUTE) * MINUTE;
  const nextId: IdCounters = { activity: 1, securityProfile: 1, oidcProvider: 1, script: 1, scriptVersion: 1, scriptAttachment: 1, scriptProfile: 1,
    upgradeProfile: 1, rebootProfile: 1, removalProfile: 1, repositoryProfile: 1, packageProfile: 1, packageConstraint: 1, wslProfile: 1,
    pocket: 1, aptSource: 1, gpgKey: 1 };
  const creators: Creator[] = [
    { id: 1, name: 'Ada Admin', email: ADMIN_EMAIL },
    { id: 2, name: 'Alan Auditor', email: AUDITOR_EMAIL },
    { id: 3, name: 'Tomás Fernández', email: 'tomas.fernandez@example.com' },
    { id: 4, name: 'Zoë Müller', email: 'zoe.muller@example.com' },
    { id: 5, name: 'Priya Patel', email: 'priya.patel@example.com' },
    { id: 6, name: 'Kenji Tanaka', email: 'kenji.tanaka@example.com' },
    { id: 7, name: 'Niamh Murphy', email: 'niamh.murphy@example.com' },
    { id: 8, name: 'Kwame Mensah', email: 'kwame.mensah@example.com' },
  ];

  let nextInstanceId = 1;
  const organisations = ORG_PLANS.map((plan): Organisation => {
    const rng = new Random(`landscape-demo:${plan.name}`);
    const instances = generateInstances(rng, plan.fleet, nextInstanceId, anchor);
    nextInstanceId += instances.length;
    return {
      name: plan.name,
      title: plan.title,
      subdomain: plan.subdomain,
      accessGroups: accessGroupsFor(plan.title),
      instances,
      activities: generateActivities(rng, plan, instances, creators, nextId, anchor),
      securityProfiles: [],
      oidcProviders: [],
      preferences: { ...plan.preferences },
      events: [],
      scripts: [],
      scriptProfiles: [],
      upgradeProfiles: [],
      rebootProfiles: [],
      removalProfiles: [],
      repositoryProfiles: [],
      packageProfiles: [],
      wslProfiles: [],
      distributions: [],
      aptSources: [],
      gpgKeys: [],
      alertSubscriptions: (ALERT_SUBSCRIPTIONS[plan.name] ?? []).map((record) => ({ ...record, tags: [...record.tags] })),
    };
  });
  const [acme, globex, initech] = organisations as [Organisation, Organisation, Organisation];
  acme.instances.push(windowsHostWithoutChildren(nextInstanceId, anchor));
  const rng = new Random('landscape-demo:profiles');
  const until = (days: number): string => untilFormat(Math.floor((anchor + days * DAY) / DAY) * DAY);

  acme.securityProfiles = buildProfiles(rng, acme, [
    { title: 'Fleet-wide CIS Level 1 audit', benchmark: 'cis_level1_server', mode: 'audit', all_computers: true, schedule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR', status: 'active', passRate: 0.86, ageDays: 400 },
    { title: 'Web tier hardening', benchmark: 'cis_level2_server', mode: 'audit-fix', tags: ['web', 'proxy'], access_group: 'servers', schedule: 'FREQ=DAILY;INTERVAL=7', status: 'active', passRate: 0.93, ageDays: 210 },
    { title: 'Database DISA STIG', benchmark: 'disa_stig', mode: 'audit-fix-restart', tags: ['db'], access_group: 'production', schedule: 'FREQ=YEARLY;INTERVAL=1;BYMONTH=3,9;BYMONTHDAY=15', status: 'active', tailoring: true, passRate: 0.71, ageDays: 500 },
    { title: 'Developer workstations', benchmark: 'cis_level1_workstation', mode: 'audit-fix', tags: ['laptop', 'desktop'], access_group: 'desktops', schedule: `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=${until(400)}`, status: 'active', passRate: 0.64, ageDays: 90 },
    { title: 'PCI quarterly audit', benchmark: 'cis_level2_server', mode: 'audit', tags: ['pci'], schedule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1', status: 'active', passRate: null, ageDays: 3 },
    { title: 'Pilot: CIS Level 2 workstations', benchmark: 'cis_level2_workstation', mode: 'audit-fix-restart', tags: ['design'], access_group: 'desktops', schedule: 'FREQ=WEEKLY;COUNT=1', status: 'archived', passRate: 0.48, ageDays: 620 },
    { title: 'Legacy 20.04 STIG', benchmark: 'disa_stig', mode: 'audit', tags: ['staging'], schedule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', status: 'archived', passRate: 0.55, ageDays: 700 },
    { title: 'Staging hardening trial', benchmark: 'cis_level1_server', mode: 'audit-fix', tags: ['staging'], access_group: 'staging', schedule: `FREQ=DAILY;INTERVAL=14;UNTIL=${until(-120)}`, status: 'archived', passRate: 0.9, ageDays: 300 },
    { title: 'Incident response audit', benchmark: 'cis_level1_server', mode: 'audit', tags: ['canary'], schedule: 'FREQ=WEEKLY;COUNT=1', status: 'archived', passRate: 0.97, ageDays: 150 },
  ], nextId, anchor);
  globex.securityProfiles = buildProfiles(rng, globex, [
    { title: 'Globex server baseline', benchmark: 'cis_level1_server', mode: 'audit-fix', tags: ['prod'], schedule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', status: 'active', passRate: 0.78, ageDays: 120 },
    { title: 'Globex kiosks', benchmark: 'cis_level1_workstation', mode: 'audit', access_group: 'desktops', tags: ['desktop'], schedule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR', status: 'active', passRate: 0.6, ageDays: 40 },
    { title: 'STIG evaluation', benchmark: 'disa_stig', mode: 'audit', tags: ['db'], schedule: 'FREQ=WEEKLY;COUNT=1', status: 'archived', passRate: 0.5, ageDays: 365 },
  ], nextId, anchor);
  initech.securityProfiles = buildProfiles(rng, initech, [
    { title: 'TPS server audit', benchmark: 'cis_level1_server', mode: 'audit', all_computers: true, schedule: 'FREQ=YEARLY;INTERVAL=1;BYMONTH=1', status: 'active', passRate: 0.81, ageDays: 200 },
  ], nextId, anchor);

  acme.oidcProviders = [
    oidcProvider(nextId, true, 'okta', 'Okta', 'https://acme.okta.com'),
    oidcProvider(nextId, true, 'google', 'Google', 'https://accounts.google.com'),
    oidcProvider(nextId, false, 'azure', 'Azure AD (pilot)', 'https://login.microsoftonline.com/0d2f5a61-acme/v2.0'),
  ];
  globex.oidcProviders = [oidcProvider(nextId, true, 'okta', 'Globex Okta', 'https://globex.okta.com')];
  // Last, from a generator of its own, so adding the event log changed no record above.
  addEventLogs(organisations, anchor);
  // The scripts and script profiles, after everything (their own generator too): they read the
  // activities (a profile's runs are seeded `Run script` activities) and change none.
  addScripts(organisations, creators, nextId, anchor);
  // The upgrade, reboot, removal and repository profiles and the repositories they use, last of all
  // (their own generator): they read the instances' tags and the seeded `Sync mirror` activities.
  addProfiles(organisations, nextId, anchor);
  // acme's deeper access groups, after everything and by hand: no generator read them (the event
  // log, the profiles and the scripts were made with the six groups of every organisation).
  addAccessGroupShowcase(acme);

  return {
    anchor,
    users: [
      {
        id: 1,
        email: ADMIN_EMAIL,
        name: 'Ada Admin',
        password: DEMO_PASSWORD,
        accounts: ['acme', 'globex', 'initech'],
        timezone: 'Europe/London',
        identity: 'ada-admin',
        preferred_account: 'acme',
        allowable_emails: [ADMIN_EMAIL, 'ada@acme.example', 'ada.lovelace@globex.example'],
        credentials: { acme: { access_key: 'ADA7Q2M4X9KJ3P8R5T1V', secret_key: 'q8Zr4nW2vX6bL0cT9yH3mK7sP1dF5gJ2aE8uR4oV' } },
      },
      {
        id: 2,
        email: AUDITOR_EMAIL,
        name: 'Alan Auditor',
        password: DEMO_PASSWORD,
        accounts: ['acme'],
        timezone: 'America/New_York',
        identity: 'alan-auditor',
        preferred_account: null,
        allowable_emails: [AUDITOR_EMAIL],
        credentials: {},
      },
      // Signs in through the organisation's identity provider only: no password to change (§5.2).
      // Person ids are shared with the activities' creators (1–8): hers comes after them.
      {
        id: 9,
        email: SSO_EMAIL,
        name: 'Grace Hopper',
        password: null,
        accounts: ['acme'],
        timezone: 'Asia/Kolkata',
        identity: 'grace-hopper',
        preferred_account: null,
        allowable_emails: [SSO_EMAIL],
        credentials: {},
      },
    ],
    organisations,
    invitations: seededInvitations(anchor),
    activityTypes: ACTIVITY_TYPES,
    nextId,
    instanceDetails: new Map(),
  };
}
