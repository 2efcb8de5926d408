import { useAtomValue } from 'jotai/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import { authApi } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { httpLocationOrThrow } from '../../lib/urls.ts';
import { authErrorAtom, authStatusAtom, authUserAtom, signIn } from '../../state/auth.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { TextField } from '../../ui/field/TextField.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import * as styles from './LoginScreen.css.ts';
import type { SignInOptions } from './login-methods.ts';
import { signInOptionsQueryAtom } from './queries.ts';
import { loginSchema, type LoginValues } from './schema.ts';
import { LOGIN_TEXTS as T } from './texts.ts';
import { useSignOut } from './useSignOut.ts';

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const path = inner.path as keyof LoginValues | undefined;
    if (path && !errors[path]) errors[path] = inner.message;
  }
  return errors;
}

/** Where an identity provider should send the user back to: this page, same origin. */
function returnTo(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function PasswordForm() {
  const store = useStore();
  const host = useHost();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A ref, not state: a second submit in the same tick must see the first one.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      let credentials: LoginValues;
      try {
        credentials = loginSchema.validateSync(values, { abortEarly: false });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const found = fieldErrors(error);
        setErrors(found);
        (found.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      setErrors({});
      setServerError(undefined);
      setSubmitting(true);
      await signIn(store, credentials, host);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form onSubmit={submit} noValidate aria-label={T.title}>
      {serverError ? <InlineNotification type="negative">{serverError}</InlineNotification> : null}
      <TextField
        ref={emailRef}
        label={T.email}
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <TextField
        ref={passwordRef}
        label={T.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={change('password')}
      />
      <Button type="submit" appearance="primary" fullWidth disabled={submitting} aria-busy={submitting}>
        {submitting ? T.submitting : T.submit}
      </Button>
    </form>
  );
}

function ExternalMethods({ oidc, ubuntuOne, enterprise }: Pick<SignInOptions, 'oidc' | 'ubuntuOne' | 'enterprise'>) {
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
          onClick={() => start(() => authApi.startOidc(store.api, { id: config.id, return_to: returnTo() }))}
        >
          {T.oidc(config.name)}
        </Button>
      ))}
      {ubuntuOne ? (
        <Button
          fullWidth
          disabled={pending}
          onClick={() => start(() => authApi.startUbuntuOne(store.api, { return_to: returnTo() }))}
        >
          {T.ubuntuOne}
        </Button>
      ) : null}
      {enterprise ? (
        <Button fullWidth disabled={pending} onClick={() => start(() => authApi.startOidc(store.api, { return_to: returnTo() }))}>
          {T.enterprise}
        </Button>
      ) : null}
    </div>
  );
}

function SignInForm() {
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
      {external ? <ExternalMethods {...options} /> : null}
      {!options.password && !external ? <p>{T.noMethods}</p> : null}
    </>
  );
}

function SignedIn() {
  const user = useAtomValue(authUserAtom);
  const { signOut: leave, pending } = useSignOut();

  return (
    <div className={styles.signedIn} part="base">
      <span>
        {T.signedInAs} <strong>{user?.name || T.unknownUser}</strong>
        {user?.email ? <span className={styles.muted}> ({user.email})</span> : null}
      </span>
      <Button onClick={leave} disabled={pending}>
        {T.signOut}
      </Button>
    </div>
  );
}

/** `landscape-login`: every sign-in method the server offers; once signed in, who is signed in. */
export function LoginScreen() {
  const status = useAtomValue(authStatusAtom);
  const authError = useAtomValue(authErrorAtom);
  const titleId = useId();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') return <SignedIn />;
  return (
    <section className={styles.screen} part="base" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {T.title}
      </h2>
      {authError ? <InlineNotification type="negative">{errorMessage(authError)}</InlineNotification> : null}
      <SignInForm />
    </section>
  );
}
