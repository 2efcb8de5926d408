/**
 * The seeded upgrade, reboot, removal and repository profiles and the repositories they use
 * (distributions with their series and pockets, APT sources, GPG keys), made at the very end of the
 * seed from a generator of their own (`landscape-demo:profile-types`), so no record made before them
 * changed (seed.test.ts and the README figures describe those).
 *
 * acme: 8 profiles of each type, ids 1–8 per type in the same roles (PROFILE_SHOWCASE); 3
 * distributions, 7 APT sources, 6 GPG keys. globex: 2 profiles of each type (ids 9, 10), one
 * distribution, 2 APT sources, 2 keys. initech: none of any (the empty states).
 *
 * Package and WSL profiles come last (their own generator, `landscape-demo:package-wsl-profiles`):
 * acme 8 of each, globex 2 package profiles and 1 WSL profile, initech none.
 *
 * `addManyProfiles` (the `manyProfiles` option) fills acme up to 200 profiles of each type, package and
 * WSL profiles included.
 */
import { HOSTILE_PACKAGES, packageCatalogue } from './catalogue.ts';
import type {
  Activity,
  AptSource,
  ConstraintKind,
  ConstraintRule,
  Distribution,
  GpgKey,
  IdCounters,
  Organisation,
  PackageProfileRecord,
  PocketRecord,
  ProfileAssociation,
  RebootProfile,
  RemovalProfile,
  RepositoryProfile,
  SeriesRecord,
  SimData,
  UpgradeProfile,
  Weekday,
  WslProfileRecord,
} from './model.ts';
import { numberConstraints, uniqueName, type ConstraintInput } from './package-profiles.ts';
import { nameFromTitle } from './profiles.ts';
import { Random } from './random.ts';
import { HOSTILE, PROFILE_SHOWCASE } from './showcase.ts';
import { iso } from './time.ts';

const DAY = 86_400_000;

/** ~120 characters each: the list's and the details' long-title case. */
export const LONG_PROFILE_TITLES = {
  upgrade:
    'Hourly security patches for the CI runner fleet on Mondays, Wednesdays and Fridays, before the nightly builds pick up images',
  reboot:
    'Saturday morning reboot of every CI runner in staging and production after the weekly image rebuild (ask #ci-platform first)',
  removal:
    'Remove development machines that have not checked in for a week, so that short-lived test VMs do not pile up in the account',
  repository:
    'Kubernetes worker nodes: noble release and updates mirrors with the internal tools and Grafana sources for node monitoring',
} as const;

/** The hostile profile's title (each type's #6): markup, a right-to-left override and emoji. */
export const HOSTILE_PROFILE_TITLE = `${HOSTILE.html} ${HOSTILE.rtl} ${HOSTILE.emoji}`;
/** Its tags: a real one (so it is associated with instances) and two that must show as text. */
export const HOSTILE_PROFILE_TAGS = ['pci', HOSTILE.html, HOSTILE.rtl];
/** The hostile repository profile's description. */
export const HOSTILE_DESCRIPTION = `${HOSTILE.script} ${HOSTILE.zeroWidth}${HOSTILE.emoji}`;

type Association = Partial<ProfileAssociation>;
const days = (...list: Weekday[]): Weekday[] => list;
const EVERY_DAY = days('mo', 'tu', 'we', 'th', 'fr', 'sa', 'su');

type UpgradePlan = Association & Pick<UpgradeProfile, 'title' | 'every' | 'on_days' | 'at_minute'> & Partial<UpgradeProfile>;
type RebootPlan = Association & Pick<RebootProfile, 'title' | 'on_days' | 'at_hour' | 'at_minute'> & Partial<RebootProfile>;
type RemovalPlan = Association & Pick<RemovalProfile, 'title' | 'days_without_exchange'> & Partial<RemovalProfile>;
/** Pockets as `distribution/series/pocket`, APT sources by name (ids are given as the seed makes them). */
type RepositoryPlan = Association & { title: string; description?: string; pockets?: string[]; apt_sources?: string[] };

const ACME_UPGRADES: UpgradePlan[] = [
  { title: 'Nightly security upgrades', all_computers: true, every: 'week', on_days: EVERY_DAY, at_hour: 2, at_minute: 30, upgrade_type: 'security', deliver_within: 2, deliver_delay_window: 30 },
  { title: 'Hourly security patches for web and proxies', tags: ['web', 'proxy'], every: 'hour', on_days: [], at_minute: 15, upgrade_type: 'security' },
  { title: 'Database maintenance window', access_group: 'production', tags: ['db'], every: 'week', on_days: days('tu'), at_hour: 1, at_minute: 0, autoremove: true, deliver_within: 3 },
  { title: 'Weekend full upgrade for workers', tags: ['worker', 'k8s-node'], every: 'week', on_days: days('sa', 'su'), at_hour: 4, at_minute: 0, autoremove: true, deliver_within: 4, deliver_delay_window: 120 },
  { title: LONG_PROFILE_TITLES.upgrade, tags: ['ci-runner'], every: 'hour', on_days: days('mo', 'we', 'fr'), at_minute: 45, upgrade_type: 'security', deliver_delay_window: 20 },
  { title: HOSTILE_PROFILE_TITLE, tags: HOSTILE_PROFILE_TAGS, every: 'week', on_days: days('th'), at_hour: 23, at_minute: 59 },
  { title: 'Quarterly full upgrade (not assigned yet)', every: 'week', on_days: days('mo'), at_hour: 9, at_minute: 0 },
  { title: 'Developer desktops', access_group: 'desktops', tags: ['laptop', 'desktop'], every: 'week', on_days: days('we'), at_hour: 12, at_minute: 0, autoremove: true, deliver_within: 6, deliver_delay_window: 240 },
];
const GLOBEX_UPGRADES: UpgradePlan[] = [
  { title: 'Globex nightly security upgrades', all_computers: true, every: 'week', on_days: EVERY_DAY, at_hour: 3, at_minute: 0, upgrade_type: 'security' },
  { title: 'Globex web servers, hourly', tags: ['web'], every: 'hour', on_days: [], at_minute: 30, deliver_delay_window: 15 },
];

