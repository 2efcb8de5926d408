import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './Field.tsx';
import * as styles from './Field.css.ts';

/** What every field component takes besides its control's own attributes. */
export interface FieldProps<T> {
  readonly label: ReactNode;
  readonly help?: ReactNode;
  /** A validation or server message for this field. */
  readonly error?: string | undefined;
  /** Marks the field required for people and assistive technology; the schema does the checking. */
  readonly required?: boolean;
  /** The new value, already read from the event (text, number, boolean, file...). */
  readonly onValueChange?: ((value: T) => void) | undefined;
}

type InputProps = Omit<ComponentProps<'input'>, 'required' | 'children'>;

export interface TextFieldProps extends InputProps, FieldProps<string> {
  /** A control beside the input, inside the field: the password field's show/hide button. */
  readonly trailing?: ReactNode;
}

/** A text-like input (text, email, password, search, url, datetime-local...) in a `FieldFrame`. */
export function TextField({ label, help, error, required, id, className, trailing, onChange, onValueChange, value, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} help={help} error={error} required={required} id={id}>
      {(control) => {
        const element = (
          <input
            {...control}
            {...input}
            value={value ?? (onValueChange ? '' : undefined)}
            className={className ? `${styles.control} ${className}` : styles.control}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          />
        );
        return trailing ? (
          <div className={styles.withTrailing}>
            {element}
            {trailing}
          </div>
        ) : (
          element
        );
      }}
    </FieldFrame>
  );
}
