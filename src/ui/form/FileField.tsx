import { useRef, useState, type ComponentProps, type Ref } from 'react';
import { Button } from '../button/Button.tsx';
import { FieldFrame } from './Field.tsx';
import * as styles from './Field.css.ts';
import { fileProblem, type FileValue } from './file.ts';
import { FORM_TEXTS as T } from './texts.ts';
import type { FieldProps } from './TextField.tsx';

export interface FileFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'required' | 'children' | 'value' | 'accept' | 'multiple' | 'ref'>,
    FieldProps<FileValue | undefined> {
  readonly value: FileValue | undefined;
  /** Extensions and MIME types, e.g. ['.xml', 'text/xml', 'application/xml']. */
  readonly accept: readonly string[];
  readonly maxBytes: number;
  readonly ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Reads one text file (an XML tailoring file, say) into a string. A file of another type or over
 * the size limit is refused with a message saying why; the chosen file's name shows with a button
 * that removes it.
 */
export function FileField({ label, help, error, required, id, value, accept, maxBytes, onChange, onValueChange, ref, disabled, ...input }: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  async function choose(file: File | undefined) {
    if (!file) return;
    const found = fileProblem(file, accept, maxBytes);
    if (found) {
      setProblem(found);
      if (inputRef.current) inputRef.current.value = '';
      onValueChange?.(undefined);
      return;
    }
    try {
      const text = await file.text();
      setProblem(undefined);
      onValueChange?.({ name: file.name, text });
    } catch {
      setProblem(T.fileUnreadable);
    }
  }

  function clear() {
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    setProblem(undefined);
    onValueChange?.(undefined);
  }

  return (
    <FieldFrame label={label} help={help} error={problem ?? error} required={required} id={id}>
      {(control) => (
        <>
          <input
            {...control}
            {...input}
            ref={(element) => {
              inputRef.current = element;
              assignRef(ref, element);
            }}
            type="file"
            accept={accept.join(',')}
            disabled={disabled}
            onChange={(event) => {
              onChange?.(event);
              void choose(event.target.files?.[0]);
            }}
          />
          {value ? (
            <p className={styles.fileName}>
              <span>
                {T.chosenFile} <strong>{value.name}</strong>
              </span>
              <Button appearance="link" disabled={disabled} onClick={clear}>
                {T.removeFile(value.name)}
              </Button>
            </p>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
