import { useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import { button as buttonStyle } from '../button/Button.css.ts';
import { firstTabbable } from '../focus.ts';
import { CountBadge } from '../badge/CountBadge.tsx';
import { ChevronDownIcon } from '../icons.tsx';
import { popup as popupStyle } from '../popup/popup.css.ts';
import { usePopup } from '../popup/usePopup.ts';
import { usePopupDismissal } from '../popup/usePopupDismissal.ts';
import * as styles from './Popover.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface PopoverProps {
  readonly buttonLabel: string;
  /** A count shown on the button when above 0, e.g. how many filters the popup holds. */
  readonly badge?: number;
  /** The popup's content; `close` closes it and returns focus to the button. */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A button opening a non-modal popup (a `role="dialog"` named like the button). Focus moves to the
 * popup's first control on open; Escape closes and returns focus to the button; a press outside, or
 * focus moving elsewhere, closes it and leaves focus where the user put it. The content mounts on
 * each open, so unapplied edits do not survive closing. The popup is in the top layer (usePopup).
 */
export function Popover({ buttonLabel, badge = 0, children }: PopoverProps): JSX.Element {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Closing from outside (a press elsewhere, the control disabled) leaves focus where it went.
  const closeQuietly = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const { anchor: button, floating: popup } = usePopup<HTMLButtonElement, HTMLDivElement>({ open });

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [button]);

  useLayoutEffect(() => {
    if (!open || !popup.current) return;
    // No scrolling: the popup is beside the button just pressed, and may still move to align its end.
    (firstTabbable(popup.current) ?? popup.current).focus({ preventScroll: true });
  }, [open]);

  usePopupDismissal(root, open, closeQuietly);

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Something inside (a select) may have used Escape for itself.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    close();
  }

  function blur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  const counted = badge > 0;

  return (
    <div ref={root} className={styles.popover} onKeyDown={keyDown} onBlur={blur}>
      <button
        ref={button}
        type="button"
        className={buttonStyle({ appearance: 'base' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        // The badge shows a bare number; the name says what it counts.
        aria-label={counted ? T.withBadge(buttonLabel, badge) : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span>{buttonLabel}</span>
        {counted ? <CountBadge count={badge} className={styles.badge} /> : null}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open ? (
        <div
          ref={popup}
          id={id}
          className={`${popupStyle} ${styles.popup}`}
          popover="manual"
          role="dialog"
          aria-label={buttonLabel}
          tabIndex={-1}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
