import { useAtomValue } from 'jotai/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { authApi } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/errors.ts';
import type { InvitationSummary } from '../../api/invitations.ts';
import { displayName, isolate } from '../../lib/display-name.ts';
import { httpLocationOrThrow } from '../../lib/urls.ts';
import { authErrorAtom, authStatusAtom, authUserAtom, retryAuth, signIn } from '../../state/auth.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { ActionButton } from '../../ui/action/ActionButton.tsx';
import { useErrorInPlace } from '../../ui/action/useErrorInPlace.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Form, SubmitButton } from '../../ui/form/Form.tsx';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { useForm } from '../../ui/form/useForm.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerSentence } from '../../ui/server-text/ServerSentence.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import * as styles from './LoginScreen.css.ts';
import type { SignInOptions } from './login-methods.ts';
import { createInvitationSummaryAtom } from './invitations.ts';
import { signInOptionsQueryAtom } from './queries.ts';
import { loginSchema } from './schema.ts';
import { LOGIN_TEXTS as T } from './texts.ts';
import { useSignOut } from './useSignOut.ts';

/** Where an identity provider should send the user back to: this page, same origin. */
function returnTo(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function PasswordForm() {
  const store = useStore();
  const host = useHost();
  // Made as the form mounts: its labels and messages are the texts of the moment.
  const [schema] = useState(loginSchema);
  const form = useForm({
    schema,
    initialValues: { email: '', password: '' },
    onSubmit: (credentials) => signIn(store, credentials, host),
  });

  return (
    <Form form={form} aria-label={T.title}>
      <TextField {...form.field('email')} label={T.email} type="email" autoComplete="username" />
      <PasswordField {...form.field('password')} label={T.password} autoComplete="current-password" />
      <SubmitButton fullWidth progressLabel={T.submitting}>
        {T.submit}
      </SubmitButton>
    </Form>
  );
}

interface ExternalMethodsProps extends Pick<SignInOptions, 'oidc' | 'ubuntuOne' | 'enterprise'> {
  /** The invitation the user accepts by signing in, passed on to the identity provider's flow. */
  readonly invitationId: string | undefined;
}

function ExternalMethods({ oidc, ubuntuOne, enterprise, invitationId }: ExternalMethodsProps) {
  const store = useStore();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function start(request: () => Promise<{ location: string }>) {
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      const { location } = await request();
      store.browser.assign(httpLocationOrThrow(location, document.baseURI, T.badLocation));
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  }

  if (oidc.length === 0 && !ubuntuOne && !enterprise) return null;
  return (
    <div className={styles.methods}>
      {error ? <InlineNotification type="negative">{error}</InlineNotification> : null}
      {oidc.map((config) => (
        <Button
          key={config.id}
          fullWidth
          disabled={pending}
          onClick={() =>
            start(() => authApi.startOidc(store.api, { id: config.id, return_to: returnTo(), invitation_id: invitationId }))
          }
        >
          {/* One text that wraps as a whole: "Sign in with {name}", the name isolated (its id when it shows nothing). */}
          <span className={styles.methodLabel}>
            <ServerSentence text={T.oidc(isolate(displayName(config.name, T.providerFallback(config.id))))} />
          </span>
        </Button>
      ))}
      {ubuntuOne ? (
        <Button
          fullWidth
          disabled={pending}
          onClick={() => start(() => authApi.startUbuntuOne(store.api, { return_to: returnTo(), invitation_id: invitationId }))}
        >
          {T.ubuntuOne}
        </Button>
      ) : null}
      {enterprise ? (
        <Button
          fullWidth
          disabled={pending}
          onClick={() => start(() => authApi.startOidc(store.api, { return_to: returnTo(), invitation_id: invitationId }))}
        >
          {T.enterprise}
        </Button>
      ) : null}
    </div>
  );
}

function SignInForm({ invitationId }: { readonly invitationId: string | undefined }) {
  const query = useAtomValue(signInOptionsQueryAtom);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <>
        <InlineNotification type="negative">{errorMessage(query.error)}</InlineNotification>
        <Button onClick={() => void query.refetch()}>{T.retry}</Button>
      </>
    );
  }
  const options = query.data;
  const external = options.oidc.length > 0 || options.ubuntuOne || options.enterprise;
  return (
    <>
      {options.password ? <PasswordForm /> : null}
      {external ? <ExternalMethods {...options} invitationId={invitationId} /> : null}
      {!options.password && !external ? <p>{T.noMethods}</p> : null}
    </>
  );
}

