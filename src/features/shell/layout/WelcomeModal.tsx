import { useId, useRef, useState } from 'react';
import { button } from '../../../ui/button/Button.css.ts';
import { focusMainHeading } from '../../../ui/focus.ts';
import { Modal } from '../../../ui/modal/Modal.tsx';
import { LAYOUT_TEXTS as T } from './texts.ts';

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
 * SPEC §2: the preview's welcome, shown until dismissed. "Got it!", Escape and Close all dismiss
 * it for good, and focus moves to the page's main heading, where reading starts.
 */
export function WelcomeModal() {
  const [open, setOpen] = useState(() => !wasDismissed());
  const textId = useId();
  const gotIt = useRef<HTMLButtonElement>(null);

  function dismiss() {
    rememberDismissal();
    setOpen(false);
  }

  return (
    <Modal
      title={T.welcomeTitle}
      open={open}
      onClose={dismiss}
      describedBy={textId}
      initialFocus={gotIt}
      finalFocus={focusMainHeading}
      footer={
        <button ref={gotIt} type="button" className={button({ appearance: 'primary' })} onClick={dismiss}>
          {T.welcomeDismiss}
        </button>
      }
    >
      <p id={textId}>
        {T.welcomeText}
      </p>
    </Modal>
  );
}
