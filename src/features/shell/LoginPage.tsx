import { useAtomValue } from 'jotai/react';
import { useSearch } from 'wouter/use-browser-location';
import { authStatusAtom } from '../../state/auth.ts';
import { LoginScreen } from '../auth/index.ts';
import * as styles from './Portal.css.ts';
import { LoadingScreen } from './screens/index.ts';
import { redirectParams, SignedInRedirect } from './SignedInRedirect.tsx';

/** /login in the portal: the sign-in screen, and once signed in, on to `redirect-to` (SPEC §2). */
export function LoginPage() {
  const status = useAtomValue(authStatusAtom);
  // The raw query: wouter's own useSearch() decodes it once more, corrupting %25 inside redirect-to.
  const search = useSearch();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') return <SignedInRedirect {...redirectParams(search)} />;
  return (
    <div className={styles.standalone}>
      <div className={styles.panel}>
        <LoginScreen />
      </div>
    </div>
  );
}
