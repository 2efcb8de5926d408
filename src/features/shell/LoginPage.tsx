import { useAtomValue } from 'jotai/react';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter/use-browser-location';
import { authErrorAtom, authStatusAtom, retryAuth } from '../../state/auth.ts';
import { useStore } from '../../state/react.tsx';
import { ErrorScreen } from '../../ui/error/ErrorScreen.tsx';
import { NotificationArea } from '../../ui/notification/NotificationArea.tsx';
import { LAYOUT_TEXTS } from './layout/texts.ts';
import { LandscapeMark } from '../../ui/brand/LandscapeMark.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import * as styles from './Portal.css.ts';
import { LoadingScreen } from './screens/index.ts';
import { redirectParams, SignedInRedirect } from './SignedInRedirect.tsx';

/** The sign-in form (and yup behind it) loads only when a signed-out visitor needs it. */
const LoginScreen = lazyScreen(() => import('../auth/LoginScreen.tsx'), (module) => module.LoginScreen);

/** The sign-in form's code, started as the portal connects on the sign-in page (preload.ts), beside `me`. */
export const preloadLoginScreen = (): void => LoginScreen.preload();

/**
 * A page outside the layout (sign-in, a failed auth state): the brand as its h1, the page's own
 * panel below it. The portal puts it in its main landmark (see Portal.tsx).
 */
export function StandalonePage({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.standalone}>
      <div className={styles.panel}>
        <h1 className={styles.brand}>
          <LandscapeMark className={styles.brandMark} />
          {LAYOUT_TEXTS.brand}
        </h1>
        {children}
      </div>
    </div>
  );
}

/** The auth state could not be read: not "signed out", so the error screen, not the sign-in form. */
export function AuthErrorPage() {
  const store = useStore();
  const error = useAtomValue(authErrorAtom);
  return (
    <StandalonePage>
      <ErrorScreen error={error} onRetry={() => retryAuth(store)} />
    </StandalonePage>
  );
}

/**
 * /login in the portal: the sign-in screen, and once signed in, on to `redirect-to` (SPEC §2). Its
 * notifications show why the user is here, e.g. the server's "Your session has expired.".
 */
export function LoginPage() {
  const status = useAtomValue(authStatusAtom);
  // The raw query: wouter's own useSearch() decodes it once more, corrupting %25 inside redirect-to.
  const search = useSearch();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <AuthErrorPage />;
  if (status === 'signed-in') return <SignedInRedirect {...redirectParams(search)} />;
  // An invitation link (SPEC §7) leads here with its id.
  const invitationId = new URLSearchParams(search).get('invitation_id') ?? undefined;
  return (
    <StandalonePage>
      <NotificationArea />
      <WhenLoaded component={LoginScreen} fallback={<LoadingScreen />}>
        <LoginScreen invitationId={invitationId} />
      </WhenLoaded>
    </StandalonePage>
  );
}
