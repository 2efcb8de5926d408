import { atom } from 'jotai/vanilla';
import { accountAtom } from '../../../state/account.ts';
import type { PortalStore } from '../../../state/store.ts';

/** A report asked for and not yet downloaded. */
export interface PendingReport {
  readonly activityId: number;
  readonly profileId: number;
  /** The profile's title when it was asked for, to name it in notices. */
  readonly title: string;
  /** Set once its activity succeeded: the report is ready to download. */
  readonly path?: string;
}

/**
 * Where pending reports are kept (upstream's key), one list per organisation: they survive leaving
 * the screen and a reload, and an organisation never sees (or asks about) another's activities.
 */
export const PENDING_REPORTS_KEY = '_landscape_pendingSecurityProfileReports';

export const pendingReportsKey = (account: string): string => `${PENDING_REPORTS_KEY}:${account}`;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function asPendingReport(value: unknown): PendingReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const { activityId, profileId, title, path } = value as Record<string, unknown>;
  if (!isId(activityId) || !isId(profileId) || typeof title !== 'string') return null;
  if (path !== undefined && (typeof path !== 'string' || path === '')) return null;
  return path === undefined ? { activityId, profileId, title } : { activityId, profileId, title, path };
}

/**
 * The stored list: anything malformed (not JSON, not a list, items of another shape) is left out, so
 * an old or hand-edited entry never breaks the screen. One entry per activity.
 */
export function parsePendingReports(text: string | null): PendingReport[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const reports: PendingReport[] = [];
  for (const item of value) {
    const report = asPendingReport(item);
    if (report && !seen.has(report.activityId)) {
      seen.add(report.activityId);
      reports.push(report);
    }
  }
  return reports;
}

/** Storage may be switched off or throw (private modes, sandboxed frames): then nothing is kept. */
export function readPendingReports(account: string): PendingReport[] {
  try {
    return parsePendingReports(window.localStorage.getItem(pendingReportsKey(account)));
  } catch {
    return [];
  }
}

function writePendingReports(account: string, reports: readonly PendingReport[]): void {
  try {
    if (reports.length === 0) window.localStorage.removeItem(pendingReportsKey(account));
    else window.localStorage.setItem(pendingReportsKey(account), JSON.stringify(reports));
  } catch {
    // Not kept: the reports are still followed while the screen stays open.
  }
}

/** Bumped on every change, so the list is read again from storage. */
const pendingReportsVersionAtom = atom(0);

/** The current organisation's pending reports, read from storage (none until the organisation is known). */
export const pendingReportsAtom = atom((get) => {
  get(pendingReportsVersionAtom);
  const account = get(accountAtom);
  return account === null ? [] : readPendingReports(account);
});

/** Changes an organisation's stored list and lets the screens reading it know. */
export function updatePendingReports(
  store: PortalStore,
  account: string,
  change: (reports: readonly PendingReport[]) => readonly PendingReport[],
): void {
  writePendingReports(account, change(readPendingReports(account)));
  store.jotai.set(pendingReportsVersionAtom, (version) => version + 1);
}

export const withoutReport = (activityId: number) => (reports: readonly PendingReport[]) =>
  reports.filter((report) => report.activityId !== activityId);
