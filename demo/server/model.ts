/**
 * The simulator's data model. Records are stored close to their API.md wire shape so routes mostly
 * send them as they are; where the wire shape is derived (an instance's parent/children, a profile's
 * associated_instances, a provider's redirect_uri) the stored form keeps only what it is derived from.
 */

export const ACTIVITY_STATUSES = [
  'succeeded',
  'scheduled',
  'waiting',
  'undelivered',
  'delivered',
  'blocked',
  'unapproved',
  'canceled',
  'failed',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export interface ActivityActions {
  approvable: boolean;
  cancelable: boolean;
  reappliable: boolean;
  revertable: boolean;
}

export interface Creator {
  id: number;
  name: string;
  email: string;
}

export interface Activity {
  id: number;
  summary: string;
  type: string;
  activity_status: ActivityStatus;
  creation_time: string;
  completion_time: string | null;
  delivery_time: string | null;
  creator: Creator | null;
  /** 0: the activity is not about one computer (a group parent, an account-wide task). */
  computer_id: number;
  parent_id: number | null;
  result_code: number | null;
  result_text: string | null;
  /** Absent: every flag is false (API.md). */
  actions?: ActivityActions;
}

export interface DistributionInfo {
  description: string;
  distributor: string;
  release: string;
  code_name: string | null;
}

export interface InstanceAlert {
  type: string;
  summary: string;
  severity: 'warning' | 'danger' | 'info';
}

/** An instance as stored: `parent_id` instead of the wire's `parent`/`children` objects. */
export interface Instance {
  id: number;
  title: string;
  hostname: string;
  comment: string;
  access_group: string;
  tags: string[];
  archived: boolean;
  last_ping_time: string | null;
  registered_at: string;
  distribution: string | null;
  distribution_info: DistributionInfo | null;
  /** The cloud's availability zone; null for machines outside a cloud (desktops, WSL). */
  cloud_init: { availability_zone: string | null };
  is_wsl_instance: boolean;
  is_default_child: boolean | null;
  parent_id: number | null;
  alerts: InstanceAlert[];
  upgrades: { regular: number; security: number };
}

export const BENCHMARKS = [
  'cis_level1_workstation',
  'cis_level1_server',
  'cis_level2_workstation',
  'cis_level2_server',
  'disa_stig',
] as const;
export type Benchmark = (typeof BENCHMARKS)[number];

export const PROFILE_MODES = ['audit', 'audit-fix', 'audit-fix-restart'] as const;
export type ProfileMode = (typeof PROFILE_MODES)[number];

export interface LastRunResults {
  passing: number;
  failing: number;
  in_progress: number;
  not_started: number;
  timestamp: string | null;
  report_uri: string | null;
}

/** A security profile as stored; `associated_instances` is computed from the fleet when sent. */
export interface SecurityProfile {
  id: number;
  name: string;
  title: string;
  status: 'active' | 'archived';
  mode: ProfileMode;
  benchmark: Benchmark;
  access_group: string;
  all_computers: boolean;
  tags: string[];
  schedule: string;
  start_date: string;
  restart_deliver_delay: number;
  restart_deliver_delay_window: number;
  tailoring_file_uri: string | null;
  next_run_time: string | null;
  creation_time: string;
  modification_time: string;
  retention_period: number;
  last_run_results: LastRunResults;
}

export interface OidcConfiguration {
  provider: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string[];
}

export interface OidcProvider {
  id: number;
  enabled: boolean;
  configuration: OidcConfiguration;
}

/** The organisation's title is `Organisation.title` (one source: `me` lists it too). */
export interface Preferences {
  registration_password: string | null;
  auto_register_new_computers: boolean;
  audit_retention_period: number;
  ubuntu_one_enabled: boolean;
}

export interface AccessGroup {
  name: string;
  title: string;
  /** Empty for the root group (`global`). */
  parent: string;
}

/**
 * One entry of the account's event log (screens file §2, upstream's `EventLog`): who did what to which
 * entity. `entity_id` names the entity in its own kind (an instance id, an activity id, a profile id).
 */
export interface EventLog {
  id: number;
  person_id: number;
  person_name: string;
  entity_id: number;
  entity_name: string;
  message: string;
  creation_time: string;
  entity_type: string;
}

export type ScriptStatus = 'ACTIVE' | 'ARCHIVED' | 'REDACTED';

/** Who wrote or changed a script, as scripts name people (`{id, name}`). */
export interface ScriptPerson {
  id: number;
  name: string;
}

/** One version of a script's code (the current one is the last). Redaction empties `code`. */
export interface ScriptVersionRecord {
  id: number;
  version_number: number;
  created_at: string;
  created_by: ScriptPerson;
  /** The body after the interpreter line. */
  code: string;
  /** The interpreter line's path, without `#!` (`/bin/bash`, `/usr/bin/env python3`). */
  interpreter: string;
  title: string;
}

/** A file sent along with a script; the bytes stay on the server (`GET scripts/{id}/attachments/{id}`). */
export interface ScriptAttachment {
  id: number;
  filename: string;
  data: Uint8Array;
}

/**
 * A v2 script as stored: the wire shape (routes/scripts.ts) adds the flags from the status, the
 * script's profiles and the attachments without their bytes. `title`, `code` and `interpreter` are the
 * current version's.
 */
export interface Script {
  id: number;
  title: string;
  version_number: number;
  created_by: ScriptPerson;
  created_at: string;
  last_edited_by: ScriptPerson;
  last_edited_at: string;
  status: ScriptStatus;
  code: string;
  interpreter: string;
  access_group: string;
  /** Seconds; what a run takes when it names none. */
  time_limit: number;
  username: string;
  attachments: ScriptAttachment[];
  /** Oldest first. */
  versions: ScriptVersionRecord[];
}

/** What starts a script profile's runs, as stored; the wire adds next_run, last_run and is_finished. */
export type ScriptTrigger =
  | { trigger_type: 'event'; event_type: 'post_enrollment' }
  | { trigger_type: 'one_time'; timestamp: string }
  /** `interval`: a 5-field cron schedule in UTC (cron.ts). */
  | { trigger_type: 'recurring'; interval: string; start_after: string };

/** A script profile as stored (profiles.md §7.6); access group, counts and the last run are derived. */
export interface ScriptProfile {
  id: number;
  title: string;
  script_id: number;
  username: string;
  time_limit: number;
  all_computers: boolean;
  tags: string[];
  archived: boolean;
  created_at: string;
  last_edited_at: string;
  created_by: ScriptPerson | null;
  trigger: ScriptTrigger;
  /** The profile's runs: ids of activities of the organisation's list, oldest first (never sent). */
  activity_ids: number[];
}

/** A day of the week as the profile APIs name them (upgrade `on_days`, reboot `on_days` and BYDAY). */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What every profile type of profiles.md §1–§5 targets: an access group, all of it or some tags. */
export interface ProfileAssociation {
  access_group: string;
  all_computers: boolean;
  tags: string[];
}

/**
 * An upgrade profile as stored (profiles.md §3.5; legacy API): numbers as numbers (the wire sends them
 * as text), `at_hour` null for an hourly profile; next run and association count are derived.
 */
export interface UpgradeProfile extends ProfileAssociation {
  id: number;
  /** The slug of the title when it was created; never changes. */
  name: string;
  title: string;
  upgrade_type: 'all' | 'security';
  autoremove: boolean;
  every: 'hour' | 'week';
  /** As sent (de-duplicated); optional for an hourly profile, where it limits the days. */
  on_days: Weekday[];
  at_hour: number | null;
  at_minute: number;
  /** Hours. */
  deliver_within: number;
  /** Minutes; 0: no randomisation. */
  deliver_delay_window: number;
}

/** A reboot profile as stored (profiles.md §4.5; REST): always weekly; no `name`. */
export interface RebootProfile extends ProfileAssociation {
  id: number;
  title: string;
  on_days: Weekday[];
  at_hour: number;
  at_minute: number;
  deliver_within: number;
  deliver_delay_window: number;
}

/** A removal profile as stored (profiles.md §5.5; legacy API). */
export interface RemovalProfile extends ProfileAssociation {
  id: number;
  name: string;
  title: string;
  days_without_exchange: number;
  /** Whether removing a Windows host also removes its WSL instances. */
  cascade_to_children: boolean;
}

/** A repository profile as stored (profiles.md §1.5; REST): pockets and APT sources by id. */
export interface RepositoryProfile extends ProfileAssociation {
  id: number;
  /** The slug of the title when it was created; the PUT path names it; never changes. */
  name: string;
  title: string;
  description: string;
  apt_sources: number[];
  pockets: number[];
}

/** What a package constraint says of its package: the instances must have it, or must not. */
export const CONSTRAINT_KINDS = ['depends', 'conflicts'] as const;
export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];
/** How a constraint compares versions; `''` is any version (then `version` is `''` too). */
export const CONSTRAINT_RULES = ['', '>=', '>', '=', '<', '<='] as const;
export type ConstraintRule = (typeof CONSTRAINT_RULES)[number];

