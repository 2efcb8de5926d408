import type { Placement } from '@floating-ui/dom';
import { useEffect, useId, useRef, useState, type JSX, type ReactNode, type RefObject } from 'react';
import { usePopup } from '../popup/usePopup.ts';
import * as styles from './Tooltip.css.ts';

/** What the trigger element takes from its tooltip: spread them onto it. */
export interface TooltipTriggerProps<T extends HTMLElement> {
  readonly ref: RefObject<T | null>;
  /** Absent while there is no content. */
  readonly 'aria-describedby': string | undefined;
  readonly onMouseEnter: () => void;
  readonly onMouseLeave: () => void;
  readonly onFocus: (event: { readonly currentTarget: Element }) => void;
  readonly onBlur: () => void;
}

export interface TooltipProps<T extends HTMLElement> {
  /**
   * Plain text or phrasing content: it becomes the trigger's description. Without content (null,
   * undefined, '') there is no tooltip, e.g. while a control is available and has no reason to give.
   */
  readonly content: ReactNode;
  /** Default 'top'; it flips when there is no room. */
  readonly placement?: Placement;
  readonly children: (trigger: TooltipTriggerProps<T>) => ReactNode;
}

/** Leaving the trigger for the tooltip itself (to read or select it) must not close it (WCAG 1.4.13). */
const HIDE_DELAY_MS = 150;

/**
 * A tooltip: a `role="tooltip"` in the top layer that describes its trigger (`aria-describedby`),
 * shown while the pointer is over the trigger or the tooltip, or while the trigger has keyboard
 * focus; Escape closes it. The trigger is rendered by the caller with the props given:
 *
 * ```tsx
 * <Tooltip content="Every selected activity must be approvable.">
 *   {(trigger) => <Button {...trigger} aria-disabled="true">Approve</Button>}
 * </Tooltip>
 * ```
 *
 * A disabled button gets no pointer events and no focus, so nobody could reach its tooltip: a
 * control that is unavailable for a reason stays focusable with `aria-disabled="true"` instead of
 * `disabled` (its click handler must then do nothing), and the reason is its tooltip.
 */
export function Tooltip<T extends HTMLElement = HTMLButtonElement>({ content, placement = 'top', children }: TooltipProps<T>): JSX.Element {
  const id = useId();
  const [open, setOpen] = useState(false);
  const empty = content === null || content === undefined || content === false || content === '';
  // Pointer or focus may stay on the trigger while its content comes and goes: shown once it has some.
  const shown = open && !empty;
  const { anchor, floating } = usePopup<T, HTMLSpanElement>({ open: shown, placement, gap: 6 });
  const hideTimer = useRef<number | undefined>(undefined);

  function show() {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  }

  /**
   * Keyboard focus shows it; the focus a mouse press leaves on a button does not (the pointer's
   * hover already did, and it would stay after the pointer moved away).
   */
  function showForKeyboard(event: { readonly currentTarget: Element }) {
    if (event.currentTarget.matches(':focus-visible')) show();
  }

  function hideSoon() {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  }

  function hide() {
    window.clearTimeout(hideTimer.current);
    setOpen(false);
  }

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!shown) return;
    // On the document: Escape closes it also when the pointer, not focus, opened it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only this Escape: a dialog or panel around the trigger stays open.
      event.preventDefault();
      hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  return (
    <>
      {children({ ref: anchor, 'aria-describedby': empty ? undefined : id, onMouseEnter: show, onMouseLeave: hideSoon, onFocus: showForKeyboard, onBlur: hide })}
      {/* A span: triggers sit in phrasing content (a paragraph, a table cell's text). */}
      <span ref={floating} id={id} role="tooltip" popover="manual" className={styles.tooltip} onMouseEnter={show} onMouseLeave={hideSoon}>
        {content}
      </span>
    </>
  );
}
