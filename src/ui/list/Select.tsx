import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type JSX, type KeyboardEvent, type MouseEvent,  } from 'react';
import { CheckIcon, ChevronDownIcon } from '../icons.tsx';
import { popup as popupStyle } from '../popup/popup.css.ts';
import { usePopup } from '../popup/usePopup.ts';
import { navigate, typeaheadMatch } from '../popup/list-navigation.ts';
import { usePopupDismissal } from '../popup/usePopupDismissal.ts';
import * as styles from './Select.css.ts';
import { LIST_TEXTS as T, SELECT_LIMITS } from './texts.ts';
import { UI_TEXTS } from '../texts.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A search field above the options; by default from 5 options on (SPEC §9). */
  readonly searchable?: boolean;
  readonly disabled?: boolean;
  /**
   * The label above the button, which then shows only the choice (a form-like selector such as the
   * organisation's). Its name still says both: "{label}: {choice}". Like a form field it is as wide as
   * its container makes it, and its popup as wide as it, never as wide as a choice: a long choice is
   * cut with an ellipsis, whole in its `title`.
   */
  readonly labelAbove?: boolean;
  /**
   * More options are on their way: the open popup says 'Loading...' under those it has (a status; the
   * listbox `aria-busy`), which stay choosable, and shows the rest as they arrive, keeping the active
   * option and focus. Give such a select a fixed `searchable`, so their arrival does not switch its mode.
   */
  readonly loading?: boolean;
  /** The options could not all be loaded: the open popup says so in the same status, under those it has. */
  readonly loadError?: string | undefined;
  /**
   * The user is about to use it (the pointer over its button, focus on it) or opens it: the moment to
   * start loading options. Called on every such sign, so keep it cheap and idempotent.
   */
  readonly onIntent?: () => void;
}

