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

/**
 * The submit button of the enclosing `Form`: busy while it submits, so it is pressed once. Busy is
 * `aria-disabled`, not `disabled`: a disabled button drops focus to the page (keyboard users would
 * start again from the top, and a form in a side panel would lose its place); the form's own guard
 * refuses a second submit however it is asked for.
 */
export function SubmitButton({ children, progressLabel, disabled, appearance = 'primary', onClick, ...rest }: SubmitButtonProps) {
  const submitting = useContext(SubmittingContext);
  return (
    <Button
      {...rest}
      type="submit"
      appearance={appearance}
      disabled={disabled}
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      onClick={(event) => {
        if (submitting) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {submitting ? progressLabel : children}
    </Button>
  );
}
