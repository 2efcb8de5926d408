import type { ComponentProps } from 'react';
import { FieldFrame } from './Field.tsx';
import * as styles from './Field.css.ts';
import type { FieldProps } from './TextField.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'required' | 'children' | 'value' | 'multiple'>, FieldProps<string> {
  readonly value: string | undefined;
  readonly options: readonly SelectOption[];
  /** A first option with the value '', e.g. 'Select a benchmark'. */
  readonly placeholder?: string;
}

/** A native `<select>`: the platform's own keyboard and screen reader behaviour, right for forms. */
export function SelectField({ label, help, error, required, id, className, value, options, placeholder, onChange, onValueChange, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} help={help} error={error} required={required} id={id}>
      {(control) => (
        <select
          {...control}
          {...select}
          value={value ?? ''}
          className={className ? `${styles.control} ${className}` : styles.control}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