/** One rule of a package profile (profiles.md §2.9), as sent. */
export interface PackageConstraintRecord {
  /** Unique across organisations (IdCounters.packageConstraint). */
  id: number;
  constraint: ConstraintKind;
  package: string;
  rule: ConstraintRule;
  version: string;
}

/**
 * A package profile as stored (profiles.md §2.9; REST by `name`, remove legacy): the wire adds the
 * version as text and `computers` (package-profiles.ts).
 */
export interface PackageProfileRecord extends ProfileAssociation {
  id: number;
  /** The slug of the title when it was created (made unique with a suffix); never changes. */
  name: string;
  title: string;
  description: string;
  /** 1, then one more on every change to the profile or its constraints (sent as text). */
  version: number;
  creation_time: string;
  modification_time: string;
  /** Sorted by id. */
  constraints: PackageConstraintRecord[];
}

/**
 * A WSL (child instance) profile as stored (profiles.md §6.6; self-hosted only): the cloud-init file
 * decoded (the wire masks it), and the hosts a `:reapply` turned from non-compliant to pending.
 */
export interface WslProfileRecord extends ProfileAssociation {
  id: number;
  name: string;
  title: string;
  description: string;
  image_name: string;
  /** The RootFS image's URL for a custom image; null: a store image (`wsl-instance-names`). */
  image_source: string | null;
  /** The cloud-init YAML as decoded from the base64 sent; null: none. */
  cloud_init: string | null;
  cloud_init_secret_name: string | null;
  /** Windows hosts a `:reapply` queued the profile on again (pending rather than non-compliant). */
  reapplied: number[];
}

