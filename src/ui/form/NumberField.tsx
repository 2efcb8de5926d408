import { TextField, type TextFieldProps } from './TextField.tsx';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onValueChange'> {
  /** undefined for an empty field. */
  readonly value: number | undefined;
  readonly onValueChange?: ((value: number | undefined) => void) | undefined;
}

/** A number input whose value is a number, or undefined when empty (or not a number yet). */
export function NumberField({ value, onValueChange, ...props }: NumberFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      value={value ?? ''}
      onValueChange={(text) => onValueChange?.(text === '' ? undefined : Number(text))}
    />
  );
}
