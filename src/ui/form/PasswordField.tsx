import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import * as styles from './Field.css.ts';
import { FORM_TEXTS as T } from './texts.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle button (pressed while the password is shown). */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      trailing={
        <Button
          className={styles.toggle}
          aria-label={T.showPassword}
          aria-pressed={shown}
          aria-controls={inputId}
          disabled={props.disabled}
          onClick={() => setShown((value) => !value)}
        >
          Show
        </Button>
      }
    />
  );
}
