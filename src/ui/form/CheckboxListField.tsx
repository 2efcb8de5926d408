import type { FocusEvent } from 'react';
import { FieldFrame } from './Field.tsx';
import * as fieldStyles from './Field.css.ts';

export interface CheckboxOption<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

export interface CheckboxListFieldProps<T extends string | number> {
  readonly label: string;
  readonly options: readonly CheckboxOption<T>[];
  /** The checked values, in the options' order; undefined (a form draft) is none. */
  readonly value: readonly T[] | undefined;
  readonly onValueChange: (value: T[]) => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** When focus leaves the group as a whole. */
  readonly onBlur?: () => void;
  /** The first checkbox, for a form to focus the field when it is invalid. */
  readonly ref?: (element: HTMLElement | null) => void;
}

/** Several choices as checkboxes in a group named by its legend (weekdays, months). */
export function CheckboxListField<T extends string | number>({
  label,
  options,
  value = [],
  onValueChange,
  error,
  required,
  disabled,
  onBlur,
  ref,
}: CheckboxListFieldProps<T>) {
  function toggle(option: T, checked: boolean) {
    onValueChange(options.map((candidate) => candidate.value).filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  }
  function blur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onBlur?.();
  }
  return (
    <FieldFrame as="group" label={label} error={error} required={required}>
      {(control) => (
        <div className={fieldStyles.checkboxList} onBlur={blur}>
          {options.map((option, index) => {
            const id = `${control.id}-${index}`;
            return (
              <div key={option.value} className={fieldStyles.choice}>
                <input
                  ref={index === 0 ? ref : undefined}
                  id={id}
                  type="checkbox"
                  className={fieldStyles.choiceBox}
                  checked={value.includes(option.value)}
                  disabled={disabled}
                  aria-invalid={control['aria-invalid']}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <label htmlFor={id}>{option.label}</label>
              </div>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
}