/** A GPG key of the account (legacy GetGPGKeys), as sent. */
export interface GpgKey {
  id: number;
  name: string;
  /** The last 16 hex digits of the fingerprint, upper case. */
  key_id: string;
  /** 40 hex digits in colon-separated groups of 4, lower case (`f44d:cc48:…`). */
  fingerprint: string;
  /** A private key (can sign pocket package lists), else public. */
  has_secret: boolean;
}

interface PocketCommon {
  id: number;
  name: string;
  creation_time: string;
  components: string[];
  architectures: string[];
  include_udeb: boolean;
  /** The signing key's name (a private key), or null. */
  gpg_key: string | null;
  package_count: number;
}

/**
 * A repository pocket as stored (scripts-events-repositories-instance.md §3.1): the wire adds its
 * distribution and series, the keys as objects, the APT line and the last sync.
 */
export type PocketRecord = PocketCommon &
  (
    | {
        mode: 'mirror';
        mirror_uri: string;
        mirror_suite: string;
        /** The key that checks the mirrored archive; null: the stock Ubuntu one. */
        mirror_gpg_key: string | null;
        /** The activity of its last sync (a seeded `Sync mirror …`), or null: never synced. */
        last_sync_activity_id: number | null;
      }
    | {
        mode: 'pull';
        pull_series: string;
        pull_pocket: string;
        filter_type: 'whitelist' | 'blacklist' | null;
        filters: string[];
        last_sync_activity_id: number | null;
      }
    | { mode: 'upload'; upload_allow_unsigned: boolean; upload_gpg_keys: string[] }
  );

export interface SeriesRecord {
  name: string;
  creation_time: string;
  pockets: PocketRecord[];
}

/** A repository distribution (legacy GetDistributions), with its series and their pockets. */
export interface Distribution {
  name: string;
  access_group: string;
  creation_time: string;
  series: SeriesRecord[];
}

/** An APT source (legacy GetAPTSources), as sent; `gpg_key` names a key or is null. */
export interface AptSource {
  id: number;
  name: string;
  line: string;
  gpg_key: string | null;
  access_group: string;
}

/**
 * One person's alert settings in one organisation (Account › Alerts; alerts.ts): whether they get the
 * alert's emails and which computers it watches for them (all, or those with one of the tags). Only
 * the settings that differ from the default are stored (alerts.ts `subscriptionOf`).
 */
