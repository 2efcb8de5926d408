import { useAtomValue } from 'jotai/react';
import type { JSX } from 'react';

import type { AlertSummary } from '../../api/alerts.ts';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { usePortalNavigate } from '../../ui/link/AppLink.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { pendingInstancesQueryAtom } from '../instances/pending-instances.ts';
import * as styles from './Alerts.css.ts';
import { ALERT_TEXTS as T } from './texts.ts';

/**
 * What the Alerts page loads as it shows (named like a piece loaded on first use, rollup.config.ts
 * ON_FIRST_USE): the empty state and the pending computers' sentence. Imported statically, the
 * empty state and the pending instances' query would be used by enough screens to join the core
 * every element loads.
 */

// The review of pending instances (the instances list's), loaded when first opened.
const PendingInstancesPanel = lazyScreen(() => import('../instances/actions/PendingInstancesPanel.tsx'), (module) => module.PendingInstancesPanel);

/**
 * PendingComputersAlert: how many
 * computers wait (the pending list's count; the server's sentence while it loads or when it failed,
 * never "0"), opening their review in a large side panel.
 */
export function PendingSentence({ alert }: { readonly alert: AlertSummary }): JSX.Element {
  const pending = useAtomValue(pendingInstancesQueryAtom);
  const sidePanel = useSidePanel();
  const review = () =>
    sidePanel.open({
      key: 'pending-instances',
      size: 'large',
      title: T.review,
      body: (
        <WhenLoaded component={PendingInstancesPanel} fallback={<LoadingScreen />}>
          <PendingInstancesPanel />
        </WhenLoaded>
      ),
    });
  const count = pending.data?.length;
  return (
    <button type="button" className={styles.linkButton} onClick={review}>
      {count === undefined ? <ServerText text={alert.summary} fallback={T.review} /> : T.pending(count)}
    </button>
  );
}


/** None of the subscribed alerts fires: says so, and leads to the alert subscriptions. */
export function AlertsEmptyState(): JSX.Element {
  const navigate = usePortalNavigate();
  return <EmptyState title={T.empty.title} text={T.empty.body} action={{ label: T.empty.action, onClick: () => navigate('/account/alerts') }} />;
}
