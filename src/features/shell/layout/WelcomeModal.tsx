import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button/Button.tsx';
import { LAYOUT_TEXTS as T } from './texts.ts';
import * as styles from './WelcomeModal.css.ts';

/** SPEC §9: where the dismissal is remembered. */
export const WELCOME_DISMISSED_KEY = '_landscape_isWelcomePopupClosed';

/** Storage can be switched off or throw (private modes, sandboxed frames): then it is simply not remembered. */
function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(WELCOME_DISMISSED_KEY, 'true');
  } catch {
    // Not remembered: the welcome shows again next time, which is all that is lost.
  }
}

/**
 * SPEC §2: the preview's welcome, shown until dismissed with "Got it!". Escape closes it for now
 * without remembering, as a native modal dialog does.
 */
export function WelcomeModal() {
  const [open, setOpen] = useState(() => !wasDismissed());
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (open && element?.isConnected && !element.open) element.showModal();
  }, [open]);

  if (!open) return null;

  function dismiss() {
    rememberDismissal();
    dialog.current?.close();
    setOpen(false);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => setOpen(false)}
    >
      <h2 id={titleId} className={styles.title}>
        {T.welcomeTitle}
      </h2>
      <p id={textId} className={styles.text}>
        {T.welcomeText}
      </p>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={dismiss} autoFocus>
          {T.welcomeDismiss}
        </Button>
      </div>
    </dialog>
  );
}
