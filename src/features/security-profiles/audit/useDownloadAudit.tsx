import { useCallback, useEffect, useMemo } from 'react';
import { useHost, useStore } from '../../../state/react.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { lazyScreen } from '../../../ui/lazy-screen.ts';
import type { AuditedProfile } from './DownloadAuditPanel.tsx';
import { reportFollower } from './report-follower.ts';
import { AUDIT_TEXTS as T } from './texts.ts';
import { quotedName } from '../texts.ts';

/** The panel's code (a form, with yup) loads when it first opens; the side panel says 'Loading...' meanwhile. */
const DownloadAuditPanel = lazyScreen(() => import('./DownloadAuditPanel.tsx'), (module) => module.DownloadAuditPanel);

/** Keeps the store's pending reports followed while the calling screen is shown. */
export function useReportFollower(): void {
  const store = useStore();
  const host = useHost();
  useEffect(() => reportFollower(store).subscribe(host), [store, host]);
}

/**
 * The Download audit action: `open(profile)` opens the side panel for the audit's timeframe and level
 * of detail. While the calling screen is shown, the reports it asked for are followed until they
 * download, also after the panel closed.
 */
export function useDownloadAudit(): { open(profile: AuditedProfile): void } {
  const { open: openPanel } = useSidePanel();
  useReportFollower();
  const open = useCallback(
    (profile: AuditedProfile) =>
      openPanel({
        key: `download-audit-${profile.id}`,
        title: T.panelTitle(quotedName(profile)),
        body: <DownloadAuditPanel profile={{ id: profile.id, title: profile.title }} />,
      }),
    [openPanel],
  );
  return useMemo(() => ({ open }), [open]);
}