export interface AlertSubscription {
  /** A User id. */
  person_id: number;
  alert_type: string;
  subscribed: boolean;
  all_computers: boolean;
  tags: string[];
}

/** One organisation (account) and everything that belongs to it. */
export interface Organisation {
  name: string;
  title: string;
  subdomain: string | null;
  accessGroups: AccessGroup[];
  /** Sorted by id; ids grow with registration. */
  instances: Instance[];
  /** Sorted by id, which grows with creation_time; new activities are appended. */
  activities: Activity[];
  securityProfiles: SecurityProfile[];
  oidcProviders: OidcProvider[];
  preferences: Preferences;
  /** The event log, sorted by id, which grows with creation_time. Never changes (event-log.ts). */
  events: EventLog[];
  /** Sorted by id (script-seed.ts, routes/scripts.ts). */
  scripts: Script[];
  /** Sorted by id (script-seed.ts, routes/script-profiles.ts). */
  scriptProfiles: ScriptProfile[];
  /** The four profile types of profiles.md §1, §3–§5, each sorted by id (profile-seed.ts, routes/*-profiles.ts). */
  upgradeProfiles: UpgradeProfile[];
  rebootProfiles: RebootProfile[];
  removalProfiles: RemovalProfile[];
  repositoryProfiles: RepositoryProfile[];
  /** Package and WSL profiles (profiles.md §2, §6), each sorted by id (profile-seed.ts, package-profiles.ts). */
  packageProfiles: PackageProfileRecord[];
  wslProfiles: WslProfileRecord[];
  /** Repositories (profile-seed.ts): distributions by name order of creation, APT sources and GPG keys by id. */
  distributions: Distribution[];
  aptSources: AptSource[];
  gpgKeys: GpgKey[];
  /** Alert settings per person (seed.ts, alerts.ts), by person then alert type; a change replaces a record. */
  alertSubscriptions: AlertSubscription[];
}

export interface User {
  id: number;
  email: string;
  name: string;
  /** null: no password of their own (signs in through an identity provider only). */
  password: string | null;
  /** Organisation names, the default (current after sign-in) first. */
  accounts: string[];
  /** Account › General (admin-account.md §5.5; person.ts): an IANA zone. */
  timezone: string;
  /** The person's identity (login name) the API credentials pair with. */
  identity: string;
  /** The organisation opened after sign-in; null: none chosen. */
  preferred_account: string | null;
  /** The addresses the person may use for notifications (their email among them). */
  allowable_emails: string[];
  /** API credentials by organisation name (Account › API credentials); absent: none generated. */
  credentials: Record<string, ApiCredentials>;
}

/** A person's API key pair for one organisation. */
export interface ApiCredentials {
  access_key: string;
  secret_key: string;
}

/**
 * An invitation to become an administrator of an organisation (administrators.ts): sent by
 * InviteAdministrator, listed by `GET invitations` while pending, resent (a new creation time) or
 * revoked; a sign-in started from one (`invitation_id`) opens its organisation (routes/auth.ts).
 */
export interface Invitation {
  /** Digits for the invitations InviteAdministrator sends (the REST calls' `{id}`, answered as a number). */
  id: string;
  secure_id: string;
  /** The organisation's name. */
  account: string;
  /** Who is invited (absent: the sign-in flow's invitation, already accepted). */
  name?: string;
  email?: string;
  /** The roles the invitee gets on accepting (GlobalAdmin when none was named). */
  roles?: string[];
  /** ISO 8601 UTC; resending sets it anew. */
  creation_time?: string;
  /** When it stops being valid (creation + 14 days). */
  expiry?: string;
  /** Accepted: no longer pending (left out of `GET invitations`), its summary still answers. */
  accepted?: boolean;
}

/** Ids are unique across organisations, as in one real database. */
export interface IdCounters {
  activity: number;
  securityProfile: number;
  oidcProvider: number;
  /** The next new instance (an accepted pending one); set on first use, above every seeded id. */
  instance?: number;
  /** The next invitation InviteAdministrator sends; set on first use, above every seeded id. */
  invitation?: number;
  script: number;
  scriptVersion: number;
  scriptAttachment: number;
  scriptProfile: number;
  upgradeProfile: number;
  rebootProfile: number;
  removalProfile: number;
  repositoryProfile: number;
  packageProfile: number;
  packageConstraint: number;
  wslProfile: number;
  pocket: number;
  aptSource: number;
  gpgKey: number;
}

