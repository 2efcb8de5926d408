/**
 * The acme instances that show one state of the instance page's tabs each, so the demo and the tests
 * can open them by id. Everything else about an instance's tabs comes from its id (stableFraction and
 * generators seeded with the id), never from the seed's generator.
 */
export const SHOWCASE = {
  /** Livepatch on, several fixes, some unpatched. */
  livepatchFixes: 1,
  /** Annotations: several keys. */
  annotations: 2,
  /** Annotations: a hostile key and value. */
  hostileAnnotation: 3,
  /** Ubuntu Pro attached, Livepatch service disabled. */
  livepatchDisabled: 4,
  /** Livepatch coverage expired (the kernel is past its upgrade-required date). */
  livepatchExpired: 5,
  /**
   * The instance with a long activity history: more than 5,000 packages, the hostile package names,
   * Livepatch fixes with a hostile description, a hostile process name.
   */
  busy: 6,
  /** More than 5,000 users (the "Fetched 5000 out of N users" notice). */
  manyUsers: 8,
  /** An Ubuntu instance whose kernel was never reported: `installed: null` and a message. */
  noKernel: 9,
  /** An Ubuntu instance with no packages at all (none installed, none available). */
  noPackages: 10,
  /** Livepatch coverage that expires in under 7 days. */
  livepatchExpiring: 11,
  /** No snaps installed. */
  noSnaps: 12,
  /** No processes reported. */
  noProcesses: 13,
  /** Ubuntu Pro reports a failure (and so some upgrades need Ubuntu Pro). */
  proFailure: 14,
  /** An Ubuntu instance without hardware information. */
  noHardware: 15,
  /** No `ubuntu_pro_info` at all. */
  noProInfo: 16,
  /** `grouped_hardware.network` is a plain string. */
  networkText: 17,
  /** A desktop associated with an employee (Léa Novak, employee 320; feature employee-management). */
  withEmployee: 4301,
  /** A Windows host with WSL children. */
  windowsHost: 5001,
  /** A Windows host without WSL children (added after every organisation, hence the high id). */
  windowsHostWithoutChildren: 5957,
} as const;

/** Hostile texts the UI must show as plain text (no markup, no layout breakage). */
export const HOSTILE = {
  html: '<img src=x onerror=alert(document.domain)>',
  script: '"><script>alert(1)</script>',
  rtl: 'invoice\u202Egpj.exe',
  zeroWidth: '\u200B\u200C\u200D',
  emoji: '🔥💾🚀 emoji-toolkit 👩🏽‍💻',
  /** 10,000 characters without a space to break on. */
  long: `very-long-${'x'.repeat(9_990)}`,
} as const;

/**
 * acme's scripts that show one state each (script-seed.ts builds them with these ids; the seed checks
 * every title it expects at each). Ids 1–12 are the scripts the seeded `Run script "…" as root`
 * activities name, oldest first in the plan.
 */
export const SCRIPT_SHOWCASE = {
  /** Two active profiles (a nightly one and the hostile one), so archive and delete list them. */
  withProfiles: 1,
  /** Python 3 (`/usr/bin/python3`); the profile with 30 runs uses it. */
  diagnostics: 2,
  /** 12 versions by several people. */
  manyVersions: 5,
  /** Emoji in the title. */
  emojiTitle: 13,
  /** A 249-character title whose first 193 characters have no space. */
  longTitle: 14,
  /** Hostile title, code, creator name and attachment filenames (markup, script tags, RTL override, zero-width). */
  hostile: 15,
  /** About 1 MB of shell code, last edited long ago (never on the list's first page). */
  big: 16,
  /** A Python script of several hundred lines (`/usr/bin/env python3`). */
  python: 17,
  /** Exactly 5 attachments (the most a script may have): text, a PNG and a gzip file. */
  fiveAttachments: 18,
  /** `/usr/bin/perl`. */
  perl: 19,
  /** Runs in the `desktops` access group; the all-instances profile uses it. */
  desktops: 46,
  /** Runs in the `wsl` access group. */
  wsl: 49,
  /** Archived, with an archived profile. */
  archived: 51,
  /** Archived, with the same title as the active script 44 (the title rule counts active scripts only). */
  archivedDuplicateTitle: 56,
  /** Redacted (deleted): no code in any version, no attachments; its profile was archived with it. */
  redacted: 57,
} as const;