const ACME_REBOOTS: RebootPlan[] = [
  { title: 'Sunday maintenance window', all_computers: true, on_days: days('su'), at_hour: 3, at_minute: 0, deliver_within: 2, deliver_delay_window: 30 },
  { title: 'Weekday web reboots', tags: ['web'], on_days: days('mo', 'tu', 'we', 'th', 'fr'), at_hour: 23, at_minute: 30 },
  { title: 'Mid-week database reboots', access_group: 'production', tags: ['db'], on_days: days('we'), at_hour: 2, at_minute: 15, deliver_within: 2 },
  { title: 'Kubernetes node rolling reboot', tags: ['k8s-node'], on_days: days('tu', 'th'), at_hour: 5, at_minute: 45, deliver_within: 3, deliver_delay_window: 90 },
  { title: LONG_PROFILE_TITLES.reboot, tags: ['ci-runner'], on_days: days('sa'), at_hour: 6, at_minute: 0 },
  { title: HOSTILE_PROFILE_TITLE, tags: HOSTILE_PROFILE_TAGS, on_days: days('fr'), at_hour: 22, at_minute: 0, deliver_delay_window: 10 },
  { title: 'Livepatch catch-up reboot (not assigned yet)', on_days: days('mo'), at_hour: 0, at_minute: 0 },
  { title: 'Friday desktop reboot', access_group: 'desktops', tags: ['laptop', 'desktop'], on_days: days('fr'), at_hour: 17, at_minute: 30, deliver_within: 4, deliver_delay_window: 60 },
];
const GLOBEX_REBOOTS: RebootPlan[] = [
  { title: 'Globex Sunday reboots', all_computers: true, on_days: days('su'), at_hour: 4, at_minute: 0 },
  { title: 'Globex database reboots', tags: ['db'], on_days: days('sa'), at_hour: 1, at_minute: 30 },
];

const ACME_REMOVALS: RemovalPlan[] = [
  { title: 'Stale computers', all_computers: true, days_without_exchange: 90 },
  { title: 'Ephemeral CI runners', tags: ['ci-runner'], days_without_exchange: 1 },
  { title: 'Short-lived staging hosts', access_group: 'staging', tags: ['staging'], days_without_exchange: 14 },
  { title: 'Retired GPU workers', tags: ['gpu'], days_without_exchange: 30 },
  { title: LONG_PROFILE_TITLES.removal, tags: ['dev'], days_without_exchange: 7 },
  { title: HOSTILE_PROFILE_TITLE, tags: HOSTILE_PROFILE_TAGS, days_without_exchange: 365 },
  { title: 'Archive forgotten machines (not assigned yet)', days_without_exchange: 2_147_483_647 },
  { title: 'Windows hosts and their WSL instances', access_group: 'desktops', tags: ['windows'], days_without_exchange: 60, cascade_to_children: true },
];
const GLOBEX_REMOVALS: RemovalPlan[] = [
  { title: 'Globex stale computers', all_computers: true, days_without_exchange: 60 },
  { title: 'Globex CI runners', tags: ['ci-runner'], days_without_exchange: 2 },
];

const ACME_REPOSITORY_PROFILES: RepositoryPlan[] = [
  { title: 'Ubuntu noble mirrors', all_computers: true, description: 'The local mirrors of the noble release, updates and security pockets.', pockets: ['ubuntu/noble/release', 'ubuntu/noble/updates', 'ubuntu/noble/security'] },
  { title: 'Docker CE on CI runners', tags: ['ci-runner'], description: 'Docker’s own packages for the build hosts.', apt_sources: ['docker-ce'] },
  { title: 'PostgreSQL upstream', access_group: 'production', tags: ['db'], description: 'PGDG packages for the database servers.', pockets: ['ubuntu/jammy/security'], apt_sources: ['pgdg'] },
  { title: 'Jammy updates and security', tags: ['web', 'api'], description: 'Web and API servers still on 22.04.', pockets: ['ubuntu/jammy/updates', 'ubuntu/jammy/security'] },
  {
    title: LONG_PROFILE_TITLES.repository,
    tags: ['k8s-node'],
    description:
      'Every Kubernetes worker gets the noble mirrors plus the internal tools repository and Grafana’s packages, so that node-exporter, promtail and the kubelet helpers come from the same place on every node. Change the pockets only after the platform team has tested the new set on the canary pool.',
    pockets: ['ubuntu/noble/release', 'ubuntu/noble/updates'],
    apt_sources: ['internal-tools', 'grafana'],
  },
  { title: HOSTILE_PROFILE_TITLE, tags: HOSTILE_PROFILE_TAGS, description: HOSTILE_DESCRIPTION, pockets: ['ubuntu/noble/proposed'], apt_sources: [HOSTILE.html] },
  { title: 'Draft: internal tools', apt_sources: ['internal-tools'] },
  { title: 'Staging: proposed and internal apps', access_group: 'staging', tags: ['staging'], description: 'Pre-release packages for the staging servers.', pockets: ['ubuntu/noble/proposed', 'acme-internal/noble/apps', 'acme-internal/noble/staging'] },
];
const GLOBEX_REPOSITORY_PROFILES: RepositoryPlan[] = [
  { title: 'Globex jammy mirrors', all_computers: true, description: 'Release, updates and security from the local mirror.', pockets: ['ubuntu/jammy/release', 'ubuntu/jammy/updates', 'ubuntu/jammy/security'] },
  { title: 'Globex Docker', tags: ['ci-runner'], apt_sources: ['docker-ce'] },
];

// ---------------------------------------------------------------------------------------------------
// Repositories

/** 171 characters: a distribution name at the length the mirrors screen must wrap. */
export const LONG_DISTRIBUTION_NAME =
  'acme-extended-security-maintenance-mirror-for-the-regulated-payment-processing-environments-in-the-eu-and-us-datacentres-kept-apart-from-the-general-purpose-ubuntu-mirrors';

interface KeyPlan {
  name: string;
  has_secret: boolean;
}

interface AptSourcePlan {
  name: string;
  line: string;
  gpg_key: string | null;
  access_group: string;
}

const ACME_KEYS: KeyPlan[] = [
  { name: 'acme-archive-signing', has_secret: true },
  { name: 'acme-uploaders', has_secret: false },
  { name: 'docker-ce', has_secret: false },
  { name: 'pgdg', has_secret: false },
  { name: 'ubuntu-esm-apps', has_secret: false },
  { name: 'grafana', has_secret: false },
];
const GLOBEX_KEYS: KeyPlan[] = [
  { name: 'globex-signing', has_secret: true },
  { name: 'docker-ce', has_secret: false },
];

