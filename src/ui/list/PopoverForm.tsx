import type { FormEvent, JSX, ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import * as styles from './PopoverForm.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface PopoverFormProps {
  /** The fields. */
  readonly children: ReactNode;
  /** Apply pressed (or Enter in a field); the default submit is already prevented. */
  readonly onApply: () => void;
  readonly onReset: () => void;
  /** Default 'Reset' and 'Apply'. */
  readonly resetLabel?: string;
  readonly applyLabel?: string;
}

/**
 * The form inside a filter popover: fields, then Reset and Apply (the submit button). noValidate, so
 * the filter shows its own messages instead of the browser's bubbles.
 */
export function PopoverForm({ children, onApply, onReset, resetLabel = T.reset, applyLabel = T.apply }: PopoverFormProps): JSX.Element {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {children}
      <div className={styles.actions}>
        <Button onClick={onReset}>{resetLabel}</Button>
        <Button type="submit" appearance="primary">
          {applyLabel}
        </Button>
      </div>
    </form>
  );
}
