import type { Placement } from '@floating-ui/dom';
import { useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import { MoreIcon } from '../icons.tsx';
import { popup as popupStyle } from '../popup/popup.css.ts';
import { usePopup } from '../popup/usePopup.ts';
import { navigate, typeaheadMatch } from '../popup/list-navigation.ts';
import { usePopupDismissal } from '../popup/usePopupDismissal.ts';
import * as styles from './ActionsMenu.css.ts';
import { visuallyHidden } from '../list/shared.css.ts';

export interface MenuAction {
  readonly label: string;
  /**
   * The item's accessible name when the label alone is ambiguous, e.g. 'Run "Nightly" security
   * profile' for 'Run'. When it starts with the label, the rest is visually hidden text after it, so
   * the visible label stays the start of the name (WCAG 2.5.3); otherwise it is the item's aria-label.
   */
  readonly accessibleName?: string;
  readonly onSelect: () => void;
  /** Shown but not available; `disabledReason` says why. */
  readonly disabled?: boolean;
  readonly disabledReason?: string;
  /** Deletes, archives or otherwise cannot be undone: styled as such. */
  readonly destructive?: boolean;
}

export interface ActionsMenuProps {
  /** The button's accessible name, saying whose actions these are: "{title} profile actions". */
  readonly label: string;
  readonly actions: readonly MenuAction[];
  /** What the button shows; by default a "more" icon (the name still comes from `label`). */
  readonly children?: ReactNode;
  /** Default 'bottom-end': a row's actions sit at its end. */
  readonly placement?: Placement;
  /** The button's look, e.g. a button's ("Actions ▾"); by default a plain icon button. */
  readonly buttonClassName?: string;
}

/** Letters typed within this time search together ("de" for "Delete"). */
const TYPEAHEAD_RESET_MS = 500;

/**
 * A row actions menu, the WAI-ARIA menu button pattern: a button (`aria-haspopup="menu"`,
 * `aria-expanded`) opening a `role="menu"` of `role="menuitem"`s in the top layer. Enter, Space and
 * ArrowDown open it on the first item, ArrowUp on the last. In the menu, arrows move (wrapping), Home
 * and End jump, letters jump to the next item starting with them, Enter and Space activate, Escape
 * closes with focus back on the button, Tab closes and moves on. Disabled items stay focusable
 * (`aria-disabled`) with their reason shown under them and given as their description, so that
 * everyone learns why. Activating an item closes the menu and returns focus to the button first,
 * so that an action opening a modal or panel takes focus from there.
 */
export function ActionsMenu({ label, actions, children, placement = 'bottom-end', buttonClassName }: ActionsMenuProps): JSX.Element {
  // The default is read here, not as the parameter's default: the build resolved `styles.button` in a
  // parameter default against the body's own names (the menu rendered with another module's value
  // as its class, and threw where that name was missing).
  const triggerClass = buttonClassName ?? styles.button;
  const id = useId();
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  // Closing from outside (a press elsewhere, the control disabled) leaves focus where it went.
  const closeQuietly = useCallback(() => setOpen(false), []);
  const [focusIndex, setFocusIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const { anchor: trigger, floating: menu } = usePopup<HTMLButtonElement, HTMLDivElement>({ open, placement });
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const typed = useRef({ text: '', at: 0 });

  function show(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function hide(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  useLayoutEffect(() => {
    if (open) items.current[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  usePopupDismissal(root, open, closeQuietly);

  function activate(action: MenuAction) {
    if (action.disabled) return;
    hide(true);
    action.onSelect();
  }

  const last = actions.length - 1;

  function typeahead(key: string) {
    const now = performance.now();
    const text = now - typed.current.at < TYPEAHEAD_RESET_MS ? typed.current.text + key.toLowerCase() : key.toLowerCase();
    typed.current = { text, at: now };
    // A repeated first letter cycles through the items starting with it.
    const cycling = [...text].every((letter) => letter === text[0]);
    const match = typeaheadMatch(
      actions.map((action) => action.label),
      focusIndex + (cycling ? 1 : 0),
      cycling ? text[0]! : text,
    );
    if (match >= 0) setFocusIndex(match);
  }

  function menuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = actions[focusIndex];
    // Any other key ends a type-ahead search.
    if (event.key.length !== 1 || event.key === ' ') typed.current = { text: '', at: 0 };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End':
        event.preventDefault();
        // A menu goes round at its ends.
        setFocusIndex(navigate(event.key, focusIndex, actions.length, true));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (current) activate(current);
        break;
      case 'Escape':
        // Handled here: a side panel or modal around the menu must not close too.
        event.preventDefault();
        hide(true);
        break;
      case 'Tab':
        if (event.shiftKey) {
          event.preventDefault();
          hide(true);
        }
        // Forward, the browser moves on from the item (after the button in the DOM); blur closes.
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeahead(event.key);
    }
  }

  function buttonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : last);
    }
  }

  function blur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && !(next instanceof Node && event.currentTarget.contains(next))) setOpen(false);
  }

  return (
    <div ref={root} className={styles.actionsMenu} onBlur={blur}>
      <button
        ref={trigger}
        type="button"
        className={triggerClass}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? hide(false) : show(0))}
        onKeyDown={buttonKeyDown}
      >
        {children ?? <MoreIcon className={styles.icon} />}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          popover="manual"
          className={`${popupStyle} ${styles.menu}`}
          onKeyDown={menuKeyDown}
        >
          {actions.map((action, index) => {
            const itemId = `${id}-item-${index}`;
            const reason = action.disabled && action.disabledReason ? `${itemId}-reason` : undefined;
            return (
              <div
                key={`${index}-${action.label}`}
                ref={(element) => {
                  items.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                data-destructive={action.destructive ? 'true' : undefined}
                aria-label={nameIsLabelled(action) ? action.accessibleName : undefined}
                aria-disabled={action.disabled ? true : undefined}
                aria-describedby={reason}
                onClick={() => activate(action)}
                onMouseMove={() => {
                  if (index !== focusIndex) setFocusIndex(index);
                }}
              >
                <span>
                  <ItemName action={action} />
                </span>
                {reason ? (
                  // Heard as the item's description, not as part of its name.
                  <span id={reason} className={styles.reason} aria-hidden="true">
                    {action.disabledReason}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/** The accessible name does not start with the label: it is the item's aria-label. */
const nameIsLabelled = ({ label, accessibleName }: MenuAction): boolean =>
  accessibleName !== undefined && !accessibleName.startsWith(label);

/** An item's name: its label, completed by visually hidden context when the label alone is ambiguous. */
function ItemName({ action }: { readonly action: MenuAction }) {
  const { label, accessibleName } = action;
  if (!accessibleName || nameIsLabelled(action)) return <>{label}</>;
  return (
    <>
      {label}
      <span className={visuallyHidden}>{accessibleName.slice(label.length)}</span>
    </>
  );
}
