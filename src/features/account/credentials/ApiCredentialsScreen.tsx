import { useEffect, useId, useState, type JSX, type ReactNode } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import type { ApiCredentials, Person, PersonAccount } from '../../../api/person.ts';
import { displayName } from '../../../lib/display-name.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { lazyScreen, WhenLoaded } from '../../../ui/lazy-screen.ts';
import { ListError } from '../../../ui/list/ListError.tsx';
import { visuallyHidden } from '../../../ui/list/shared.css.ts';
import { Page } from '../../../ui/page/Page.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { useListQuery } from '../../lists/index.ts';
import type { ScreenProps } from '../../shell/screens/types.ts';
import * as styles from '../Account.css.ts';
import { credentialsQuery, personQuery } from '../queries.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

const T = ACCOUNT_TEXTS.credentials;

// The confirmation loads when a Generate button is first pressed (or once the list shows).
const loadDialogs = () => import('./CredentialsDialogs.tsx');
const GenerateModal = lazyScreen(loadDialogs, (module) => module.GenerateCredentialsModal);
const AccessKey = lazyScreen(loadDialogs, (module) => module.AccessKey);
const SecretKey = lazyScreen(loadDialogs, (module) => module.SecretKey);

/** The secret key before its Show and Copy are in: masked. */
function MaskedKey(): JSX.Element {
  return (
    <code className={styles.code}>
      <span aria-hidden="true">{'•'.repeat(16)}</span>
      <span className={visuallyHidden}>{T.masked}</span>
    </code>
  );
}

/**
 * Account › API credentials (admin-account.md §7): a card per organisation of the person (its title
 * from the person's organisations, not from the credentials, §7.4.3), with its keys. The secret key is
 * masked until Show is pressed and is never put in a notice or the address; Copy copies either key and
 * says so without showing it. Generate / Regenerate asks first, says what stops working, and shows a
 * notice once the server said yes.
 */
export function ApiCredentialsView(): JSX.Element {
  const person = useListQuery(personQuery, null).result;
  const credentials = useListQuery(credentialsQuery, null).result;
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);
  const failed = person.isError ? person : credentials.isError ? credentials : null;
  if (failed) {
    return <ListError title={ACCOUNT_TEXTS.loadFailed} message={errorMessage(failed.error)} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />;
  }
  if (!person.data || !credentials.data) return <LoadingScreen />;
  if (person.data.accounts.length === 0) return <p>{T.none}</p>;
  return (
    <div className={styles.cards}>
      {person.data.accounts.map((account) => (
        <CredentialsCard
          key={account.name}
          account={account}
          person={person.data}
          entry={credentials.data.find((item) => item.account_name === account.name)}
        />
      ))}
    </div>
  );
}

interface CardProps {
  readonly account: PersonAccount;
  readonly person: Person;
  readonly entry: ApiCredentials | undefined;
}

function CredentialsCard({ account, person, entry }: CardProps): JSX.Element {
  const title = displayName(account.title, account.name);
  const hasKeys = !!entry && (entry.access_key !== '' || entry.secret_key !== '');
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle} id={headingId}>
          <ServerText text={account.title} fallback={account.name} />
        </h2>
        <Button onClick={() => setConfirming(true)}>{hasKeys ? T.regenerate : T.generate}</Button>
      </div>
      <table className={styles.table}>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {T.label}
            </th>
            <th scope="col" className={styles.headerCell}>
              {T.value}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          <Row label={T.rows.name}>
            <ServerText text={account.name} />
          </Row>
          <Row label={T.rows.title}>
            <ServerText text={account.title} />
          </Row>
          <Row label={T.rows.identity}>
            <code className={styles.code}>{person.identity}</code>
          </Row>
          <Row label={T.rows.endpoint}>{entry?.endpoint ? <code className={styles.code}>{entry.endpoint}</code> : T.notAvailable}</Row>
          <Row label={T.rows.accessKey}>
            {entry?.access_key ? (
              <WhenLoaded component={AccessKey} fallback={<code className={styles.code}>{entry.access_key}</code>}>
                <AccessKey value={entry.access_key} title={title} />
              </WhenLoaded>
            ) : (
              T.notAvailable
            )}
          </Row>
          <Row label={T.rows.secretKey}>
            {entry?.secret_key ? (
              <WhenLoaded component={SecretKey} fallback={<MaskedKey />}>
                <SecretKey value={entry.secret_key} title={title} />
              </WhenLoaded>
            ) : (
              T.notAvailable
            )}
          </Row>
          <Row label={T.rows.roles}>{account.roles.join(', ')}</Row>
        </tbody>
      </table>
      {confirming ? <GenerateModal account={account.name} title={title} regenerate={hasKeys} onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }): JSX.Element {
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.labelCell}>
        {label}
      </th>
      <td className={styles.valueCell}>{children}</td>
    </tr>
  );
}

/** The portal's /account/api-credentials route. */
export default function ApiCredentialsRoute({ route }: ScreenProps) {
  return (
    <Page title={route.title} parents={route.parents}>
      <ApiCredentialsView />
    </Page>
  );
}
