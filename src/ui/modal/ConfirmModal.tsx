import { useId, useRef, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../button/Button.tsx';
import { TextField } from '../form/TextField.tsx';
import { InlineNotification } from '../notification/InlineNotification.tsx';
import * as styles from './ConfirmModal.css.ts';
import { Modal } from './Modal.tsx';
import { MODAL_TEXTS as T } from './texts.ts';

/** "Type archive foo to confirm": the label around the text, which is shown in bold. */
export interface ConfirmText {
  readonly text: string;
  readonly before: string;
  readonly after: string;
}

export interface ConfirmModalProps {
  readonly title: string;
  readonly open: boolean;
  /** Cancel, Escape, Close, and a confirmed action all close through this. */
  readonly onClose: () => void;
  /** What will happen, e.g. "This will delete the Okta provider." */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs, e.g. "Deleting…"; default `confirmLabel`. */
  readonly progressLabel?: string;
  /** 'negative' for what destroys or cannot be undone. */
  readonly appearance?: 'primary' | 'negative';
  /** The action; the modal closes once it resolves, and shows its error and stays open if it rejects. */
  readonly onConfirm: () => Promise<unknown>;
  /** The confirm button stays disabled until this text is typed exactly. */
  readonly confirmText?: ConfirmText;
  /** The cancel button's label; default 'Cancel'. */
  readonly cancelLabel?: string;
  /** Keeps the confirm button disabled, e.g. while what it confirms is still loading. */
  readonly confirmDisabled?: boolean;
  /** Focus on cancel when the modal opens (where confirming throws something away); default the browser's choice. */
  readonly focusCancel?: boolean;
}

/**
 * A confirmation modal: the body, then Cancel and the confirm button. The confirm button is
 * disabled with `aria-busy` and its progress label while `onConfirm` runs, which is called once
 * however fast it is pressed. A failure is shown in the modal with the server's message, and the
 * modal stays open for another try. With `confirmText`, a field asks for that text and the button
 * stays disabled until it matches exactly; Enter in the field then confirms.
 */
export function ConfirmModal({
  title,
  open,
  onClose,
  children,
  confirmLabel,
  progressLabel = confirmLabel,
  appearance = 'primary',
  onConfirm,
  confirmText,
  cancelLabel = T.cancel,
  focusCancel = false,
  confirmDisabled = false,
}: ConfirmModalProps): JSX.Element | null {
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // State alone lets a second press through before React re-renders the disabled button.
  const busy = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const matches = (!confirmText || typed === confirmText.text) && !confirmDisabled;

  function close() {
    setTyped('');
    setFailure(null);
    onClose();
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !matches) return;
    busy.current = true;
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }

  const footer = (
    <>
      <Button ref={cancel} onClick={close}>
        {cancelLabel}
      </Button>
      {/* Busy is aria-disabled (a disabled button would drop focus out of the dialog); the guard
          in confirm() sends one request. */}
      <Button
        type="submit"
        form={formId}
        appearance={appearance}
        disabled={!matches}
        aria-disabled={running || undefined}
        aria-busy={running || undefined}
      >
        {running ? progressLabel : confirmLabel}
      </Button>
    </>
  );

  return (
    <Modal title={title} open={open} onClose={close} footer={footer} initialFocus={confirmText ? input : focusCancel ? cancel : undefined}>
      <form id={formId} className={styles.form} onSubmit={confirm} noValidate>
        <div className={styles.body}>{children}</div>
        {confirmText ? (
          <TextField
            ref={input}
            label={
              <>
                {confirmText.before}
                {/* Isolated: a title in it (`remove {title}`) cannot reorder the words after it. */}
                <bdi>
                  <strong>{confirmText.text}</strong>
                </bdi>
                {confirmText.after}
              </>
            }
            type="text"
            autoComplete="off"
            spellCheck={false}
            // profiles.md §0.4: the phrase as the field's placeholder too.
            placeholder={confirmText.text}
            value={typed}
            onValueChange={setTyped}
          />
        ) : null}
        {failure ? <InlineNotification type="negative">{failure}</InlineNotification> : null}
      </form>
    </Modal>
  );
}
