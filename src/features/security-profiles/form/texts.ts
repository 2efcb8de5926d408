import { registerTexts } from '../../../state/texts.ts';
import type { SecurityProfileMode } from '../../../api/security-profiles.ts';
import { DAILY_INTERVAL_MESSAGE, type Frequency } from '../../../lib/schedule.ts';
import { instanceCount } from '../texts.ts';

/**
 * Texts of the security profile form (add, edit, duplicate). SPEC gives the notices (texts.ts
 * `SECURITY_PROFILE_TEXTS.success`); the labels, steps and messages follow UPSTREAM-NOTES "Add
 * wizard" and "Edit / Duplicate form".
 */

const UNITS: Readonly<Record<Frequency, readonly [string, string]>> = {
  DAILY: ['Day', 'Days'],
  WEEKLY: ['Week', 'Weeks'],
  MONTHLY: ['Month', 'Months'],
  YEARLY: ['Year', 'Years'],
};

export const PROFILE_FORM_TEXTS = registerTexts('security-profiles.form', {
  panel: {
    add: 'Add security profile',
    edit: (title: string) => `Edit ${title}`,
    duplicate: (title: string) => `Duplicate ${title}`,
  },
  /** The copy's title field starts as this (UPSTREAM-NOTES: the panel says "Duplicate {title}"). */
  copyTitle: (title: string) => `${title} copy`,
  back: 'Back',
  steps: {
    name: 'Name',
    benchmark: 'Benchmark',
    schedule: 'Schedule',
    association: 'Association',
    confirmation: 'Confirmation',
  },
  /** Validation messages: with a trailing period, unlike the organisation settings form's. */
  messages: {
    required: 'This field is required.',
    positive: 'Enter a positive number.',
    integer: 'Enter an integer.',
    dailyInterval: DAILY_INTERVAL_MESSAGE,
    endAfterStart: 'The end date must be after the start date.',
    invalidDate: 'Enter a date and time.',
    /** Under the association's field while the matching instances exceed the limit (the notice says why). */
    associationLimit: 'Associate at most 5,000 instances.',
  },
  name: {
    title: 'Profile name',
    accessGroup: 'Access group',
    auditRetention: 'Audit retention',
    retentionHelp: 'The audit retention period is changed in the Landscape server configuration.',
  },
  benchmark: {
    restrictedTitle: 'Changes restricted:',
    restrictedBody: 'The base profile and the mode cannot be changed after the profile is added.',
    baseProfile: 'Base profile',
    cis: 'Center for Internet Security',
    cisLink: 'About CIS benchmarks',
    cisUrl: 'https://ubuntu.com/security/cis',
    disa: 'Security Technical Implementation Guide of the US Defense Information Systems Agency',
    disaLink: 'About DISA-STIG',
    disaUrl: 'https://ubuntu.com/security/disa-stig',
    mode: 'Mode',
    modeDescriptions: {
      audit: 'Audits the instances against the benchmark without changing them.',
      'audit-fix': 'Applies the remediation fixes of the benchmark, then audits the instances.',
      'audit-fix-restart': 'Applies the remediation fixes, restarts the instances, then audits them.',
    } satisfies Record<SecurityProfileMode, string>,
    tailoringFile: 'Upload tailoring file',
    tailoringHelp: 'Max file size: 5mb. Supported format: .xml.',
    currentTailoring: (name: string) => `Current tailoring file: ${name}`,
    tailoringNotCopied: (name: string) => `The copy does not take ${name}: upload it again to use it.`,
  },
  schedule: {
    schedule: 'Schedule',
    onADate: 'On a date',
    recurring: 'Recurring',
    date: 'Date',
    startDate: 'Start date',
    utc: 'In UTC.',
    startFixed: 'In UTC. The start date cannot be changed after the profile is added.',
    repeatEvery: 'Repeat every',
    unit: 'Unit of time',
    unitLabel: (unit: Frequency, every: number | undefined) => UNITS[unit][every === 1 ? 0 : 1],
    on: 'On',
    ends: 'Ends',
    never: 'Never',
    endOnADate: 'On a date',
    endDate: 'End date',
    unreadable: (problem: string) => `The profile's schedule could not be read (${problem}). Set the schedule again.`,
  },
  restart: {
    title: 'Restart schedule',
    deliveryTime: 'Delivery time',
    asSoonAsPossible: 'As soon as possible',
    delayed: 'Delayed',
    delayHours: 'Delay in hours',
    randomize: 'Randomize delivery over a time window',
    no: 'No',
    yes: 'Yes',
    windowMinutes: 'Time window in minutes',
  },
  association: {
    allInstances: 'Associate to all instances',
    tags: 'Tags',
    tagsPlaceholder: 'Search and add tags',
    counting: 'Counting the matching instances...',
    matching: (count: number) => `Matching instances: ${instanceCount(count)}`,
    none: 'No instances are associated.',
    limitTitle: 'Associated instances limit reached:',
    limitBody: (count: number) =>
      `This association matches ${instanceCount(count)}, and a security profile covers at most 5,000. Choose fewer tags to go on.`,
    countFailed: 'The matching instances could not be counted:',
  },
  confirmation: {
    description: (mode: SecurityProfileMode) =>
      mode === 'audit'
        ? 'This will generate an audit on the selected next run date.'
        : mode === 'audit-fix'
          ? 'This will apply fixes and generate an audit on the selected next run date.'
          : 'This will apply fixes, restart instances and generate an audit on the selected next run date.',
    stepsLabel: 'What will happen',
    nextRunDate: 'Next run date',
    applyFixes: 'Apply fixes',
    applyFixesDetail: 'The remediation fixes of the base profile are applied on the associated instances.',
    restartInstances: 'Restart instances',
    delivery: (text: string) => `Delivery: ${text}`,
    generateAudit: 'Generate an audit',
    auditAll: 'Of all instances.',
    auditOf: (count: number) => `Of ${instanceCount(count)}.`,
    auditMatching: 'Of the instances with the chosen tags.',
    nothingAssociated: 'No instances are associated, so nothing is audited until some are.',
    editNote: 'To save your changes, you need to run the profile.',
    duplicateNote: 'To duplicate the profile, you need to run it.',
  },
  submit: {
    add: 'Add',
    adding: 'Adding...',
    save: 'Save changes',
    saving: 'Saving...',
    duplicate: 'Duplicate',
    duplicating: 'Duplicating...',
  },
} as const);
