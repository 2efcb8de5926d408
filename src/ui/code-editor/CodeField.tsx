import { useCallback, useId, useRef, type Ref } from 'react';
import { FieldFrame } from '../form/Field.tsx';
import type { FieldProps } from '../form/TextField.tsx';
import { CodeEditor, type CodeEditorProps } from './CodeEditor.tsx';
import { CODE_EDITOR_TEXTS as T } from './texts.ts';

export interface CodeFieldProps extends FieldProps<string>, Pick<CodeEditorProps, 'readOnly' | 'wrap' | 'height' | 'onBlur'> {
  readonly value: string | undefined;
  /** The form's name for the field (from its binding); there is no form control to carry it. */
  readonly name?: string;
  readonly id?: string | undefined;
  /** Gets the editor's focusable element: the form focuses it when the field is invalid. */
  readonly ref?: Ref<HTMLElement> | undefined;
}

/**
 * A code editor as a form field (`{...form.field('code')}`): label, required marker, help and error
 * as every field has them. The help says how to leave the editor by keyboard unless the screen gives
 * its own; a read-only editor lets Tab through, and has none by default.
 *
 * `<label for>` names only form controls, and the editor's textbox is not one: the label's text
 * names it through `aria-labelledby`, and a click on it focuses the editor.
 */
export function CodeField({ label, help, error, required = false, id, value, onValueChange, ref, name: _name, ...editor }: CodeFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;
  const element = useRef<HTMLElement | null>(null);
  const setElement = useCallback(
    (next: HTMLElement | null) => {
      element.current = next;
      if (typeof ref === 'function') ref(next);
      else if (ref) ref.current = next;
    },
    [ref],
  );
  return (
    <FieldFrame
      label={
        <span id={labelId} onClick={() => element.current?.focus()}>
          {label}
        </span>
      }
      help={help ?? (editor.readOnly ? undefined : T.keyboardHelp)}
      error={error}
      required={required}
      id={controlId}
    >
      {(control) => (
        <CodeEditor
          {...editor}
          id={control.id}
          labelledBy={labelId}
          describedBy={control['aria-describedby']}
          invalid={control['aria-invalid']}
          required={required}
          value={value ?? ''}
          onChange={onValueChange}
          ref={setElement}
        />
      )}
    </FieldFrame>
  );
}