/** A computer that registered and waits for an administrator's approval (legacy GetPendingComputers). */
export interface PendingInstance {
  /** Pending computers are numbered apart from instances (90001…), so the two never mix. */
  id: number;
  title: string;
  hostname: string;
  /** The group the client asked for (it may not exist); null: none. */
  access_group: string | null;
  client_tags: string[];
  creation_time: string;
  vm_info: string | null;
  container_info: string | null;
}

/** A process as the Processes tab lists it (screens §4.3). */
export interface ProcessRecord {
  id: number;
  computer_id: number;
  pid: number;
  gid: number;
  name: string;
  state: string;
  start_time: string;
  vm_size: number;
  cpu_utilisation: number;
}

/** One installed package on one instance; its status on the wire is derived (routes/packages.ts). */
export interface PackageState {
  current_version: string;
  /** The upgrade on offer, or null when up to date. */
  available_version: string | null;
  held: boolean;
  /** Whether the upgrade on offer fixes a security issue (then `usn` names it). */
  security: boolean;
  usn: string | null;
}

export interface InstancePackages {
  /** false: the instance never reported packages (none installed, none available). */
  reported: boolean;
  /** By catalogue package id (catalogue.ts). */
  installed: Map<number, PackageState>;
}

/** One installed snap on one instance (the store's part comes from the snap catalogue). */
export interface SnapState {
  version: string;
  revision: string;
  tracking_channel: string;
  /** ISO time; a hold "forever" is 300 years away, as snapd reports it. */
  held_until: string | null;
  confinement: string;
}

export interface Kernel {
  id: number;
  name: string;
  version: string;
  version_rounded: string;
}

/** A Livepatch fix as the client reports it (its field names are capitalised). */
export interface LivepatchFix {
  Name: string;
  Patched: boolean;
  Description: string;
  Bug: string;
}

export interface KernelState {
  /** The kernels the archive has for the instance's release, oldest first. */
  kernels: Kernel[];
  /** The running kernel, an index into `kernels`; null: never reported. */
  installed: number | null;
  /** Why there is no kernel information ('' otherwise). */
  message: string;
  /** Patches Livepatch found since the last restart. */
  fixes: LivepatchFix[];
  /** When the running kernel stops being covered (YYYY-MM-DD). */
  upgradeRequiredDate: string | null;
  /** A kernel was installed without the restart that runs it. */
  restartRequired: boolean;
}

/** A local user account on one instance, in its wire shape (screens §4.7). */
export interface LocalUser {
  username: string;
  name: string | null;
  uid: number;
  primary_gid: number;
  /** false: locked. */
  enabled: boolean;
  location: string | null;
  home_phone: string | null;
  work_phone: string | null;
}

export interface LocalGroup {
  gid: number;
  name: string;
  /** Usernames with this as a supplementary group. */
  members: Set<string>;
}

export interface LocalAccounts {
  /** Sorted by username. */
  users: LocalUser[];
  /** Sorted by name. */
  groups: LocalGroup[];
}

/**
 * What the instance page's tabs show and change for one instance, generated from the instance id the
 * first time a tab asks (each part on its own), then changed by that namespace's calls only.
 */
export interface InstanceDetails {
  processes?: ProcessRecord[];
  packages?: InstancePackages;
  /** By snap name. */
  snaps?: Map<string, SnapState>;
  kernel?: KernelState;
  accounts?: LocalAccounts;
}

export interface SimData {
  /** The instant the seed's timestamps are relative to (epoch ms); data made later from an id uses it too. */
  anchor: number;
  users: User[];
  organisations: Organisation[];
  invitations: Invitation[];
  activityTypes: string[];
  nextId: IdCounters;
  /** Per namespace, by instance id, filled on first use (empty in the seed). */
  instanceDetails: Map<number, InstanceDetails>;
  /** Per namespace, by organisation name, made from pending-instances.ts on first use. */
  pendingInstances?: Map<string, PendingInstance[]>;
  /** Per namespace: instance id → employee id (null: none) where it differs from employees.ts. */
  employeeAssignments?: Map<number, number | null>;
  /** Per namespace: the `manyProfiles` option's generated profiles were added (profile-seed.ts). */
  manyProfilesAdded?: boolean;
}
