/**
 * Five-field cron schedules, as script profiles' recurring triggers take them (profiles.md §7.3):
 * the client's reading of the format (src/lib/cron.ts, one reading for both sides), with the
 * simulator's messages: a sentence naming the field and the value, as a server answers
 * (`25 is out of range for the hour field (0–23).`), where the form says upstream's short texts.
 */

import {
  CRON_FIELDS,
  CronError as CronFaultError,
  cronEverRuns,
  cronRunsOn,
  minCronGap,
  nextCronRun,
  parseCron as parseCronText,
  type CronFault,
  type CronSchedule,
} from '../../src/lib/cron.ts';

export { cronEverRuns, cronRunsOn, minCronGap, nextCronRun, type CronSchedule };

/** A schedule the server cannot accept; the route answers 400 with this message. */
export class CronError extends Error {}

const EXAMPLE = 'like "0 8 * * *" (every day at 08:00 UTC)';

/** The sentence the simulator answers for a fault. */
export function cronFaultMessage(fault: CronFault): string {
  if (fault.fault === 'fields') {
    return `The schedule must have 5 fields (minute hour day-of-month month day-of-week), ${EXAMPLE}; "${fault.text}" has ${fault.count}.`;
  }
  const spec = CRON_FIELDS[fault.field]!;
  switch (fault.fault) {
    case 'character':
      return `The ${spec.name} field "${fault.text}" holds "${fault.character}", which a schedule cannot use.`;
    case 'empty-item':
      return `The ${spec.name} field "${fault.text}" has an empty item; separate values with single commas.`;
    case 'step-not-number':
      return `The step in "${fault.item}" (${spec.name} field) must be a whole number, like */15.`;
    case 'step-zero':
      return `The step in "${fault.item}" (${spec.name} field) must be at least 1.`;
    case 'step-without-range':
      return `"${fault.item}" (${spec.name} field): a step needs * or a range before it, like */15 or 0-30/15.`;
    case 'out-of-range':
      return `${fault.value} is out of range for the ${spec.name} field (${spec.min}–${spec.max}).`;
    case 'not-a-value': {
      const allowed = spec.names ? `numbers ${spec.min}–${spec.max} or names ${spec.names[0]}–${spec.names.at(-1)}` : `numbers ${spec.min}–${spec.max}`;
      return `"${fault.item}" in the ${spec.name} field is not valid: use ${allowed}, *, ranges like 1-5, lists like 1,3 and steps like */15 or 0-30/10.`;
    }
    case 'reversed':
      return `The range ${fault.range} in the ${spec.name} field ends before it starts.`;
  }
}

/** Reads a five-field schedule; throws CronError saying what is wrong in a sentence. */
export function parseCron(text: string): CronSchedule {
  try {
    return parseCronText(text);
  } catch (error) {
    if (error instanceof CronFaultError) throw new CronError(cronFaultMessage(error.fault));
    throw error;
  }
}
