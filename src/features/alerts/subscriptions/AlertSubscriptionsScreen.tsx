import { useAtomValue } from 'jotai/react';
import { useEffect, type JSX } from 'react';
import type { Alert } from '../../../api/alerts.ts';
import { errorMessage } from '../../../api/errors.ts';
import { displayName } from '../../../lib/display-name.ts';
import { authUserAtom } from '../../../state/auth.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { ListError } from '../../../ui/list/ListError.tsx';
import { Page } from '../../../ui/page/Page.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { lazyScreen, WhenLoaded } from '../../../ui/lazy-screen.ts';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { useListQuery } from '../../lists/index.ts';
import type { ScreenProps } from '../../shell/screens/types.ts';
import { alertSubscriptionsQuery } from '../queries.ts';
import { setSubscription } from './actions.ts';
import * as styles from './AlertSubscriptions.css.ts';
import { ALERT_SUBSCRIPTION_TEXTS as T } from './texts.ts';

// The email column's help and "Enabled for", loaded with the list (AlertSubscriptionsDialogs.tsx says why).
const loadDialogs = () => import('./AlertSubscriptionsDialogs.tsx');
const EmailHeader = lazyScreen(loadDialogs, (module) => module.EmailHeader);
const AlertTagsCell = lazyScreen(loadDialogs, (module) => module.AlertTagsCell);

/** Left out of the list (admin-account.md §6.2): the licence alerts are not the user's to manage. */
const isLicenseAlert = (alert: Alert) => alert.alert_type.toUpperCase().includes('LICENSE');

/**
 * Account › Alerts (screens admin-account.md §6): every alert with the user's settings, in one card
 * titled after the organisation; email notifications switched per alert (the switch shows what the
 * server holds, §6.4.1) and the computers it watches (all instances or tags) saved as exactly the
 * differences (§6.4.2); an account alert watches the account (HEAD).
 */
export function AlertSubscriptionsView(): JSX.Element {
  const { result } = useListQuery(alertSubscriptionsQuery, null);
  // Its code comes beside the answer, not after it.
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);
  const user = useAtomValue(authUserAtom);
  const account = user?.accounts?.find((item) => item.name === user.current_account);
  const title = displayName(account?.title, T.fallbackTitle);
  if (result.isError) return <ListError message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  if (!result.data) return <LoadingScreen />;
  const alerts = result.data.filter((alert) => !isLicenseAlert(alert));
  const email = user?.email ?? '';
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <table className={styles.table} aria-label={T.caption}>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {T.columns.name}
            </th>
            <th scope="col" className={styles.headerCell}>
              <WhenLoaded component={EmailHeader} fallback={T.columns.email}>
                <EmailHeader email={email} />
              </WhenLoaded>
            </th>
            <th scope="col" className={styles.headerCell}>
              {T.columns.enabledFor}
            </th>
            <th scope="col" className={styles.headerCell}>
              {T.columns.description}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {alerts.length === 0 ? (
            <tr className={styles.row}>
              <td className={styles.cell} colSpan={4}>
                {T.empty}
              </td>
            </tr>
          ) : (
            alerts.map((alert) => <AlertRow key={alert.alert_type} alert={alert} />)
          )}
        </tbody>
      </table>
    </section>
  );
}

function AlertRow({ alert }: { readonly alert: Alert }): JSX.Element {
  const label = displayName(alert.label, alert.alert_type);
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.nameCell}>
        <span className={styles.cellLabel} aria-hidden="true">
          {T.columns.name}
        </span>
        <ServerText text={alert.label} fallback={alert.alert_type} />
      </th>
      <td className={styles.cell}>
        <span className={styles.cellLabel}>{T.columns.email}</span>
        <EmailSwitch alert={alert} label={label} />
      </td>
      <td className={styles.tagsCell}>
        <span className={styles.cellLabel}>{T.columns.enabledFor}</span>
        {alert.scope === 'account' ? (
          T.account
        ) : (
          <WhenLoaded component={AlertTagsCell} fallback={<LoadingScreen />}>
            <AlertTagsCell alert={alert} label={label} />
          </WhenLoaded>
        )}
      </td>
      <td className={styles.cell}>
        <span className={styles.cellLabel}>{T.columns.description}</span>
        <ServerText text={alert.description} fallback={UI_TEXTS.empty} />
      </td>
    </tr>
  );
}

/** Controlled by the server's answer: one request per change, disabled while it runs. */
function EmailSwitch({ alert, label }: { readonly alert: Alert; readonly label: string }): JSX.Element {
  const action = useServerAction(setSubscription);
  return (
    <label className={styles.switchLabel}>
      <input
        type="checkbox"
        role="switch"
        aria-label={T.emailSwitch(label)}
        checked={alert.subscribed}
        disabled={action.pending}
        onChange={() => void action.run({ alert, subscribed: !alert.subscribed })}
      />
      <span aria-hidden="true">{alert.subscribed ? T.yes : T.no}</span>
    </label>
  );
}

/** The portal's /account/alerts route. */
export default function AlertSubscriptionsRoute({ route }: ScreenProps) {
  return (
    <Page title={route.title} parents={route.parents}>
      <AlertSubscriptionsView />
    </Page>
  );
}
