import { Button } from '../../../ui/button/Button.tsx';
import { visuallyHidden } from '../../../ui/list/shared.css.ts';
import { AttachmentDownload } from '../AttachmentDownload.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { MAX_ATTACHMENTS, type AttachmentItem } from './script-form.ts';
import * as styles from './ScriptForm.css.ts';
import { SCRIPT_FORM_TEXTS as T } from './texts.ts';

export interface AttachmentSlotsProps {
  /** The script edited (its attachments download); absent while adding. */
  readonly scriptId?: number | undefined;
  readonly items: readonly AttachmentItem[];
  readonly onChange: (items: AttachmentItem[]) => void;
  readonly error?: string | undefined;
  /** The form focuses the first free slot when the rules are broken. */
  readonly fieldRef?: (element: HTMLElement | null) => void;
}

/**
 * §1.5's five attachment slots: an attachment the script has (download, remove), a file chosen here
 * (its size, remove), or a file input. The rules (5 files, 1.00MB in all, unique names) are checked
 * by the form before anything is sent; their message shows under the slots.
 */
export function AttachmentSlots({ scriptId, items, onChange, error, fieldRef }: AttachmentSlotsProps) {
  const errorId = 'script-attachments-error';
  return (
    <fieldset className={styles.attachments} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.heading}>{T.attachmentsHeading}</legend>
      <p className={styles.help}>{T.attachmentsHelp}</p>
      <ul className={styles.slots}>
        {Array.from({ length: MAX_ATTACHMENTS }, (_, index) => {
          const item = items[index];
          return (
            <li key={item ? `${item.kind}-${item.filename}-${index}` : `empty-${index}`} className={styles.slot}>
              {item ? (
                <FilledSlot scriptId={scriptId} item={item} onRemove={() => onChange(items.filter((_, at) => at !== index))} />
              ) : (
                <label className={styles.slot}>
                  <span className={visuallyHidden}>{T.slots[index]}</span>
                  <input
                    type="file"
                    className={styles.fileInput}
                    // The first free slot is where the form sends focus when the rules are broken.
                    ref={index === items.length ? fieldRef : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => {
                      const file = event.currentTarget.files?.[0];
                      if (file) onChange([...items, { kind: 'new', filename: file.name, size: file.size, file }]);
                    }}
                  />
                </label>
              )}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function FilledSlot({ scriptId, item, onRemove }: { readonly scriptId: number | undefined; readonly item: AttachmentItem; readonly onRemove: () => void }) {
  return (
    <>
      <span className={styles.filename}>
        <ServerText text={item.filename} />
      </span>
      {item.kind === 'new' ? <span className={styles.muted}>{T.newFile(item.size)}</span> : null}
      {item.kind === 'existing' && scriptId !== undefined ? <AttachmentDownload scriptId={scriptId} attachment={item} /> : null}
      <Button appearance="link" aria-label={T.removeName(item.filename)} onClick={onRemove}>
        {T.remove}
      </Button>
    </>
  );
}
