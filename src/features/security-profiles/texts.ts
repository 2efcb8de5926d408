import { registerTexts } from '../../state/texts.ts';
import { SCHEDULE_TEXTS } from '../../lib/schedule-texts.ts';
import type { SecurityProfileBenchmark, SecurityProfileMode } from '../../api/security-profiles.ts';
import { displayName, isolate } from '../../lib/display-name.ts';
import { formatCount } from '../../lib/numbers.ts';

/**
 * Texts of the security profiles screen. Those SPEC gives (§2, §4, §8) are verbatim; where SPEC is
 * silent they follow UPSTREAM-NOTES "The security profiles screen", except where it records an
 * upstream bug (the run notice of audit mode claims fixes and restarts).
 */

/** SPEC §3 modes. */
export const MODE_LABELS: Readonly<Record<SecurityProfileMode, string>> = registerTexts<Readonly<Record<SecurityProfileMode, string>>>('security-profiles.modes', {
  audit: 'Audit only',
  'audit-fix': 'Fix and audit',
  'audit-fix-restart': 'Fix, restart, audit',
});

/** SPEC §3 benchmarks, named as the form's "Base profile" options name them. */
export const BENCHMARK_LABELS: Readonly<Record<SecurityProfileBenchmark, string>> = registerTexts<Readonly<Record<SecurityProfileBenchmark, string>>>('security-profiles.benchmarks', {
  cis_level1_workstation: 'CIS Level 1 Workstation',
  cis_level1_server: 'CIS Level 1 Server',
  cis_level2_workstation: 'CIS Level 2 Workstation',
  cis_level2_server: 'CIS Level 2 Server',
  disa_stig: 'DISA-STIG',
});

/** 'N instances', '1 instance'. */
export const instanceCount = (count: number): string => SECURITY_PROFILE_TEXTS.instanceCount(count);

