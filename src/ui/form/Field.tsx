import { useId, type ReactNode } from 'react';
import * as styles from './Field.css.ts';

/** What a field's control needs so that its label, help and error reach assistive technology. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-required': true | undefined;
}

export interface FieldFrameProps {
  readonly label: ReactNode;
  /** Shown under the control, always. */
  readonly help?: ReactNode;
  /** A validation or server message; the control is then `aria-invalid`. */
  readonly error?: string | undefined;
  readonly required?: boolean;
  /** The control's id; generated when absent. */
  readonly id?: string | undefined;
  /** Label the control with `<label for>` (default), or name a group (`fieldset`/`legend`, for radios). */
  readonly as?: 'label' | 'group';
  readonly className?: string | undefined;
  readonly children: (control: ControlProps) => ReactNode;
}

/**
 * The frame every form field shares: label (or legend), the control, help text and error text, wired
 * with `aria-describedby` and `aria-invalid`. Field components render their control through it, so a
 * screen reader hears the same thing for every kind of field.
 */
export function FieldFrame({ label, help, error, required = false, id, as = 'label', className, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const marker = required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
  const rest = (
    <>
      {help ? (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
  const classes = className ? `${styles.field} ${className}` : styles.field;
  if (as === 'group') {
    return (
      <fieldset className={classes} aria-describedby={describedBy}>
        <legend className={styles.label}>
          {label}
          {marker}
        </legend>
        {children(control)}
        {rest}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {marker}
      </label>
      {children(control)}
      {rest}
    </div>
  );
}
