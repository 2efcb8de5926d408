import { useAtomValue } from 'jotai/react';
import { useEffect, type JSX } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { authUserAtom } from '../../../state/auth.ts';
import { deploymentModeAtom } from '../../../state/environment.ts';
import { AboutError } from '../../../ui/error/AboutError.tsx';
import { lazyScreen, WhenLoaded } from '../../../ui/lazy-screen.ts';
import { ListError } from '../../../ui/list/ListError.tsx';
import { Page } from '../../../ui/page/Page.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { useListQuery } from '../../lists/index.ts';
import type { ScreenProps } from '../../shell/screens/types.ts';
import * as styles from '../Account.css.ts';
import { personQuery } from '../queries.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

// The form's code (shared with the other forms, out of the core every element loads) comes beside the
// person's request, not after it.
const loadForm = () => import('./PersonForm.tsx');
const PersonForm = lazyScreen(loadForm, (module) => module.PersonForm);

/**
 * Account › General (admin-account.md §5): the signed-in person's name, email, time zone and default
 * organisation, saved with `POST person`; on self-hosted, their password is changed in a side panel.
 * A person without a password (identity provider sign-in) still sets their time zone and default
 * organisation (upstream shows them nothing to change, §5.6.1); their name and email are the provider's.
 */
export function AccountGeneralView(): JSX.Element {
  const { result } = useListQuery(personQuery, null);
  useEffect(() => {
    loadForm().catch(() => undefined);
  }, []);
  const user = useAtomValue(authUserAtom);
  const mode = useAtomValue(deploymentModeAtom);
  if (result.data && user && (mode === 'saas' || mode === 'self-hosted')) {
    return (
      <WhenLoaded component={PersonForm} fallback={<LoadingScreen />}>
        <PersonForm key={user.current_account} person={result.data} user={user} saas={mode === 'saas'} />
      </WhenLoaded>
    );
  }
  if (!result.isError && mode !== 'unknown') return <LoadingScreen />;
  return (
    <div className={styles.cards}>
      {result.isError ? (
        <ListError title={ACCOUNT_TEXTS.loadFailed} message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />
      ) : null}
      {mode === 'unknown' ? <AboutError /> : null}
    </div>
  );
}

/** The portal's /account/general route. */
export default function AccountGeneralRoute({ route }: ScreenProps) {
  return (
    <Page title={route.title} parents={route.parents}>
      <AccountGeneralView />
    </Page>
  );
}
