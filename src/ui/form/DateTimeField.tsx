import { TextField, type TextFieldProps } from './TextField.tsx';

export type DateTimeFieldProps = Omit<TextFieldProps, 'type'>;

/** A local date and time: the value is 'YYYY-MM-DDTHH:mm' (a `datetime-local` value) or ''. */
export function DateTimeField(props: DateTimeFieldProps) {
  return <TextField {...props} type="datetime-local" />;
}
