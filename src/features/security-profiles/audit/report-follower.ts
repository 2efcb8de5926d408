import { activitiesApi, type Activity } from '../../../api/activities.ts';
import { ApiError } from '../../../api/errors.ts';
import { securityProfileReportsApi } from '../../../api/security-profile-reports.ts';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { currentAccount } from '../../../state/account.ts';
import { notify, notifyError } from '../../../state/notifications.ts';
import type { PortalStore } from '../../../state/store.ts';
import { reportFileName, reportState } from './report-state.ts';
import { readPendingReports, updatePendingReports, withoutReport, type PendingReport } from './pending-reports.ts';
import { AUDIT_TEXTS as T } from './texts.ts';
import { quotedName } from '../texts.ts';

/** How often a pending report's activity is asked about (upstream: every second). */
export const REPORT_POLL_MS = 1000;

const CSV_TYPE = 'text/csv';

/** Fetches a ready report's CSV and hands it to the browser as a download; resolves to its file name. */
export async function downloadReport(store: PortalStore, path: string): Promise<string> {
  const csv = await securityProfileReportsApi.download(store.api, path);
  const name = reportFileName(path);
  store.downloads.save(new Blob([csv], { type: CSV_TYPE }), name);
  return name;
}

/** Downloads ready reports one after the other, forgetting each once downloaded; stops at the first failure. */
export async function downloadReadyReports(
  store: PortalStore,
  account: string,
  reports: readonly PendingReport[],
  origin: Element,
): Promise<void> {
  for (const report of reports) {
    if (report.path === undefined) continue;
    try {
      await downloadReport(store, report.path);
    } catch (error) {
      notifyError(store, error, origin);
      return;
    }
    updatePendingReports(store, account, withoutReport(report.activityId));
  }
}

/** Adds a report, or replaces the one of the same activity in place. */
const withReport = (report: PendingReport) => (reports: readonly PendingReport[]) =>
  reports.some((item) => item.activityId === report.activityId)
    ? reports.map((item) => (item.activityId === report.activityId ? report : item))
    : [...reports, report];

/** A call refused before it was sent: nobody is signed in (any more). Nothing to tell. */
const notSent = (error: unknown): boolean => error instanceof ApiError && error.code === 'NotSignedIn';

export interface ReportFollower {
  /** Follows the organisation's pending reports while at least one screen is subscribed; returns the unsubscribe. */
  subscribe(host: Element): () => void;
  /** A report just asked for from `host`: followed until it succeeds, then downloaded on its own. */
  track(profile: Pick<SecurityProfile, 'id' | 'title'>, activity: Activity, host: Element): Promise<void>;
}

const followers = new WeakMap<PortalStore, ReportFollower>();

/**
 * The store's one follower of pending reports: however many screens subscribe, each activity is asked
 * about once a second, and only while a screen that shows reports is open. Reports survive in
 * storage (see pending-reports.ts); the ones asked for in this page download on their own once ready,
 * the others are offered by `ReadyAudits`.
 */
export function reportFollower(store: PortalStore): ReportFollower {
  let follower = followers.get(store);
  if (!follower) {
    follower = createFollower(store);
    followers.set(store, follower);
  }
  return follower;
}

function createFollower(store: PortalStore): ReportFollower {
  const hosts = new Set<Element>();
  /** Reports asked for in this page (`account:activityId`), with the element that asked. */
  const requested = new Map<string, Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;

  const keyOf = (account: string, activityId: number) => `${account}:${activityId}`;

  /** Where a report's notices show: the element that asked for it, else a screen still following. */
  function originOf(key: string): Element | undefined {
    const asker = requested.get(key);
    if (asker?.isConnected) return asker;
    return [...hosts].find((host) => host.isConnected) ?? asker;
  }

  function schedule(): void {
    if (timer !== undefined || polling || hosts.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void poll();
    }, REPORT_POLL_MS);
  }

  async function poll(): Promise<void> {
    polling = true;
    try {
      const account = currentAccount(store);
      if (account === null) return;
      for (const report of readPendingReports(account)) {
        if (report.path !== undefined) continue;
        // Every screen left, or another organisation is current: its token must not ask for these.
        if (hosts.size === 0 || currentAccount(store) !== account) return;
        let activity: Activity;
        try {
          activity = await activitiesApi.get(store.api, report.activityId);
        } catch (error) {
          if (notSent(error)) return;
          // Gone: it will never succeed. Otherwise it is asked about again on the next round.
          if (error instanceof ApiError && error.status === 404) updatePendingReports(store, account, withoutReport(report.activityId));
          notifyError(store, error, originOf(keyOf(account, report.activityId)));
          continue;
        }
        // Left meanwhile: it is settled on a later visit (a download nobody waits for would surprise).
        if (hosts.size === 0 || currentAccount(store) !== account) return;
        await settle(account, report, activity);
      }
    } finally {
      polling = false;
      schedule();
    }
  }

  async function settle(account: string, report: PendingReport, activity: Activity): Promise<void> {
    const state = reportState(activity);
    if (state.status === 'pending') return;
    const key = keyOf(account, report.activityId);
    const origin = originOf(key);
    const askedHere = requested.delete(key);
    if (state.status === 'failed') {
      updatePendingReports(store, account, withoutReport(report.activityId));
      notify(store, { type: 'negative', title: T.failed.title, message: state.message }, origin);
      return;
    }
    const ready: PendingReport = { ...report, path: state.path };
    if (!askedHere) {
      updatePendingReports(store, account, withReport(ready));
      return;
    }
    try {
      const name = await downloadReport(store, state.path);
      updatePendingReports(store, account, withoutReport(report.activityId));
      notify(
        store,
        {
          type: 'positive',
          title: T.ready.title,
          message: T.ready.message(quotedName({ id: report.profileId, title: report.title }), name),
          actions: [
            {
              label: T.ready.action,
              onClick: () => void downloadReport(store, state.path).catch((error: unknown) => notifyError(store, error, origin)),
            },
          ],
        },
        origin,
      );
    } catch (error) {
      // Kept as ready: "ready for download" offers it again.
      updatePendingReports(store, account, withReport(ready));
      notifyError(store, error, origin);
    }
  }

  return {
    subscribe(host) {
      hosts.add(host);
      schedule();
      return () => {
        hosts.delete(host);
        if (hosts.size === 0 && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    async track(profile, activity, host) {
      const account = currentAccount(store);
      if (account === null) return;
      const report: PendingReport = { activityId: activity.id, profileId: profile.id, title: profile.title };
      requested.set(keyOf(account, activity.id), host);
      if (reportState(activity).status !== 'pending') {
        await settle(account, report, activity);
        return;
      }
      updatePendingReports(store, account, withReport(report));
      notify(store, { type: 'information', title: T.generating.title, message: T.generating.message(quotedName(profile)) }, host);
      schedule();
    },
  };
}