export const SECURITY_PROFILE_TEXTS = registerTexts('security-profiles', {
  /** 'N instances' (SPEC §2 "Associated instances"). */
  instanceCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'instance' : 'instances'}`,
  title: 'Security profiles',
  /** The `landscape-security-profiles` widget's landmark. */
  widgetLabel: 'Security profiles',
  /** The name of a profile whose title shows nothing (issue 11: it stays reachable). */
  unnamed: (id: number) => `Security profile ${id}`,
  signedOut: 'Sign in to see security profiles.',
  /** The element in an organisation without the usg-profiles feature (the portal hides the route). */
  featureOff: 'Security profiles are not enabled for this organisation.',
  tableCaption: 'Security profiles',
  /** The region a too-wide table scrolls in, inside the widget. */
  tableRegion: 'Security profiles table',
  headerActions: 'Security profile actions',
  /** The check of the active-profile limit and the over-limit profiles failed. */
  limitsFailed: 'Could not check the security profile limits.',
  /** Asking whether the organisation has any profile at all failed. */
  probeFailed: 'Could not check for security profiles.',
  addProfile: 'Add security profile',
  /** Why "Add security profile" and "Duplicate profile" are disabled (SPEC §9: at most 5 active). */
  limitReachedReason: "You've reached the maximum of 5 active security profiles. Archive a profile to add a new one.",
  empty: 'No security profiles found according to your search parameters.',
  emptyState: {
    title: "You don't have any security profiles yet",
    body: 'Security profiles audit your instances against a compliance benchmark and can apply its fixes on a schedule.',
  },
  searchLabel: 'Search security profiles',
  searchPlaceholder: 'Search',
  filters: {
    status: 'Status',
    all: 'All',
    active: 'Active',
    archived: 'Archived',
    passRate: 'Pass rate',
    passRateFrom: 'From %',
    passRateTo: 'To %',
    reset: 'Reset',
    apply: 'Apply',
  },
  /** The pass-rate popover's messages (UPSTREAM-NOTES). */
  passRateErrors: {
    required: 'This field is required.',
    integer: 'Enter an integer',
    negative: 'Must not be negative',
    aboveMax: 'Must not be greater than 100',
    belowFrom: 'Must not be less than minimum pass rate',
  },
  /** SPEC §2 chip labels. */
  chips: {
    search: 'Search',
    status: 'Status',
    passRateFrom: 'From pass rate',
    passRateTo: 'To pass rate',
  },
  passRateChip: (percent: number) => `${percent}%`,
  /** SPEC §2 columns. */
  columns: {
    name: 'Name',
    status: 'Status',
    passRate: "Last audit's pass rate",
    associated: 'Associated instances and Tags',
    mode: 'Profile mode',
    lastRun: 'Last run and Schedule',
    actions: 'Actions',
  },
  /** SPEC §4 display statuses. */
  status: {
    archived: 'Archived',
    overLimit: 'Over limit',
    active: 'Active',
    overLimitTooltip: 'Only the first 5,000 instances are covered. Instances beyond the limit are not covered.',
  },
  passRate: {
    passed: (count: number) => `${formatCount(count)} passed`,
    failed: (count: number) => `${formatCount(count)} failed`,
    tooltip: {
      passed: (count: number, percent: number) => `Passed: ${instanceCount(count)} (${percent}%)`,
      failed: (count: number, percent: number) => `Failed: ${instanceCount(count)} (${percent}%)`,
      inProgress: (count: number, percent: number) => `In progress: ${instanceCount(count)} (${percent}%)`,
      notRun: (count: number, percent: number) => `Not Run: ${instanceCount(count)} (${percent}%)`,
    },
  },
  associated: {
    allInstances: 'All instances',
  },
  lastRun: {
    lastRun: 'Last run',
    nextRun: 'Next run',
    schedule: 'Schedule',
  },
  actions: {
    menu: (title: string) => `${title} profile actions`,
    viewDetails: 'View details',
    downloadAudit: 'Download audit',
    edit: 'Edit',
    run: 'Run',
    duplicate: 'Duplicate profile',
    archive: 'Archive',
    /** Accessible names: each includes the profile's title. */
    label: {
      viewDetails: (title: string) => `View details of "${title}" security profile`,
      downloadAudit: (title: string) => `Download audit of "${title}" security profile`,
      edit: (title: string) => `Edit "${title}" security profile`,
      run: (title: string) => `Run "${title}" security profile`,
      duplicate: (title: string) => `Duplicate profile "${title}"`,
      archive: (title: string) => `Archive "${title}" security profile`,
    },
    runDisabledReason: 'The profile has no associated instances.',
  },
  tailoringFileFallback: 'tailoring-file.xml',
  /** Notices above the table (UPSTREAM-NOTES "Container notifications"). */
  notices: {
    retention: {
      title: 'Audit retention policy:',
      body: 'Audits are kept for the audit retention period of your Landscape server, then deleted.',
    },
    overLimitOne: {
      title: 'Profile exceeded associated instance limit:',
      body: (title: string) =>
        `"${title}" is associated with more than 5,000 instances. Only the first 5,000 instances are covered.`,
      action: 'Edit profile',
    },
    overLimitSeveral: {
      title: 'Profiles exceeded associated instance limit:',
      /** "View profiles" shows every active profile, where the Status column says which are over the limit. */
      body: (count: number) =>
        `${formatCount(count)} profiles are associated with more than 5,000 instances. Only the first 5,000 instances of each are covered.`,
      action: 'View profiles',
    },
    limitReached: {
      title: 'Security profiles limit reached:',
      body: "You've reached the maximum of 5 security profiles. Archive a profile to add a new one.",
    },
    auditsReady: {
      title: (count: number) => (count === 1 ? 'Your audit is ready for download:' : 'Your audits are ready for download:'),
      action: (count: number) => (count === 1 ? 'Download audit' : 'Download audits'),
    },
  },
  /** Success notices (SPEC §2, §8; the messages' wording from UPSTREAM-NOTES). */
  success: {
    created: (title: string) => `You have successfully created ${title} security profile.`,
    createdMessage: (mode: SecurityProfileMode) =>
      `This profile will perform an initial run${mode === 'audit' ? '' : ', apply remediation fixes on associated instances'}${
        mode === 'audit-fix-restart' ? ', restart them' : ''
      } and generate an audit.`,
    saved: (title: string) => `You have successfully saved changes for ${title} security profile.`,
    savedMessage: (mode: SecurityProfileMode) =>
      mode === 'audit'
        ? 'The changes applied will affect instances associated with this profile.'
        : `The changes will be applied after running the profile. It will apply remediation fixes on associated instances${
            mode === 'audit-fix-restart' ? ', restart them' : ''
          } and generate an audit.`,
    run: (title: string) => `You have successfully initiated run of the ${title} security profile`,
    runMessage: (mode: SecurityProfileMode) =>
      mode === 'audit'
        ? 'Generating an audit has been queued in Activities.'
        : mode === 'audit-fix'
          ? 'Applying remediation fixes and generating an audit have been queued in Activities.'
          : 'Applying remediation fixes, restarting associated instances, and generating an audit have been queued in Activities.',
    runAction: 'View details',
    archived: (title: string) => `You have archived "${title}" profile`,
    archivedMessage:
      'It will no longer run, but past audit data and profile details will remain accessible for selected duration of the retention period.',
  },
  /** SPEC §5 archive confirmation (UPSTREAM-NOTES "Archive modal"). */
  archiveModal: {
    title: (title: string) => `Archive "${title}" profile`,
    body: 'Archiving stops this profile from running. Its audit data is NOT deleted: past audits and the profile details stay accessible for the retention period. An archived profile cannot be reactivated.',
    /** "Type archive {name} to confirm": the profile's name, not its title. */
    confirmText: (name: string) => `archive ${name}`,
    confirmBefore: 'Type ',
    confirmAfter: ' to confirm',
    confirm: 'Archive',
    progress: 'Archiving...',
  },
  /** The confirmation before a run that applies fixes (SPEC §4; UPSTREAM-NOTES "Run"). */
  runPanel: {
    title: (title: string) => `Run "${title}" profile`,
    body: (mode: SecurityProfileMode) =>
      `Running this profile now will apply remediation fixes on its associated instances${
        mode === 'audit-fix-restart' ? ', restart them' : ''
      } and generate an audit.`,
    stepsLabel: 'What the run does',
    steps: (mode: SecurityProfileMode) => [
      'Apply remediation fixes',
      ...(mode === 'audit-fix-restart' ? ['Restart instances'] : []),
      'Generate an audit',
    ],
    run: 'Run',
    running: 'Running...',
  },
  /** The table's cells. */
  cells: {
    /** The pass-rate bar's accessible name; its tooltip gives the counts. */
    passRateBar: 'Pass rate breakdown',
    /** A line of the last-run tooltip, e.g. 'Schedule: On a date'. */
    tooltipLine: (label: string, value: string) => `${label}: ${value}`,
  },
} as const);

/** The details side panel (UPSTREAM-NOTES "Details panel"; times in UTC, their zone named). */
export const PROFILE_DETAILS_TEXTS = registerTexts('security-profiles.details', {
  /** The panel's subtitle: what the profile is. */
  subtitle: (benchmark: string, mode: string) => `${benchmark} · ${mode}`,
  sections: {
    security: 'Security profile',
    schedule: 'Schedule',
    association: 'Association',
  },
  labels: {
    name: 'Name',
    accessGroup: 'Access group',
    status: 'Status',
    benchmark: 'Benchmark',
    tailoringFile: 'Tailoring file',
    mode: 'Mode',
    schedule: 'Profile schedule',
    lastRun: 'Last run',
    nextRun: 'Next run',
    restartSchedule: 'Restart schedule',
    associatedInstances: 'Associated instances',
    tags: 'Tags',
  },
  restart: {
    asSoonAsPossible: 'As soon as possible',
    delayed: (hours: number) => `Delayed by ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    randomised: (minutes: number) => `randomised over ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  },
  notFound: 'This security profile is no longer listed.',
} as const);

/** A profile's name: its title, or "Security profile {id}" when the title shows nothing. */
export function profileName(profile: { readonly id: number; readonly title: string }): string {
  return displayName(profile.title, SECURITY_PROFILE_TEXTS.unnamed(profile.id));
}

/** A profile's name as a visible sentence quotes it: isolated from the words around it (see `isolate`). */
export function quotedName(profile: { readonly id: number; readonly title: string }): string {
  return isolate(profileName(profile));
}

/** The schedule summaries' and monthly choices' words (src/lib/schedule.ts keeps them, reads them live). */
registerTexts('security-profiles.schedule', SCHEDULE_TEXTS);