/**
 * A dropdown filter: a button showing "{label}: {choice}" that opens a listbox (SPEC §9: at most
 * 480px tall, searchable from 5 options, the search field focused 100 ms after opening).
 *
 * The button has `aria-haspopup="listbox"`. Open, focus is in the popup and the active option is
 * `aria-activedescendant` of the focused element: the listbox itself, or the search field, which is
 * then a combobox controlling the listbox. Arrows, Home and End move; Enter chooses; Escape closes
 * and returns to the button; Tab closes and moves on; a press outside closes. Without search, typing
 * a letter moves to the next option starting with it. With search, what is typed before the field
 * has taken focus (on the button just pressed) goes into the field, which then takes focus at once.
 * The popup is in the top layer (usePopup), so no host container clips or covers it.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  searchable = options.length >= SELECT_LIMITS.searchableFrom,
  disabled = false,
  labelAbove = false,
  loading,
  loadError,
  onIntent,
}: SelectProps): JSX.Element {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (option: SelectOption) => `${id}-option-${options.indexOf(option)}`;
  const [open, setOpen] = useState(false);
  // Closing from outside (a press elsewhere, the control disabled) leaves focus where it went.
  const closeQuietly = useCallback(() => setOpen(false), []);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { anchor: trigger, floating: popup } = usePopup<HTMLButtonElement, HTMLDivElement>({
    open,
    matchWidth: true,
    maxHeight: SELECT_LIMITS.maxHeightPx,
  });
  const listbox = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // Set by Tab in the popup: focus may leave for the browser's own UI, with no element to compare.
  const tabbing = useRef(false);

  const selected = options.find((option) => option.value === value);
  const term = searchable ? query.trim().toLowerCase() : '';
  const visible = term ? options.filter((option) => option.label.toLowerCase().includes(term)) : options;
  // Options that arrived after a search matched none: the first match becomes active.
  const activeOption = visible.find((option) => option.value === active) ?? (term ? visible[0] : undefined);
  const activeId = open && activeOption ? optionId(activeOption) : undefined;

  function show() {
    onIntent?.();
    setQuery('');
    setActive(selected?.value ?? options[0]?.value ?? null);
    setOpen(true);
  }

  function hide(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function choose(option: SelectOption) {
    hide(true);
    if (option.value !== value) onChange(option.value);
  }

  function moveTo(index: number) {
    const option = visible[Math.max(0, Math.min(visible.length - 1, index))];
    if (option) setActive(option.value);
  }

  const activeIndex = activeOption ? visible.indexOf(activeOption) : -1;

  function filter(next: string) {
    setQuery(next);
    const needle = next.trim().toLowerCase();
    setActive(options.find((option) => option.label.toLowerCase().includes(needle))?.value ?? null);
  }

  // Without search the listbox takes focus at once; with search, the field does after SPEC's delay.
  useLayoutEffect(() => {
    if (!open) return;
    if (!searchable) {
      // No scrolling: the popup is beside the button just pressed, and may still move to align its end.
      listbox.current?.focus({ preventScroll: true });
      return;
    }
    const timer = window.setTimeout(() => search.current?.focus(), SELECT_LIMITS.focusDelayMs);
    return () => window.clearTimeout(timer);
  }, [open, searchable]);

  usePopupDismissal(root, open, closeQuietly, disabled);

  useEffect(() => {
    if (!open) return;
    listbox.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function typeahead(key: string) {
    const match = visible[typeaheadMatch(visible.map((option) => option.label), activeIndex + 1, key)];
    if (match) setActive(match.value);
  }

  /** Keys where focus is while open: the listbox, or the search field. */
  function popupKeyDown(event: KeyboardEvent<HTMLElement>) {
    const inSearch = event.currentTarget === search.current;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End':
        // In the search field Home and End move the caret.
        if (inSearch && (event.key === 'Home' || event.key === 'End')) break;
        event.preventDefault();
        moveTo(navigate(event.key, activeIndex, visible.length));
        break;
      case 'Enter':
        event.preventDefault();
        if (activeOption) choose(activeOption);
        break;
      case 'Escape':
        // Handled here: a side panel or popover around the select must not close too.
        event.preventDefault();
        hide(true);
        break;
      case 'Tab':
        if (event.shiftKey) {
          event.preventDefault();
          hide(true);
        } else {
          tabbing.current = true;
        }
        break;
      default:
        if (!inSearch && isTyping(event)) {
          typeahead(event.key);
        }
    }
  }

  function triggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show();
      else moveTo(activeIndex + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide(true);
    } else if (event.key === 'Enter' && open && searchable && activeOption) {
      // Before the search field takes focus (SPEC's delay), Enter still chooses.
      event.preventDefault();
      choose(activeOption);
    } else if (open && searchable && isTyping(event)) {
      // Typed before SPEC's delay ran out: kept in the field, which takes focus now for what follows.
      event.preventDefault();
      filter(query + event.key);
      search.current?.focus();
    }
  }

  function blur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    const leaving = next instanceof Node ? !event.currentTarget.contains(next) : tabbing.current;
    tabbing.current = false;
    if (open && leaving) setOpen(false);
  }

  /** Presses in the popup keep focus where it is (the search field or listbox) instead of blurring. */
  function keepFocus(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== search.current) event.preventDefault();
  }

  return (
    <div ref={root} className={labelAbove ? `${styles.select} ${styles.labelledAbove}` : styles.select} onBlur={blur}>
      {labelAbove ? (
        <span className={styles.labelAbove} aria-hidden="true">
          {label}
        </span>
      ) : null}
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        disabled={disabled}
        onClick={() => (open ? hide(false) : show())}
        onKeyDown={triggerKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-label={labelAbove && selected ? T.selectValue(label, selected.label) : undefined}
      >
        {/* Choices are often server strings: isolated, and whole in the title when cut short. */}
        <span className={labelAbove ? styles.fieldTriggerText : styles.triggerText} title={selected?.label}>
          {selected ? (
            labelAbove ? (
              <bdi>{selected.label}</bdi>
            ) : (
              <>
                {T.selectValue(label, '')}
                <bdi>{selected.label}</bdi>
              </>
            )
          ) : (
            label
          )}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open ? (
        <div ref={popup} className={`${popupStyle} ${styles.popup}`} popover="manual" onMouseDown={keepFocus}>
          {searchable ? (
            <input
              ref={search}
              type="search"
              className={styles.search}
              role="combobox"
              aria-label={T.searchOptions(label)}
              // Without it the field reads as an empty box above the options.
              placeholder={T.search}
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              autoComplete="off"
              value={query}
              onChange={(event) => filter(event.target.value)}
              onKeyDown={popupKeyDown}
            />
          ) : null}
          <ul
            ref={listbox}
            id={listboxId}
            className={styles.listbox}
            role="listbox"
            aria-label={label}
            tabIndex={searchable ? undefined : -1}
            aria-activedescendant={searchable ? undefined : activeId}
            aria-busy={loading === true || undefined}
            onKeyDown={searchable ? undefined : popupKeyDown}
          >
            {visible.map((option) => (
              <li
                key={option.value}
                id={optionId(option)}
                className={styles.option}
                role="option"
                aria-selected={option.value === value}
                data-active={option === activeOption}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(option.value)}
              >
                {option.value === value ? <CheckIcon className={styles.check} /> : <span className={styles.checkSpace} />}
                <bdi className={labelAbove ? styles.fieldOptionText : styles.optionText} title={option.label}>
                  {option.label}
                </bdi>
              </li>
            ))}
          </ul>
          {visible.length === 0 && !loading ? <p className={styles.empty}>{T.noMatches}</p> : null}
          {/* Present while open in a select that loads its options, so a change of what it says is announced. */}
          {loading !== undefined || loadError !== undefined ? (
            <p className={styles.status} role="status">
              {loading ? UI_TEXTS.loading : loadError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A printable character typed without a shortcut modifier (a space only inside the field: on the button it presses it). */
function isTyping(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