/** 282 characters of APT line (the truncated Line column and its tooltip). */
const LONG_APT_LINE =
  'deb [arch=amd64,arm64 signed-by=/usr/share/keyrings/vendor-observability-archive-keyring.gpg] https://packages.observability-vendor.example.com/repositories/enterprise/long-term-support/ubuntu/dists-by-release/noble noble main contrib non-free agents collectors exporters dashboards';

const ACME_APT_SOURCES: AptSourcePlan[] = [
  { name: 'docker-ce', line: 'deb [arch=amd64] https://download.docker.com/linux/ubuntu noble stable', gpg_key: 'docker-ce', access_group: 'global' },
  { name: 'pgdg', line: 'deb http://apt.postgresql.org/pub/repos/apt noble-pgdg main', gpg_key: 'pgdg', access_group: 'production' },
  { name: 'internal-tools', line: 'deb http://apt.acme.internal/tools noble main contrib', gpg_key: 'acme-archive-signing', access_group: 'servers' },
  { name: 'grafana', line: 'deb https://apt.grafana.com stable main', gpg_key: 'grafana', access_group: 'staging' },
  { name: 'nodesource-20', line: 'deb https://deb.nodesource.com/node_20.x nodistro main', gpg_key: null, access_group: 'global' },
  { name: HOSTILE.html, line: `deb http://apt.example.invalid/${HOSTILE.script} noble main ${HOSTILE.rtl}`, gpg_key: null, access_group: 'global' },
  { name: 'observability-vendor', line: LONG_APT_LINE, gpg_key: null, access_group: 'global' },
];
const GLOBEX_APT_SOURCES: AptSourcePlan[] = [
  { name: 'docker-ce', line: 'deb [arch=amd64] https://download.docker.com/linux/ubuntu jammy stable', gpg_key: 'docker-ce', access_group: 'global' },
  { name: 'globex-tools', line: 'deb http://apt.globex.lan/tools jammy main', gpg_key: 'globex-signing', access_group: 'global' },
];

const UBUNTU_COMPONENTS = ['main', 'restricted', 'universe', 'multiverse'];
const ARCHIVE = 'http://archive.ubuntu.com/ubuntu';
const SECURITY = 'http://security.ubuntu.com/ubuntu';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/**
 * A pocket plan: everything but the id, the creation time and the package count (a range, drawn);
 * `sync` names the mirror of the seeded `Sync mirror …` activity that last synced it.
 */
type PocketPlan = DistributiveOmit<PocketRecord, 'id' | 'creation_time' | 'package_count'> & { packages: [number, number]; sync?: string };
interface SeriesPlan {
  name: string;
  ageDays: number;
  pockets: PocketPlan[];
}
interface DistributionPlan {
  name: string;
  access_group: string;
  ageDays: number;
  series: SeriesPlan[];
}

/** A mirror of the Ubuntu archive (or its security host, or a snapshot). */
function ubuntuMirror(name: string, suite: string, signing: string, sync?: string, uri = name === 'security' ? SECURITY : ARCHIVE): PocketPlan {
  return {
    name,
    mode: 'mirror',
    components: UBUNTU_COMPONENTS,
    architectures: ['amd64'],
    include_udeb: false,
    gpg_key: signing,
    mirror_uri: uri,
    mirror_suite: suite,
    mirror_gpg_key: null,
    last_sync_activity_id: null,
    packages: name === 'release' ? [60_000, 72_000] : name === 'security' ? [9_000, 16_000] : [14_000, 26_000],
    ...(sync === undefined ? {} : { sync }),
  };
}

function acmeDistributions(): DistributionPlan[] {
  const signing = 'acme-archive-signing';
  return [
    {
      name: 'ubuntu',
      access_group: 'global',
      ageDays: 950,
      series: [
        {
          name: 'noble',
          ageDays: 400,
          pockets: [
            { ...ubuntuMirror('release', 'noble', signing), architectures: ['amd64', 'i386'] },
            ubuntuMirror('updates', 'noble-updates', signing, 'ubuntu-noble-updates'),
            ubuntuMirror('security', 'noble-security', signing, 'ubuntu-noble-security'),
            {
              name: 'proposed',
              mode: 'pull',
              components: ['main', 'universe'],
              architectures: ['amd64'],
              include_udeb: false,
              gpg_key: signing,
              pull_series: 'noble',
              pull_pocket: 'updates',
              filter_type: 'whitelist',
              filters: ['linux-generic', 'openssl', 'openssh-server', 'systemd'],
              last_sync_activity_id: null,
              packages: [4, 40],
            },
          ],
        },
        {
          name: 'jammy',
          ageDays: 700,
          pockets: [
            ubuntuMirror('release', 'jammy', signing),
            ubuntuMirror('updates', 'jammy-updates', signing, 'ubuntu-jammy-updates'),
            ubuntuMirror('security', 'jammy-security', signing),
          ],
        },
        { name: 'focal', ageDays: 940, pockets: [ubuntuMirror('security', 'focal-security', signing, 'ubuntu-focal-security')] },
        {
          name: 'jammy-snapshot-2024-11-04',
          ageDays: 250,
          pockets: [{ ...ubuntuMirror('release', 'jammy', signing, undefined, 'https://snapshot.ubuntu.com/ubuntu/20241104T000000Z'), components: ['main', 'universe'] }],
        },
      ],
    },
    {
      name: 'acme-internal',
      access_group: 'servers',
      ageDays: 500,
      series: [
        {
          name: 'noble',
          ageDays: 380,
          pockets: [
            {
              name: 'apps',
              mode: 'upload',
              components: ['main'],
              architectures: ['amd64', 'source'],
              include_udeb: false,
              gpg_key: signing,
              upload_allow_unsigned: false,
              upload_gpg_keys: ['acme-uploaders'],
              packages: [30, 90],
            },
            {
              name: 'staging',
              mode: 'pull',
              components: ['main'],
              architectures: ['amd64'],
              include_udeb: false,
              gpg_key: signing,
              pull_series: 'noble',
              pull_pocket: 'apps',
              filter_type: 'blacklist',
              filters: ['acme-debug-tools'],
              last_sync_activity_id: null,
              packages: [25, 80],
            },
          ],
        },
      ],
    },
    {
      name: LONG_DISTRIBUTION_NAME,
      access_group: 'production',
      ageDays: 300,
      series: [
        {
          name: 'jammy',
          ageDays: 290,
          pockets: [
            {
              name: 'esm-apps',
              mode: 'mirror',
              components: ['main'],
              architectures: ['amd64'],
              include_udeb: true,
              gpg_key: signing,
              mirror_uri: 'https://esm.ubuntu.com/apps/ubuntu',
              mirror_suite: 'jammy-apps-security',
              mirror_gpg_key: 'ubuntu-esm-apps',
              last_sync_activity_id: null,
              packages: [2_000, 4_000],
            },
          ],
        },
        // A series without pockets: the repository profile form hides it.
        { name: 'bionic', ageDays: 120, pockets: [] },
      ],
    },
  ];
}

