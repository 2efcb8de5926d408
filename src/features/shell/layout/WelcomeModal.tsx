import { useId, useRef, useState } from 'react';
import { button } from '../../../ui/button/Button.css.ts';
import { focusMainHeading } from '../../../ui/focus.ts';
import { Modal } from '../../../ui/modal/Modal.tsx';
import { LAYOUT_TEXTS as T } from './texts.ts';
import { rememberDismissal, wasDismissed } from './welcome.ts';

/**
 * SPEC §2: the preview's welcome, shown until dismissed. "Got it!", Escape and Close all dismiss
 * it for good, and focus moves to the page's main heading, where reading starts. Loaded once the
 * page is idle, and only while not dismissed (Layout.tsx).
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
