import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { authApi, isSignedIn, type AuthState } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { authKeys, startSession } from '../../state/auth.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import * as styles from './Portal.css.ts';
import { redirectParams, SignedInRedirect } from './SignedInRedirect.tsx';
import { RedirectingScreen } from './screens/index.ts';
import { LOGIN_ROUTE } from './routes.ts';
import { PORTAL_TEXTS as T } from './texts.ts';

type Outcome =
  | { readonly kind: 'working' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'done'; readonly returnTo: AuthState['return_to'] };

/**
 * /handle-auth/oidc and /handle-auth/ubuntu-one: the identity provider sends the browser back here;
 * the portal completes the sign-in with the server, then goes where the sign-in started.
 */
export function HandleAuthPage({ provider }: { readonly provider: 'oidc' | 'ubuntu-one' }) {
  const store = useStore();
  // No auth state is subscribed to here: that would fetch `me` before the sign-in completes. A
  // session the store already holds is enough to know a signed-in user came back here (SPEC §2).
  const [alreadySignedIn] = useState(() => isSignedIn(store.queryClient.getQueryData<AuthState>(authKeys.me)));
  const [response] = useState(() => hasSignInResponse(provider, window.location.search));
  if (alreadySignedIn) return <SignedInRedirect {...redirectParams(window.location.search)} />;
  if (!response) return <WithoutSignInResponse provider={provider} />;
  return <CompleteSignIn provider={provider} />;
}

/** Whether the address carries an identity provider's answer to complete (else nothing is in progress). */
function hasSignInResponse(provider: 'oidc' | 'ubuntu-one', search: string): boolean {
  const params = new URLSearchParams(search);
  return provider === 'oidc' ? params.has('code') || params.has('state') : params.has('openid.mode');
}

/**
 * A fresh load without a sign-in response (e.g. a bookmark): no sign-in is completing, so reading the
 * auth state cannot disturb one. A signed-in user goes to redirect-to (SPEC §2); anyone else sees
 * what the completion says about the missing response.
 */
function WithoutSignInResponse({ provider }: { readonly provider: 'oidc' | 'ubuntu-one' }) {
  const store = useStore();
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    store.queryClient
      .fetchQuery({ queryKey: authKeys.me, queryFn: () => authApi.me(store.api) })
      .then(
        (state) => isSignedIn(state),
        () => false,
      )
      .then((value) => {
        if (!cancelled) setSignedIn(value);
      });
    return () => {
      cancelled = true;
    };
  }, [store]);
  if (signedIn === undefined) return <RedirectingScreen />;
  if (signedIn) return <SignedInRedirect {...redirectParams(window.location.search)} />;
  return <CompleteSignIn provider={provider} />;
}

function CompleteSignIn({ provider }: { readonly provider: 'oidc' | 'ubuntu-one' }) {
  const store = useStore();
  const host = useHost();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const titleId = useId();

  useEffect(() => {
    let cancelled = false;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    const complete =
      provider === 'ubuntu-one'
        ? authApi.completeUbuntuOne(store.api, window.location.href)
        : code && state
          ? authApi.handleCode(store.api, { code, state })
          : Promise.reject(new Error(T.missingCode));
    complete
      .then((result) => {
        if (cancelled) return;
        startSession(store, result, host);
        setOutcome({ kind: 'done', returnTo: result.return_to ?? null });
      })
      .catch((error: unknown) => {
        if (!cancelled) setOutcome({ kind: 'failed', message: errorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [provider, store, host]);

  if (outcome.kind === 'failed') {
    return (
      <div className={styles.standalone}>
        <section className={`${styles.panel} ${styles.failure}`} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.heading}>
            {T.signInFailed}
          </h1>
          <InlineNotification type="negative">{outcome.message}</InlineNotification>
          <Link href={LOGIN_ROUTE}>{T.backToLogin}</Link>
        </section>
      </div>
    );
  }
  if (outcome.kind === 'done') return <ReturnAfterSignIn returnTo={outcome.returnTo} />;
  return <RedirectingScreen />;
}

/** `return_to` names an address where the sign-in started; it is followed only on this origin. */
function ReturnAfterSignIn({ returnTo }: { readonly returnTo: AuthState['return_to'] }) {
  if (!returnTo?.url) return <SignedInRedirect value={null} external={false} />;
  let absolute: string | null;
  try {
    absolute = new URL(returnTo.url, window.location.origin).href;
  } catch {
    absolute = null;
  }
  return <SignedInRedirect value={absolute} external={true} />;
}
