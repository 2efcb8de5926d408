import { registerTexts } from '../../../state/texts.ts';
/**
 * Texts of the download audit panel and its notices. SPEC is silent; the panel's labels, messages and
 * the notices' titles are UPSTREAM-NOTES "Download audit panel" verbatim, the rest is ours.
 */
export const AUDIT_TEXTS = registerTexts('security-profiles.audit', {
  panelTitle: (title: string) => `Download audit for ${title} security profile`,
  intro: 'Customize the audit by selecting the scope and the timeframe.',
  timeframe: {
    label: 'Audit timeframe',
    date: 'Specific date',
    range: 'Date range',
  },
  dates: {
    date: 'Date',
    start: 'Start date',
    end: 'End date',
  },
  detail: {
    label: 'Level of detail',
    summary: 'Summary only',
    summaryHelp: 'High-level overview of audit results',
    detailed: 'Detailed view',
    detailedHelp: 'Includes rules ID, severity, identifiers and references, description, rationale',
  },
  submit: 'Generate CSV',
  submitting: 'Generating...',
  errors: {
    required: 'This field is required.',
    invalidDate: 'Enter a valid date.',
    dateInFuture: 'The date must not be in the future.',
    endBeforeStart: 'The end date must not be before the start date.',
    endInFuture: 'The end date must not be in the future.',
  },
  /** While the report is generated. */
  generating: {
    title: 'Your audit is being generated:',
    message: (title: string) =>
      `The audit of the ${title} security profile will download when it is ready, this may take up to 5 minutes.`,
  },
  /** Once it downloaded on its own. */
  ready: {
    title: 'Your requested audit is ready:',
    message: (title: string, fileName: string) => `The audit of the ${title} security profile was downloaded as ${fileName}.`,
    action: 'Download audit',
  },
  failed: {
    title: 'Your audit could not be generated:',
    /** When the server says nothing of why. */
    fallback: 'The audit report failed.',
    canceled: 'The audit report was cancelled.',
    noFile: 'The audit report names no file to download.',
  },
  /** The body of "Your audit(s) is/are ready for download:" (its title and action are SECURITY_PROFILE_TEXTS'). */
  readyAudits: (count: number, titles: readonly string[]) =>
    `${count === 1 ? 'The audit' : 'The audits'} of the ${titles.join(', ')} security ${titles.length === 1 ? 'profile' : 'profiles'}.`,
  /** The CSV's name when the report path ends without one. */
  fallbackFileName: 'audit.csv',
} as const);
