import { useId, type ReactNode, type Ref } from 'react';
import { FieldFrame } from './Field.tsx';
import * as styles from './Field.css.ts';
import type { FieldProps } from './TextField.tsx';

export interface ChoiceOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupFieldProps extends FieldProps<string> {
  readonly name?: string;
  readonly value: string | undefined;
  readonly options: readonly ChoiceOption[];
  readonly id?: string;
  readonly disabled?: boolean;
  readonly onBlur?: () => void;
  /** The radio that takes focus: the checked one, else the first. */
  readonly ref?: Ref<HTMLInputElement>;
}

/** Radios in a fieldset named by its legend; help and error describe the group, every radio carries aria-invalid. */
export function RadioGroupField({ label, help, error, required, id, name, value, options, disabled, onBlur, onValueChange, ref }: RadioGroupFieldProps) {
  const generated = useId();
  const groupName = name ?? generated;
  const focusIndex = Math.max(0, options.findIndex((option) => option.value === value));
  return (
    <FieldFrame as="group" label={label} help={help} error={error} required={required} id={id}>
      {(control) => (
        <div className={styles.choiceList}>
          {options.map((option, index) => {
            const optionId = index === 0 ? control.id : `${control.id}-${index}`;
            return (
              <div key={option.value} className={styles.choice}>
                <input
                  ref={index === focusIndex ? ref : undefined}
                  id={optionId}
                  type="radio"
                  className={styles.choiceBox}
                  name={groupName}
                  value={option.value}
                  checked={option.value === value}
                  disabled={disabled || option.disabled}
                  // Native `required`: aria-required is not allowed on a radio; the form is noValidate.
                  required={required}
                  aria-invalid={control['aria-invalid']}
                  onBlur={onBlur}
                  onChange={() => onValueChange?.(option.value)}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </div>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
}
