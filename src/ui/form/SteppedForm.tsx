import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { firstTabbable } from '../focus.ts';
import { Form, SubmitButton } from './Form.tsx';
import * as styles from './SteppedForm.css.ts';
import { FORM_TEXTS as T } from './texts.ts';
import type { FormValues } from './useForm.ts';
import type { FormStep, SteppedFormApi } from './useSteppedForm.ts';

export interface SteppedFormProps<V extends FormValues> {
  readonly stepped: SteppedFormApi<V>;
  readonly 'aria-label': string;
  /** The last step's (or the stacked form's) submit button, e.g. 'Add'. */
  readonly submitLabel: ReactNode;
  /** The submit button's text while submitting, e.g. 'Adding...'. */
  readonly progressLabel: ReactNode;
  /** Show 'Step N of M' above the step; off when the caller shows `stepped.progress` elsewhere (a panel subtitle). */
  readonly showProgress?: boolean;
  /** Before Back/Next, e.g. a Cancel button. */
  readonly extraActions?: ReactNode;
  /** A step's fields (or the summary); `disabled` for a disabled step in stacked mode. */
  readonly children: (step: FormStep, state: { readonly disabled: boolean }) => ReactNode;
}

/** Renders a `useSteppedForm` form: the current step with Back, Next and, last, the submit; or every step stacked. */
export function SteppedForm<V extends FormValues>({
  stepped,
  'aria-label': label,
  submitLabel,
  progressLabel,
  showProgress = true,
  extraActions,
  children,
}: SteppedFormProps<V>) {
  const current = useRef<HTMLFieldSetElement>(null);
  const shownIndex = useRef(stepped.index);

  // After Next or Back, focus goes to the new step's first field, not back to the page's start.
  useEffect(() => {
    if (shownIndex.current === stepped.index) return;
    shownIndex.current = stepped.index;
    if (current.current) (firstTabbable(current.current) ?? current.current).focus();
  }, [stepped.index]);

  const stacked = stepped.mode === 'stacked';
  const shown = stacked ? stepped.steps : [stepped.step];
  return (
    <Form form={stepped.form} onSubmit={stepped.submit} aria-label={label}>
      {!stacked && showProgress ? <p className={styles.progress}>{stepped.progress}</p> : null}
      {shown.map((step) => {
        const disabled = stacked && Boolean(step.disabled);
        return (
          <fieldset key={step.id} ref={step === stepped.step ? current : undefined} className={styles.step} disabled={disabled} tabIndex={-1}>
            <legend className={styles.stepTitle}>{step.title}</legend>
            {children(step, { disabled })}
          </fieldset>
        );
      })}
      {/*
        Pressing Back or Cancel must not first blur the field being edited: its error would appear
        and push the buttons down under the pointer, and the click would miss.
      */}
      <div
        className={styles.actions}
        onMouseDown={(event) => {
          if ((event.target as Element).closest('button[type="button"]')) event.preventDefault();
        }}
      >
        {extraActions}
        {!stacked && !stepped.isFirst ? <Button onClick={stepped.back}>{T.back}</Button> : null}
        {!stacked && !stepped.isLast ? (
          // A submit button, so Enter in a field goes to the next step; the form's onSubmit is Next here.
          <Button type="submit" appearance="primary" disabled={!stepped.canGoNext}>
            {T.next}
          </Button>
        ) : (
          <SubmitButton
            progressLabel={progressLabel}
            // Stacked, every step shows: one still loading (and checked) holds the submit.
            disabled={stacked ? stepped.steps.some((step) => step.loading && !step.disabled) : Boolean(stepped.step.loading)}
            // The submit takes Next's place: the second press of a double-click on Next must not submit.
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
          >
            {submitLabel}
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}
