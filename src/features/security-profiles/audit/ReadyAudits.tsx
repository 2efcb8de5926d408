import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { currentAccount } from '../../../state/account.ts';
import { useHost, useStore } from '../../../state/react.tsx';
import { Button } from '../../../ui/button/Button.tsx';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { SECURITY_PROFILE_TEXTS } from '../texts.ts';
import { pendingReportsAtom, updatePendingReports } from './pending-reports.ts';
import { downloadReadyReports } from './report-follower.ts';
import { AUDIT_TEXTS as T } from './texts.ts';
import { useReportFollower } from './useDownloadAudit.tsx';

const N = SECURITY_PROFILE_TEXTS.notices.auditsReady;

/**
 * The "audits ready to download" notice above the table: reports that succeeded and were not
 * downloaded yet (asked for before a reload, or whose download failed). Downloading or dismissing
 * forgets them. While it is shown, pending reports are followed, so they appear here once ready.
 * Renders nothing when there is none.
 */
export function ReadyAudits() {
  const store = useStore();
  const host = useHost();
  useReportFollower();
  const reports = useAtomValue(pendingReportsAtom);
  const [downloading, setDownloading] = useState(false);
  const ready = reports.filter((report) => report.path !== undefined);
  if (ready.length === 0) return null;
  const titles = [...new Set(ready.map((report) => report.title))];

  async function download() {
    const account = currentAccount(store);
    if (downloading || account === null) return;
    setDownloading(true);
    try {
      await downloadReadyReports(store, account, ready, host);
    } finally {
      setDownloading(false);
    }
  }

  function dismiss() {
    const account = currentAccount(store);
    if (account === null) return;
    const dismissed = new Set(ready.map((report) => report.activityId));
    updatePendingReports(store, account, (stored) => stored.filter((report) => !dismissed.has(report.activityId)));
  }

  return (
    <InlineNotification type="information" title={N.title(ready.length)} onDismiss={dismiss}>
      {T.readyAudits(ready.length, titles)}{' '}
      <Button
        appearance="link"
        aria-busy={downloading || undefined}
        aria-disabled={downloading || undefined}
        onClick={() => void download()}
      >
        {N.action(ready.length)}
      </Button>
    </InlineNotification>
  );
}
