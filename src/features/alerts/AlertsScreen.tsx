import { useEffect, type JSX } from 'react';
import type { AlertSummary } from '../../api/alerts.ts';
import { errorMessage } from '../../api/errors.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { ListError } from '../../ui/list/index.ts';
import { Page } from '../../ui/page/Page.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { UI_TEXTS } from '../../ui/texts.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useListQuery } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { alertTarget } from './alert-types.ts';
import * as styles from './Alerts.css.ts';
import { alertSummaryQuery } from './queries.ts';
import { ALERT_TEXTS as T } from './texts.ts';

// The empty state and the pending computers' sentence (their count and review come with the
// instances area's code), loaded with the list (AlertsDialogs.tsx says why).
const loadDialogs = () => import('./AlertsDialogs.tsx');
const PendingSentence = lazyScreen(loadDialogs, (module) => module.PendingSentence);
const AlertsEmptyState = lazyScreen(loadDialogs, (module) => module.AlertsEmptyState);

/**
 * The Alerts page (screens admin-account.md §8): the alerts the user subscribes to that fire now,
 * each its sentence leading to what it is about (the instances carrying it, the unapproved
 * activities, the pending instances' review) and since when it fires; a failure says so with Try
 * again; none firing says so and leads to the alert subscriptions.
 */
export function AlertsView(): JSX.Element {
  const { result } = useListQuery(alertSummaryQuery, null);
  // Its code comes beside the answer, not after it.
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);
  if (result.isError) return <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  if (!result.data) return <LoadingScreen />;
  if (result.data.length === 0) {
    return (
      <WhenLoaded component={AlertsEmptyState} fallback={<LoadingScreen />}>
        <AlertsEmptyState />
      </WhenLoaded>
    );
  }
  return (
    <ul className={styles.list} aria-label={T.listLabel}>
      {result.data.map((alert) => (
        <li key={alert.id} className={styles.item}>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.sentence}>
            <AlertSentence alert={alert} />
          </span>
          {alert.activation_time ? (
            <span className={styles.since}>
              {T.since} <DateTime value={alert.activation_time} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function AlertSentence({ alert }: { readonly alert: AlertSummary }): JSX.Element {
  const target = alertTarget(alert.alert_type);
  const sentence = <ServerText text={alert.summary} fallback={UI_TEXTS.empty} />;
  if (target.kind === 'pending') {
    return (
      <WhenLoaded component={PendingSentence} fallback={sentence}>
        <PendingSentence alert={alert} />
      </WhenLoaded>
    );
  }
  if (target.kind === 'path') return <AppLink path={target.path}>{sentence}</AppLink>;
  return sentence;
}

/** The portal's /alerts route. */
export default function AlertsRoute({ route }: ScreenProps) {
  return (
    <Page title={route.title} parents={route.parents}>
      <AlertsView />
    </Page>
  );
}

/** `landscape-alerts`: the same list in its widget frame. */
export function EmbeddedAlerts() {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <AlertsView />
    </WidgetFrame>
  );
}
