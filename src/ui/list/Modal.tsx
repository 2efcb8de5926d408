import { useId, useLayoutEffect, useRef, type JSX, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../button/Button.tsx';
import { deepActiveElement } from '../focus.ts';
import * as styles from './Modal.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface ModalProps {
  readonly title: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog: native `<dialog>` opened with `showModal()` (focus trap, inert page, top layer),
 * titled by its h2, with a Close button. Escape asks the caller to close (`onClose`), which decides
 * through `open`. When it closes, focus goes back to what was focused when it opened.
 */
export function Modal({ title, open, onClose, children }: ModalProps): JSX.Element | null {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = deepActiveElement();
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // Only when focus was in the dialog (now gone, so on the body): never steal it from elsewhere.
      const active = deepActiveElement();
      const focusWasInside = active === null || active === document.body || element.contains(active);
      if (focusWasInside && opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the caller closes by setting `open`, so the dialog never closes behind its back.
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={cancel}
      // Chrome closes without a cancel event when Escape repeats with no click between.
      onClose={onClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button appearance="link" className={styles.close} aria-label={T.close} onClick={onClose}>
          ×
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