/** The server says the invitation is not there (404 unknown, 410 gone): asking again will not change that. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** "You've been invited to {title}", the title isolated (a stand-in when it shows nothing). */
const invitedText = (summary: InvitationSummary) => T.invited(isolate(displayName(summary.account_title, T.invitedAccountFallback)));

/**
 * The methods of a page opened from an invitation, under what the page says of it (whose it is, or
 * why it cannot say). An invitation the server says is not there is not sent on: sign-in works as
 * without one. Only rendered with an invitation, so a sign-in page without one asks for nothing.
 */
function InvitedSignIn({ invitationId }: { readonly invitationId: string }) {
  const summaryAtom = useMemo(() => createInvitationSummaryAtom(invitationId), [invitationId]);
  const query = useAtomValue(summaryAtom);
  let notice: ReactNode = null;
  if (query.isError) {
    notice = (
      <div className={styles.invitation}>
        <InlineNotification type="negative">{errorMessage(query.error)}</InlineNotification>
        {isGone(query.error) ? null : <Button onClick={() => void query.refetch()}>{T.retry}</Button>}
      </div>
    );
  } else if (query.isSuccess) {
    notice = (
      <div className={styles.invitation}>
        <InlineNotification type="information">
          <ServerSentence text={invitedText(query.data)} />
        </InlineNotification>
      </div>
    );
  }
  return (
    <>
      {notice}
      <SignInForm invitationId={query.isError && isGone(query.error) ? undefined : invitationId} />
    </>
  );
}

function SignedIn() {
  const user = useAtomValue(authUserAtom);
  // The widget may be alone on its page, with no notification area: a failure shows here.
  const failure = useErrorInPlace();
  const { signOut: leave, pending } = useSignOut({ onError: failure.report });

  return (
    <div className={styles.signedIn} part="base">
      <span className={styles.who}>
        {T.signedInAs}{' '}
        <strong>
          <ServerText text={user?.name} fallback={T.unknownUser} />
        </strong>
        {user?.email ? (
          <span className={styles.muted}>
            {' ('}
            <ServerText text={user.email} />)
          </span>
        ) : null}
      </span>
      <ActionButton
        onClick={() => {
          failure.clear();
          leave();
        }}
        busy={pending}
        busyLabel={T.signingOut}
      >
        {T.signOut}
      </ActionButton>
      {failure.message ? <InlineNotification type="negative">{failure.message}</InlineNotification> : null}
    </div>
  );
}

export interface LoginScreenProps {
  /**
   * The invitation the page was opened from (`invitation_id`): its summary shows above the sign-in
   * methods, and the OIDC, Enterprise and Ubuntu One sign-ins carry it. Empty counts as none.
   */
  readonly invitationId?: string | undefined;
}

/** Signed out: the sign-in panel, with the invitation it was opened from. */
function SignInPanel({ invitationId }: { readonly invitationId: string | undefined }) {
  const status = useAtomValue(authStatusAtom);
  const authError = useAtomValue(authErrorAtom);
  const store = useStore();
  const titleId = useId();
  return (
    <section className={styles.screen} part="base" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {T.title}
      </h2>
      {authError ? (
        <>
          <InlineNotification type="negative">{errorMessage(authError)}</InlineNotification>
          {/* The form stays usable: signing in does not need the failed auth state. */}
          {status === 'error' ? <Button onClick={() => retryAuth(store)}>{T.retry}</Button> : null}
        </>
      ) : null}
      {invitationId === undefined ? <SignInForm invitationId={undefined} /> : <InvitedSignIn invitationId={invitationId} />}
    </section>
  );
}

/** `landscape-login`: every sign-in method the server offers; once signed in, who is signed in. */
export function LoginScreen({ invitationId }: LoginScreenProps) {
  const status = useAtomValue(authStatusAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') return <SignedIn />;
  return <SignInPanel invitationId={invitationId || undefined} />;
}