/** acme's script profiles that show one state each (ids 1–10 active, 11–13 archived). */
export const SCRIPT_PROFILE_SHOWCASE = {
  /** Recurring `0 2 * * *`, 20 runs. */
  nightly: 1,
  /** Recurring `*\/30 * * * 1-5` (every 30 minutes on weekdays, the minimum interval). */
  weekdays: 2,
  /** Recurring `15 2 1 * *` (monthly). */
  monthly: 3,
  /** Recurring `0 8 * * *`, 30 runs (the most). */
  manyRuns: 4,
  /** Post-enrollment trigger with runs. */
  postEnrollment: 5,
  /** All instances of the `desktops` group, post-enrollment, never run. */
  allComputers: 6,
  /** One-time, finished (its one run is its last run). */
  oneTimeFinished: 7,
  /** One-time, in 5 days; never run. */
  oneTimeFuture: 8,
  /** A 210-character title. */
  longTitle: 9,
  /** Hostile title and creator name. */
  hostile: 10,
  /** Archived on its own, with runs. */
  archived: 11,
  /** Archived with its script (SCRIPT_SHOWCASE.archived). */
  archivedWithScript: 12,
  /** Archived when its script was deleted (SCRIPT_SHOWCASE.redacted). */
  archivedWithRedactedScript: 13,
} as const;

/**
 * acme's upgrade, reboot, removal and repository profiles: ids 1–8 of each type play the same roles
 * (profile-seed.ts checks some of them while seeding); globex has 9 and 10.
 */
export const PROFILE_SHOWCASE = {
  /** Associated with all instances (access group `global`). */
  allComputers: 1,
  /** Associated by tags. */
  tagged: 2,
  /** In an access group under `global` (`production`; removal: `staging`), by tags. */
  otherGroup: 3,
  /** Associated by tags (upgrade: weekend, with a delivery window; reboot: two days). */
  tagged2: 4,
  /** A title of about 120 characters. */
  longTitle: 5,
  /** Hostile title (markup, right-to-left override, emoji) and tags; repository: description and APT source too. */
  hostile: 6,
  /** No association at all (no tags, not all instances). */
  unassociated: 7,
  /** In `desktops` (repository: `staging`), by tags. */
  secondGroup: 8,
  /** globex: all instances. */
  globexAllComputers: 9,
  /** globex: by tags. */
  globexTagged: 10,
} as const;

/**
 * acme's access groups beyond the six every organisation has (screens admin-account.md §3): a branch
 * three levels under `global` (global › servers › staging › qa, and one more under it), a long title
 * and a hostile one (HOSTILE above). Some staging servers move into `qa`, a group under theirs:
 * every profile and script in `staging` or above still covers them (they cover the groups under
 * their own), so no count the other screens show moved.
 */
export const ACCESS_GROUP_SHOWCASE = {
  /** Third level: global › servers › staging › qa; it holds instances and has a child. */
  deep: { name: 'qa', title: 'QA and load testing', parent: 'staging' },
  /** Fourth level, with the hostile title; no instance. */
  hostile: { name: 'qa-hostile', title: HOSTILE.html, parent: 'qa' },
  /** A 146-character title; no instance. */
  long: {
    name: 'point-of-sale',
    title: 'Point-of-sale terminals and self-service kiosks in every retail store of the northern European region, seasonal pop-up shops and their spare units',
    parent: 'desktops',
  },
} as const satisfies Record<string, { name: string; title: string; parent: string }>;