function globexDistributions(): DistributionPlan[] {
  const signing = 'globex-signing';
  return [
    {
      name: 'ubuntu',
      access_group: 'global',
      ageDays: 600,
      series: [
        {
          name: 'jammy',
          ageDays: 590,
          pockets: [
            ubuntuMirror('release', 'jammy', signing),
            ubuntuMirror('updates', 'jammy-updates', signing, 'ubuntu-jammy-updates'),
            ubuntuMirror('security', 'jammy-security', signing),
          ],
        },
      ],
    },
  ];
}

/** The newest top-level `Sync mirror {name}` activity of the organisation (the seed has some for four mirrors). */
function latestSync(org: Organisation, mirror: string): Activity | undefined {
  const summary = `Sync mirror ${mirror}`;
  for (let index = org.activities.length - 1; index >= 0; index -= 1) {
    const activity = org.activities[index]!;
    if (activity.parent_id === null && activity.summary === summary) return activity;
  }
  return undefined;
}

function hex(rng: Random, digits: number): string {
  return Array.from({ length: digits }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
}

function buildKeys(rng: Random, plans: KeyPlan[], nextId: IdCounters): GpgKey[] {
  return plans.map((plan) => {
    const digits = hex(rng, 40);
    const id = nextId.gpgKey;
    nextId.gpgKey += 1;
    return {
      id,
      name: plan.name,
      key_id: digits.slice(-16).toUpperCase(),
      fingerprint: digits.match(/.{4}/g)!.join(':'),
      has_secret: plan.has_secret,
    };
  });
}

function buildDistributions(rng: Random, org: Organisation, plans: DistributionPlan[], nextId: IdCounters, anchor: number): Distribution[] {
  const at = (ageDays: number) => iso(Math.floor((anchor - ageDays * DAY - rng.int(0, DAY)) / 1000) * 1000);
  return plans.map((plan) => ({
    name: plan.name,
    access_group: plan.access_group,
    creation_time: at(plan.ageDays),
    series: plan.series.map((seriesPlan): SeriesRecord => {
      const created = at(seriesPlan.ageDays);
      return {
        name: seriesPlan.name,
        creation_time: created,
        pockets: seriesPlan.pockets.map((pocketPlan): PocketRecord => {
          const { packages, sync, ...fields } = pocketPlan;
          const id = nextId.pocket;
          nextId.pocket += 1;
          const synced = sync === undefined ? undefined : latestSync(org, sync);
          return {
            ...fields,
            ...(fields.mode === 'mirror' ? { last_sync_activity_id: synced?.id ?? null } : {}),
            id,
            creation_time: created,
            package_count: rng.int(packages[0], packages[1]),
          } as PocketRecord;
        }),
      };
    }),
  }));
}

function buildAptSources(plans: AptSourcePlan[], nextId: IdCounters): AptSource[] {
  return plans.map((plan) => {
    const id = nextId.aptSource;
    nextId.aptSource += 1;
    return { id, ...plan };
  });
}

// ---------------------------------------------------------------------------------------------------
// Profiles

const association = (plan: Association): ProfileAssociation => ({
  access_group: plan.access_group ?? 'global',
  all_computers: plan.all_computers ?? false,
  tags: plan.tags ?? [],
});

function buildUpgrades(plans: UpgradePlan[], nextId: IdCounters, made: UpgradeProfile[]): UpgradeProfile[] {
  for (const plan of plans) {
    const id = nextId.upgradeProfile;
    nextId.upgradeProfile += 1;
    made.push({
      id,
      name: nameFromTitle(plan.title, 'upgrade', id, made),
      title: plan.title,
      ...association(plan),
      upgrade_type: plan.upgrade_type ?? 'all',
      autoremove: plan.autoremove ?? false,
      every: plan.every,
      on_days: plan.on_days,
      at_hour: plan.every === 'week' ? (plan.at_hour ?? 0) : null,
      at_minute: plan.at_minute,
      deliver_within: plan.deliver_within ?? 1,
      deliver_delay_window: plan.deliver_delay_window ?? 0,
    });
  }
  return made;
}

function buildReboots(plans: RebootPlan[], nextId: IdCounters, made: RebootProfile[]): RebootProfile[] {
  for (const plan of plans) {
    const id = nextId.rebootProfile;
    nextId.rebootProfile += 1;
    made.push({
      id,
      title: plan.title,
      ...association(plan),
      on_days: plan.on_days,
      at_hour: plan.at_hour,
      at_minute: plan.at_minute,
      deliver_within: plan.deliver_within ?? 1,
      deliver_delay_window: plan.deliver_delay_window ?? 0,
    });
  }
  return made;
}

function buildRemovals(plans: RemovalPlan[], nextId: IdCounters, made: RemovalProfile[]): RemovalProfile[] {
  for (const plan of plans) {
    const id = nextId.removalProfile;
    nextId.removalProfile += 1;
    made.push({
      id,
      name: nameFromTitle(plan.title, 'removal', id, made),
      title: plan.title,
      ...association(plan),
      days_without_exchange: plan.days_without_exchange,
      cascade_to_children: plan.cascade_to_children ?? false,
    });
  }
  return made;
}

function buildRepositoryProfiles(org: Organisation, plans: RepositoryPlan[], nextId: IdCounters, made: RepositoryProfile[]): RepositoryProfile[] {
  const pocketIds = new Map<string, number>();
  for (const distribution of org.distributions) {
    for (const series of distribution.series) {
      for (const pocket of series.pockets) pocketIds.set(`${distribution.name}/${series.name}/${pocket.name}`, pocket.id);
    }
  }
  const lookUp = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Seed: no "${key}" for a repository profile`);
    return value;
  };
  const sourceIds = new Map(org.aptSources.map((source) => [source.name, source.id]));
  for (const plan of plans) {
    const id = nextId.repositoryProfile;
    nextId.repositoryProfile += 1;
    made.push({
      id,
      name: nameFromTitle(plan.title, 'repository', id, made),
      title: plan.title,
      description: plan.description ?? '',
      ...association(plan),
      apt_sources: (plan.apt_sources ?? []).map((name) => lookUp(sourceIds, name)),
      pockets: (plan.pockets ?? []).map((path) => lookUp(pocketIds, path)),
    });
  }
  return made;
}

interface OrgPlan {
  keys: KeyPlan[];
  aptSources: AptSourcePlan[];
  distributions: DistributionPlan[];
  upgrades: UpgradePlan[];
  reboots: RebootPlan[];
  removals: RemovalPlan[];
  repositoryProfiles: RepositoryPlan[];
}

function addToOrganisation(rng: Random, org: Organisation, plan: OrgPlan, nextId: IdCounters, anchor: number): void {
  org.gpgKeys = buildKeys(rng, plan.keys, nextId);
  org.aptSources = buildAptSources(plan.aptSources, nextId);
  org.distributions = buildDistributions(rng, org, plan.distributions, nextId, anchor);
  org.upgradeProfiles = buildUpgrades(plan.upgrades, nextId, []);
  org.rebootProfiles = buildReboots(plan.reboots, nextId, []);
  org.removalProfiles = buildRemovals(plan.removals, nextId, []);
  org.repositoryProfiles = buildRepositoryProfiles(org, plan.repositoryProfiles, nextId, []);
}

/**
 * Adds the profiles and repositories to acme and globex (initech has none). Called last in
 * generateSeed with the id counters, which start at 1 for every profile type, pockets, APT sources
 * and GPG keys.
 */
export function addProfiles(organisations: Organisation[], nextId: IdCounters, anchor: number): void {
  const rng = new Random('landscape-demo:profile-types');
  const [acme, globex] = organisations as [Organisation, Organisation, Organisation];
  addToOrganisation(rng, acme, {
    keys: ACME_KEYS,
    aptSources: ACME_APT_SOURCES,
    distributions: acmeDistributions(),
    upgrades: ACME_UPGRADES,
    reboots: ACME_REBOOTS,
    removals: ACME_REMOVALS,
    repositoryProfiles: ACME_REPOSITORY_PROFILES,
  }, nextId, anchor);
  const p = PROFILE_SHOWCASE;
  for (const profiles of [acme.upgradeProfiles, acme.rebootProfiles, acme.removalProfiles, acme.repositoryProfiles]) {
    const at = (id: number) => profiles[id - 1]!;
    if (!at(p.allComputers).all_computers || at(p.hostile).title !== HOSTILE_PROFILE_TITLE || at(p.unassociated).tags.length > 0 || at(p.otherGroup).access_group === 'global') {
      throw new Error('Seed: the profile showcase ids moved');
    }
  }
  addToOrganisation(rng, globex, {
    keys: GLOBEX_KEYS,
    aptSources: GLOBEX_APT_SOURCES,
    distributions: globexDistributions(),
    upgrades: GLOBEX_UPGRADES,
    reboots: GLOBEX_REBOOTS,
    removals: GLOBEX_REMOVALS,
    repositoryProfiles: GLOBEX_REPOSITORY_PROFILES,
  }, nextId, anchor);
  addPackageAndWslProfiles(acme, globex, nextId, anchor);
}

// ---------------------------------------------------------------------------------------------------
// Package and WSL profiles (profiles.md §2, §6), from a generator of their own, after the rest

/** A title of 137 characters (package profile 5). */
export const LONG_PACKAGE_PROFILE_TITLE =
  'Monitoring agent: node-exporter, promtail and the vendor collector pinned to the versions the observability team validated for production';
/** A title of 147 characters (WSL profile 5). */
export const LONG_WSL_PROFILE_TITLE =
  'Engineering WSL workstation: Ubuntu 24.04 with the company toolchain, VPN client and proxy settings for every developer laptop in the Zürich office';
/** The markup the hostile package profile's constraints hold (the brief's alert(1) variant). */
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';
/** A 300-character package name (package profile 6). */
export const LONG_PACKAGE_NAME = `lib${'very-long-package-name-'.repeat(13)}`.slice(0, 300);
/** The hostile package and WSL profiles' description. */
export const HOSTILE_PROFILE_DESCRIPTION = `${HOSTILE.script} ${HOSTILE_MARKUP} "quoted" ${HOSTILE.rtl} ${HOSTILE.zeroWidth}${HOSTILE.emoji}`;
/** The hostile WSL profile's RootFS URL: a `javascript:` scheme, markup, quotes and a right-to-left override. */
export const HOSTILE_IMAGE_SOURCE = `javascript:alert(document.domain)//"><img src=x onerror=alert(1)>/${HOSTILE.rtl}.tar.gz`;
/** Package profile 8 has this many constraints. */
export const MANY_CONSTRAINTS = 2000;

const LONG_PACKAGE_DESCRIPTION =
  'The monitoring stack every production server runs: prometheus-node-exporter for host metrics, promtail shipping the journal and /var/log to Loki, and the vendor collector for traces. The versions are the ones the observability team tested against the current Grafana and Loki releases; a newer collector changed its configuration format, so it is held below 2.0 until the migration is done. Conflicts keep the old collectd and the deprecated nagios agent off these machines, as both fight over the same ports.';
const LONG_WSL_DESCRIPTION =
  'Installs Ubuntu 24.04 from the Microsoft Store on every Windows laptop of the Zürich engineering team, then cloud-init sets up the corporate proxy, the VPN client, the internal APT sources and the standard toolchain (git, build-essential, Python, Node.js and Docker’s CLI) so that a new starter can build the main repositories on day one.';

const CLOUD_INIT_DEVELOPER = `#cloud-config
locale: en_GB.UTF-8
users:
  - name: dev
    groups: [sudo]
    shell: /bin/bash
    sudo: ALL=(ALL) NOPASSWD:ALL
packages:
  - git
  - build-essential
  - python3-venv
write_files:
  - path: /etc/wsl.conf
    content: |
      [boot]
      systemd=true
runcmd:
  - [sh, -c, "echo 'Provisioned by Landscape' > /etc/motd"]
`;
const CLOUD_INIT_GOLDEN = `#cloud-config
apt:
  proxy: http://proxy.acme.example:3128
  sources:
    acme-tools:
      source: deb http://apt.acme.internal/tools noble main
packages:
  - acme-vpn-client
  - acme-ca-certificates
runcmd:
  - [update-ca-certificates]
`;

const constraint = (kind: ConstraintKind, name: string, rule: ConstraintRule = '', version = ''): ConstraintInput => ({
  constraint: kind,
  package: name,
  rule,
  version,
});
const depends = (name: string, rule: ConstraintRule = '', version = '') => constraint('depends', name, rule, version);
const conflicts = (name: string, rule: ConstraintRule = '', version = '') => constraint('conflicts', name, rule, version);

interface PackagePlan extends Association {
  title: string;
  description?: string;
  /** A list, or how many constraints to draw from the catalogue. */
  constraints: ConstraintInput[] | number;
  ageDays: number;
  /** How many times it changed since (the `version` is one more). */
  edits: number;
}

interface WslPlan extends Association {
  title: string;
  description: string;
  image_name: string;
  image_source?: string;
  cloud_init?: string;
}

const ACME_PACKAGE_PROFILES: PackagePlan[] = [
  {
    title: 'Base tooling',
    all_computers: true,
    description: 'The tools every machine has: editors, network and debugging utilities, and no clear-text remote shells.',
    constraints: [depends('curl'), depends('vim'), depends('htop'), depends('jq'), depends('tmux'), depends('openssh-server', '>=', '1:9.6p1-3ubuntu13'), conflicts('telnet'), conflicts('rsh-client')],
    ageDays: 420,
    edits: 6,
  },
  {
    title: 'Web stack',
    tags: ['web', 'proxy'],
    description: 'nginx and the TLS pieces of the web tier.',
    constraints: [depends('nginx', '>=', '1.24.0-2ubuntu7'), depends('libssl3', '>=', '3.0.13-0ubuntu3'), depends('certbot'), conflicts('apache2')],
    ageDays: 300,
    edits: 3,
  },
  {
    title: 'Database host',
    access_group: 'production',
    tags: ['db'],
    description: 'PostgreSQL 16 from PGDG, pinned to the release the DBAs certified.',
    constraints: [
      depends('postgresql-16', '=', '16.4-1.pgdg24.04+1'),
      depends('postgresql-client-16', '=', '16.4-1.pgdg24.04+1'),
      depends('pgbackrest', '>=', '2.50-1'),
      conflicts('mysql-server'),
    ],
    ageDays: 250,
    edits: 2,
  },
  {
    title: 'Developer desktop',
    tags: ['laptop', 'desktop'],
    description: 'Every kind of rule: any version, newer or equal, newer, equal, older, older or equal.',
    constraints: [
      depends('git'),
      depends('python3', '>=', '3.12.3-0ubuntu1'),
      depends('code', '>', '1.90.0-1718141439'),
      depends('firefox', '=', '1:1snap1-0ubuntu5'),
      depends('build-essential', '>=', '12.10ubuntu1'),
      conflicts('snapd-xdg-open', '<', '1.0'),
      conflicts('libreoffice-core', '<=', '1:7.3.0'),
      conflicts('games-all'),
    ],
    ageDays: 120,
    edits: 1,
  },
  {
    title: LONG_PACKAGE_PROFILE_TITLE,
    tags: ['mon', 'log'],
    description: LONG_PACKAGE_DESCRIPTION,
    constraints: [
      depends('prometheus-node-exporter', '>=', '1.7.0-1'),
      depends('promtail', '=', '2.9.4'),
      depends('vendor-collector', '<', '2.0'),
      conflicts('collectd'),
      conflicts('nagios-nrpe-server'),
    ],
    ageDays: 90,
    edits: 0,
  },
  {
    title: HOSTILE_PROFILE_TITLE,
    tags: HOSTILE_PROFILE_TAGS,
    description: HOSTILE_PROFILE_DESCRIPTION,
    constraints: [
      depends(HOSTILE_MARKUP, '=', HOSTILE_MARKUP),
      conflicts('"quoted"', '>=', '"1.0"'),
      depends(HOSTILE.rtl, '<', `2.0${HOSTILE.rtl}`),
      depends(`zero${HOSTILE.zeroWidth}width`, '', ''),
      depends(LONG_PACKAGE_NAME, '<=', `1:${'9.'.repeat(40)}9-${'x'.repeat(60)}`),
      conflicts(HOSTILE.script, '>', HOSTILE.emoji),
    ],
    ageDays: 30,
    edits: 2,
  },
  {
    title: 'Kiosk lockdown (not assigned yet)',
    description: '',
    constraints: [conflicts('gnome-terminal'), conflicts('xterm'), depends('chromium-browser')],
    ageDays: 10,
    edits: 0,
  },
  {
    title: 'Staging image: every package pinned',
    access_group: 'staging',
    tags: ['staging'],
    description: `${MANY_CONSTRAINTS.toLocaleString('en')} constraints from the staging image's package list: search and page through them.`,
    constraints: MANY_CONSTRAINTS,
    ageDays: 60,
    edits: 12,
  },
];
const GLOBEX_PACKAGE_PROFILES: PackagePlan[] = [
  { title: 'Globex base packages', all_computers: true, description: 'What every Globex machine has.', constraints: [depends('curl'), depends('vim'), conflicts('telnet')], ageDays: 200, edits: 1 },
  { title: 'Globex web servers', tags: ['web'], constraints: [depends('nginx', '>=', '1.18.0'), depends('php8.1-fpm', '=', '8.1.2-1ubuntu2.19')], ageDays: 100, edits: 0 },
];

const ACME_WSL_PROFILES: WslPlan[] = [
  { title: 'Stock Ubuntu 24.04', all_computers: true, description: 'The image from the store', image_name: 'Ubuntu-24.04' },
  { title: 'Finance analysts: Ubuntu 22.04', tags: ['finance'], description: 'The LTS the finance tooling is certified on.', image_name: 'Ubuntu-22.04' },
  { title: 'Desktops group: Ubuntu 20.04 for legacy builds', access_group: 'desktops', tags: ['engineering'], description: 'Old builds still need focal.', image_name: 'Ubuntu-20.04' },
  {
    title: 'Research and design: Ubuntu 24.04 with cloud-init',
    tags: ['research', 'design'],
    description: 'The store image, set up by cloud-init with a developer account and build tools.',
    image_name: 'Ubuntu-24.04',
    cloud_init: CLOUD_INIT_DEVELOPER,
  },
  { title: LONG_WSL_PROFILE_TITLE, tags: ['support'], description: LONG_WSL_DESCRIPTION, image_name: 'Ubuntu-24.04' },
  {
    title: HOSTILE_PROFILE_TITLE,
    tags: ['sales', HOSTILE.html, HOSTILE.rtl],
    description: HOSTILE_PROFILE_DESCRIPTION,
    image_name: 'Hostile-Image',
    image_source: HOSTILE_IMAGE_SOURCE,
    cloud_init: `#cloud-config\nruncmd:\n  - [sh, -c, "echo '${HOSTILE.script}'"]\n`,
  },
  { title: 'Ubuntu preview (not assigned yet)', description: 'Try the next release before rolling it out.', image_name: 'Ubuntu' },
  {
    title: 'Acme golden image 2025.04',
    tags: ['windows'],
    description: 'The RootFS the platform team builds monthly, from the internal image server.',
    image_name: 'Acme-Golden-2025.04',
    image_source: 'https://images.acme.example/wsl/acme-golden-2025.04.tar.gz',
    cloud_init: CLOUD_INIT_GOLDEN,
  },
];
const GLOBEX_WSL_PROFILES: WslPlan[] = [
  { title: 'Globex Ubuntu 24.04', all_computers: true, description: 'Every Globex Windows PC gets the LTS from the store.', image_name: 'Ubuntu-24.04' },
];

/** Catalogue names a generated constraint may use (not the hostile ones), by name. */
function plainPackageNames(): { name: string; version: string }[] {
  const hostile = new Set(HOSTILE_PACKAGES.map(([name]) => name));
  return packageCatalogue().packages.filter((entry) => !hostile.has(entry.name)).map((entry) => ({ name: entry.name, version: entry.version }));
}

/** `count` constraints on distinct catalogue packages (by name), of both kinds and every rule. */
function drawConstraints(rng: Random, names: readonly { name: string; version: string }[], count: number): ConstraintInput[] {
  return rng
    .sample(names, count)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((entry) => {
      const kind: ConstraintKind = rng.chance(0.7) ? 'depends' : 'conflicts';
      const rule = rng.weighted<Exclude<ConstraintRule, ''> | 'any'>({ any: 40, '>=': 25, '=': 15, '>': 7, '<': 7, '<=': 6 });
      return rule === 'any' ? constraint(kind, entry.name) : constraint(kind, entry.name, rule, entry.version);
    });
}

function buildPackageProfiles(rng: Random, plans: PackagePlan[], nextId: IdCounters, anchor: number, made: PackageProfileRecord[]): PackageProfileRecord[] {
  let names: { name: string; version: string }[] | undefined;
  for (const plan of plans) {
    const id = nextId.packageProfile;
    nextId.packageProfile += 1;
    const created = Math.floor((anchor - plan.ageDays * DAY - rng.int(0, DAY)) / 1000) * 1000;
    const modified = plan.edits === 0 ? created : Math.floor((created + rng.next() * (anchor - created)) / 1000) * 1000;
    const constraints = typeof plan.constraints === 'number' ? drawConstraints(rng, (names ??= plainPackageNames()), plan.constraints) : plan.constraints;
    made.push({
      id,
      name: uniqueName(plan.title, 'package', id, made),
      title: plan.title,
      description: plan.description ?? '',
      ...association(plan),
      version: plan.edits + 1,
      creation_time: iso(created),
      modification_time: iso(modified),
      constraints: numberConstraints({ nextId }, constraints),
    });
  }
  return made;
}

function buildWslProfiles(plans: WslPlan[], nextId: IdCounters, made: WslProfileRecord[]): WslProfileRecord[] {
  for (const plan of plans) {
    const id = nextId.wslProfile;
    nextId.wslProfile += 1;
    made.push({
      id,
      name: uniqueName(plan.title, 'wsl', id, made),
      title: plan.title,
      description: plan.description,
      image_name: plan.image_name,
      image_source: plan.image_source ?? null,
      cloud_init: plan.cloud_init ?? null,
      cloud_init_secret_name: plan.cloud_init === undefined ? null : `child-instance-profile-${id}-cloud-init`,
      ...association(plan),
      reapplied: [],
    });
  }
  return made;
}

/**
 * acme's package profiles 1–8 and WSL profiles 1–8 in the roles of PROFILE_SHOWCASE (8: package, 2,000
 * constraints; WSL, a custom image from a URL), globex's package profiles 9–10 and WSL profile 9;
 * initech none. Constraint ids run on across the profiles (acme 1–2,038, globex 2,039–2,043).
 */
function addPackageAndWslProfiles(acme: Organisation, globex: Organisation, nextId: IdCounters, anchor: number): void {
  const rng = new Random('landscape-demo:package-wsl-profiles');
  acme.packageProfiles = buildPackageProfiles(rng, ACME_PACKAGE_PROFILES, nextId, anchor, []);
  globex.packageProfiles = buildPackageProfiles(rng, GLOBEX_PACKAGE_PROFILES, nextId, anchor, []);
  acme.wslProfiles = buildWslProfiles(ACME_WSL_PROFILES, nextId, []);
  globex.wslProfiles = buildWslProfiles(GLOBEX_WSL_PROFILES, nextId, []);
}

// ---------------------------------------------------------------------------------------------------
// The `manyProfiles` option

/** acme has this many profiles of each type with the `manyProfiles` option. */
export const MANY_PROFILES = 200;
const MANY_TAGS = ['web', 'api', 'db', 'cache', 'worker', 'k8s-node', 'ci-runner', 'proxy', 'dns', 'pci', 'gpu', 'laptop', 'desktop', 'staging'];
const MANY_GROUPS = ['global', 'global', 'global', 'servers', 'production', 'staging', 'desktops'];
const pad = (n: number) => String(n).padStart(3, '0');

/**
 * Fills acme up to MANY_PROFILES profiles of each of the six types (titles `Generated {type} profile
 * 009` …, ids after every other profile of the type), from a generator of their own so every namespace
 * gets the same ones. Idempotent per namespace.
 */
export function addManyProfiles(data: SimData): void {
  if (data.manyProfilesAdded) return;
  data.manyProfilesAdded = true;
  const acme = data.organisations.find((org) => org.name === 'acme');
  if (!acme) return;
  const rng = new Random('landscape-demo:many-profiles');
  const plan = (index: number): Association => {
    const all = index % 10 === 0;
    return {
      access_group: rng.pick(MANY_GROUPS),
      all_computers: all,
      tags: all || index % 10 === 5 ? [] : rng.sample(MANY_TAGS, rng.int(1, 3)),
    };
  };
  const pickDays = (): Weekday[] => rng.sample(EVERY_DAY, rng.int(1, 3)).sort((a, b) => EVERY_DAY.indexOf(a) - EVERY_DAY.indexOf(b));
  const upgrades: UpgradePlan[] = [];
  for (let n = acme.upgradeProfiles.length + 1; n <= MANY_PROFILES; n += 1) {
    const hourly = n % 3 === 0;
    upgrades.push({
      title: `Generated upgrade profile ${pad(n)}`,
      ...plan(n),
      every: hourly ? 'hour' : 'week',
      on_days: hourly ? [] : pickDays(),
      at_hour: rng.int(0, 23),
      at_minute: rng.int(0, 59),
      upgrade_type: rng.chance(0.5) ? 'security' : 'all',
      autoremove: rng.chance(0.3),
      deliver_within: rng.int(1, 6),
      deliver_delay_window: rng.chance(0.5) ? 0 : rng.int(1, 59),
    });
  }
  const reboots: RebootPlan[] = [];
  for (let n = acme.rebootProfiles.length + 1; n <= MANY_PROFILES; n += 1) {
    reboots.push({ title: `Generated reboot profile ${pad(n)}`, ...plan(n), on_days: pickDays(), at_hour: rng.int(0, 23), at_minute: rng.int(0, 59), deliver_within: rng.int(1, 4) });
  }
  const removals: RemovalPlan[] = [];
  for (let n = acme.removalProfiles.length + 1; n <= MANY_PROFILES; n += 1) {
    removals.push({ title: `Generated removal profile ${pad(n)}`, ...plan(n), days_without_exchange: rng.int(1, 180) });
  }
  const repositoryProfiles: RepositoryPlan[] = [];
  const sources = acme.aptSources.map((source) => source.name);
  for (let n = acme.repositoryProfiles.length + 1; n <= MANY_PROFILES; n += 1) {
    repositoryProfiles.push({
      title: `Generated repository profile ${pad(n)}`,
      ...plan(n),
      description: n % 4 === 0 ? '' : `Generated for the long-list tests (${n} of ${MANY_PROFILES}).`,
      pockets: n % 2 === 0 ? ['ubuntu/noble/release', 'ubuntu/noble/updates'] : ['ubuntu/jammy/security'],
      apt_sources: rng.sample(sources, rng.int(0, 2)),
    });
  }
  buildUpgrades(upgrades, data.nextId, acme.upgradeProfiles);
  buildReboots(reboots, data.nextId, acme.rebootProfiles);
  buildRemovals(removals, data.nextId, acme.removalProfiles);
  buildRepositoryProfiles(acme, repositoryProfiles, data.nextId, acme.repositoryProfiles);
  addManyPackageAndWslProfiles(data, acme);
}

const STORE_IMAGES = ['Ubuntu', 'Ubuntu-20.04', 'Ubuntu-22.04', 'Ubuntu-24.04'];
const MANY_WSL_TAGS = ['windows', 'finance', 'engineering', 'research', 'design', 'support', 'sales'];

/**
 * The `manyProfiles` package and WSL profiles: acme up to MANY_PROFILES of each (`Generated package
 * profile 009` with 1–12 constraints, `Generated WSL profile 009`), from a generator of their own.
 */
function addManyPackageAndWslProfiles(data: SimData, acme: Organisation): void {
  const rng = new Random('landscape-demo:many-package-wsl-profiles');
  const plan = (index: number, tags: readonly string[], groups: readonly string[]): Association => {
    const all = index % 10 === 0;
    return { access_group: rng.pick(groups), all_computers: all, tags: all || index % 10 === 5 ? [] : rng.sample(tags, rng.int(1, 3)) };
  };
  const names = plainPackageNames();
  const packages: PackagePlan[] = [];
  for (let n = acme.packageProfiles.length + 1; n <= MANY_PROFILES; n += 1) {
    packages.push({
      title: `Generated package profile ${pad(n)}`,
      ...plan(n, MANY_TAGS, MANY_GROUPS),
      description: n % 4 === 0 ? '' : `Generated for the long-list tests (${n} of ${MANY_PROFILES}).`,
      constraints: drawConstraints(rng, names, rng.int(1, 12)),
      ageDays: rng.int(1, 400),
      edits: rng.int(0, 5),
    });
  }
  const wsl: WslPlan[] = [];
  for (let n = acme.wslProfiles.length + 1; n <= MANY_PROFILES; n += 1) {
    const custom = n % 7 === 0;
    wsl.push({
      title: `Generated WSL profile ${pad(n)}`,
      ...plan(n, MANY_WSL_TAGS, ['global', 'global', 'desktops']),
      description: `Generated for the long-list tests (${n} of ${MANY_PROFILES}).`,
      image_name: custom ? `Generated-Image-${pad(n)}` : rng.pick(STORE_IMAGES),
      ...(custom ? { image_source: `https://images.acme.example/wsl/generated-${pad(n)}.tar.gz` } : {}),
      ...(n % 3 === 0 ? { cloud_init: `#cloud-config\npackages:\n  - git\n# generated ${pad(n)}\n` } : {}),
    });
  }
  buildPackageProfiles(rng, packages, data.nextId, data.anchor, acme.packageProfiles);
  buildWslProfiles(wsl, data.nextId, acme.wslProfiles);
}
