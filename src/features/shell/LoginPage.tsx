import { useAtomValue } from 'jotai/react';
import { useSearch } from 'wouter/use-browser-location';
import { authStatusAtom } from '../../state/auth.ts';
import { LoginScreen } from '../auth/index.ts';
import * as styles from './Portal.css.ts';
import { LoadingScreen } from './screens/index.ts';
import { SignedInRedirect } from './SignedInRedirect.tsx';

/** /login in the portal: the sign-in screen, and once signed in, on to `redirect-to` (SPEC §2). */
export function LoginPage() {
  const status = useAtomValue(authStatusAtom);
  // The raw query: wouter's own useSearch() decodes it once more, corrupting %25 inside redirect-to.
  const params = new URLSearchParams(useSearch());
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') {
    const external = params.has('external') && params.get('external') !== 'false';
    return <SignedInRedirect value={params.get('redirect-to')} external={external} />;
  }
  return (
    <div className={styles.standalone}>
      <div className={styles.panel}>
        <LoginScreen />
      </div>
    </div>
  );
}
