import type { ComponentProps } from 'react';
import { FieldFrame } from './Field.tsx';
import * as styles from './Field.css.ts';
import type { FieldProps } from './TextField.tsx';

export interface CheckboxFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'required' | 'children' | 'value' | 'checked'>,
    FieldProps<boolean> {
  readonly value: boolean | undefined;
}

/** One checkbox, its label beside it; the value is whether it is checked. */
export function CheckboxField({ label, help, error, required, id, value, onChange, onValueChange, ...input }: CheckboxFieldProps) {
  return (
    <FieldFrame label={label} help={help} error={error} required={required} id={id} className={styles.checkboxField}>
      {(control) => (
        <input
          {...control}
          {...input}
          type="checkbox"
          className={styles.choiceBox}
          checked={value ?? false}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.checked);
          }}
        />
      )}
    </FieldFrame>
  );
}
