import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/Button.tsx';
import { InlineNotification } from '../notification/InlineNotification.tsx';
import type { FormApi, FormValues } from './useForm.ts';

const SubmittingContext = createContext(false);

export interface FormProps<V extends FormValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  readonly form: FormApi<V>;
  /** Defaults to the form's submit; a stepped form passes its own (Next, or submit on the last step). */
  readonly onSubmit?: FormApi<V>['submit'];
  readonly children: ReactNode;
}

/**
 * `<form noValidate>` bound to a `useForm` form: our messages instead of the browser's bubbles, the
 * server's message at the top, and the submitting state for its `SubmitButton`.
 */
export function Form<V extends FormValues>({ form, onSubmit = form.submit, children, ...rest }: FormProps<V>) {
  return (
    <form {...rest} noValidate onSubmit={(event) => void onSubmit(event)}>
      {form.serverError ? <InlineNotification type="negative">{form.serverError}</InlineNotification> : null}
      <SubmittingContext.Provider value={form.submitting}>{children}</SubmittingContext.Provider>
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  readonly children: ReactNode;
  /** Shown instead of the children while the form submits, e.g. 'Signing in...'. */
  readonly progressLabel: ReactNode;
}

/** The submit button of the enclosing `Form`: busy and disabled while it submits, so it is pressed once. */
export function SubmitButton({ children, progressLabel, disabled, appearance = 'primary', ...rest }: SubmitButtonProps) {
  const submitting = useContext(SubmittingContext);
  return (
    <Button {...rest} type="submit" appearance={appearance} disabled={submitting || disabled} aria-busy={submitting || undefined}>
      {submitting ? progressLabel : children}
    </Button>
  );
}
