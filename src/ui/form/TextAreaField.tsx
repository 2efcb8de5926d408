import type { ComponentProps } from 'react';
import { FieldFrame } from './Field.tsx';
import * as styles from './Field.css.ts';
import type { FieldProps } from './TextField.tsx';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'required' | 'children' | 'value'>, FieldProps<string> {
  readonly value: string | undefined;
}

export function TextAreaField({ label, help, error, required, id, className, value, onChange, onValueChange, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} help={help} error={error} required={required} id={id}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          value={value ?? ''}
          className={`${styles.control} ${styles.textarea}${className ? ` ${className}` : ''}`}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      )}
    </FieldFrame>
  );
}
