import { useId, useLayoutEffect, useRef, type JSX, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { Button } from '../button/Button.tsx';
import { deepActiveElement } from '../focus.ts';
import { useOverflowing } from '../overflow.ts';
import * as styles from './Modal.css.ts';
import { MODAL_TEXTS as T } from './texts.ts';
import { ServerSentence } from '../server-text/ServerSentence.tsx';

export interface ModalProps {
  readonly title: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons under the body, at its end (the last is the main one). */
  readonly footer?: ReactNode;
  /** The id of the text that describes the dialog, announced with its title. */
  readonly describedBy?: string;
  /** What takes focus on open; by default the browser's choice, the first control (Close). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close, found then in the document or shadow root the modal was in; by
   * default back to what was focused when it opened.
   */
  readonly finalFocus?: (root: Document | ShadowRoot) => HTMLElement | null;
}

/**
 * A modal dialog: native `<dialog>` opened with `showModal()` (focus trap, inert page, top layer),
 * titled by its h2, with a Close button. Escape asks the caller to close (`onClose`), which decides
 * through `open`. When it closes, focus goes back to what was focused when it opened.
 */
export function Modal({ title, open, onClose, children, footer, describedBy, initialFocus, finalFocus }: ModalProps): JSX.Element | null {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const focusAfter = useRef(finalFocus);
  focusAfter.current = finalFocus;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = deepActiveElement();
    const root = element.getRootNode() as Document | ShadowRoot;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      // Only when focus was in the dialog (now gone, so on the body): never steal it from elsewhere.
      const active = deepActiveElement();
      const focusWasInside = active === null || active === document.body || element.contains(active);
      if (!focusWasInside) return;
      const target = focusAfter.current?.(root) ?? opener;
      if (target?.isConnected) target.focus();
    };
    // initialFocus is read on opening only.
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
      aria-describedby={describedBy}
      onCancel={cancel}
      // Chrome closes without a cancel event when Escape repeats with no click between.
      onClose={onClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <ServerSentence text={title} />
        </h2>
        <Button appearance="link" className={styles.close} aria-label={T.close} onClick={onClose}>
          ×
        </Button>
      </div>
      <ModalBody labelledBy={titleId}>{children}</ModalBody>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}

/** The body; when its content is taller than it, it scrolls in a focusable region named like the dialog. */
function ModalBody({ labelledBy, children }: { readonly labelledBy: string; readonly children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(body, 'y');
  return (
    <div ref={body} className={styles.body} {...(overflowing ? { role: 'region', 'aria-labelledby': labelledBy, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
