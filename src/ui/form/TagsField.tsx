import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type JSX, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { CheckIcon, CloseIcon } from '../icons.tsx';
import { popup as popupStyle } from '../popup/popup.css.ts';
import { usePopup } from '../popup/usePopup.ts';
import { FieldFrame } from './Field.tsx';
import * as listStyles from '../list/Select.css.ts';
import { navigate } from '../popup/list-navigation.ts';
import { usePopupDismissal } from '../popup/usePopupDismissal.ts';
import * as styles from './TagsField.css.ts';
import { UI_TEXTS } from '../texts.ts';

const NONE: readonly string[] = Object.freeze([]);

export interface TagsFieldProps {
  readonly label: string;
  readonly help?: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly options: readonly string[];
  /** The chosen values; undefined (a form draft) is none. */
  readonly value: readonly string[] | undefined;
  /** Named like every field's, so a form binding spreads onto it (`{...form.field('tags')}`). */
  readonly onValueChange: (values: readonly string[]) => void;
  /** The text field, e.g. for a form to focus the first invalid field. */
  readonly ref?: Ref<HTMLInputElement> | ((element: HTMLElement | null) => void);
  /** When focus leaves the field as a whole (input, chips and options). */
  readonly onBlur?: () => void;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  /** Submitted with a form as one hidden input per chosen value. */
  readonly name?: string;
  /**
   * Lets a value that is not an option be added: typed text then shows as a first option named
   * `label(text)`; `check` refuses it with a message (shown as the field's error, re-checked as the
   * text changes). A value already chosen is never added twice.
   */
  readonly create?: { readonly label: (text: string) => string; readonly check?: (text: string) => string | undefined };
  /** What a value shows as (its chip, its option); default the value itself (ids chosen by their names). */
  readonly labelOf?: (value: string) => string;
  /**
   * The typed text as it changes, for options searched on the server: the options given are then
   * the matches, shown as they are (not filtered again here).
   */
  readonly onQueryChange?: (text: string) => void;
}

const same = (value: string) => value;

/** The option that adds the typed text (`create`): no option can be this. */
const CREATE = '\u0000create';

/**
 * A searchable multi-select with chips, such as a security profile's tags. The text field is a
 * combobox filtering a multi-selectable listbox in the top layer (usePopup): typing, ArrowDown or a
 * click opens it; arrows, Home and End move; Enter adds or removes the active option and keeps the
 * list open; Escape closes it. The chosen values show as chips before the field, each with a remove
 * button ("Remove {value}"); Backspace in the empty field removes the last one.
 */
export function TagsField({
  label,
  help,
  error,
  options,
  required,
  value: chosen,
  onValueChange: onChange,
  ref,
  onBlur,
  placeholder,
  disabled = false,
  name,
  create,
  labelOf = same,
  onQueryChange,
}: TagsFieldProps): JSX.Element {
  const value = chosen ?? NONE;
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  // Closing from outside (a press elsewhere, the control disabled) leaves focus where it went.
  const closeQuietly = useCallback(() => setOpen(false), []);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const listbox = useRef<HTMLUListElement>(null);
  const { anchor: box, floating: popup } = usePopup<HTMLDivElement, HTMLDivElement>({ open, matchWidth: true, maxHeight: 320 });

  const [createError, setCreateError] = useState<string | undefined>(undefined);
  const typed = query.trim();
  const term = typed.toLowerCase();
  const creatable = create !== undefined && typed !== '' && !options.includes(typed) && !value.includes(typed);
  const matches = (option: string, needle: string) => onQueryChange !== undefined || labelOf(option).toLowerCase().includes(needle);
  const matching = term ? options.filter((option) => matches(option, term)) : options;
  const visible = creatable ? [CREATE, ...matching] : matching;
  const activeIndex = active === null ? -1 : visible.indexOf(active);
  const optionId = (option: string) => (option === CREATE ? `${id}-create` : `${id}-option-${options.indexOf(option)}`);
  const activeId = open && activeIndex >= 0 ? optionId(visible[activeIndex]!) : undefined;

  usePopupDismissal(root, open, closeQuietly, disabled);

  useEffect(() => {
    if (open && activeId) listbox.current?.querySelector(`[id="${activeId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeId]);

  function show() {
    if (disabled) return;
    if (!open) setActive(visible[0] ?? null);
    setOpen(true);
  }

  function toggle(option: string) {
    if (option === CREATE) {
      const refusal = create?.check?.(typed);
      setCreateError(refusal);
      if (refusal !== undefined) return;
      onChange([...value, typed]);
      setQuery('');
      setActive(null);
      return;
    }
    onChange(value.includes(option) ? value.filter((chosen) => chosen !== option) : [...value, option]);
    setQuery('');
    setActive(option);
  }

  function remove(option: string) {
    onChange(value.filter((chosen) => chosen !== option));
    // The chip's button goes away with it: focus stays in the field instead of falling to the page.
    input.current?.focus();
  }

  function moveTo(index: number) {
    const option = visible[Math.max(0, Math.min(visible.length - 1, index))];
    if (option !== undefined) setActive(option);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End':
        // Closed, the arrows open the list; Home and End stay the text field's.
        if (!open && (event.key === 'Home' || event.key === 'End')) break;
        event.preventDefault();
        if (!open) show();
        else moveTo(navigate(event.key, activeIndex, visible.length));
        break;
      case 'Enter':
        // Never submits the form around it from here.
        event.preventDefault();
        if (open && activeIndex >= 0) toggle(visible[activeIndex]!);
        else show();
        break;
      case 'Escape':
        if (!open) break;
        // Only the list closes: a side panel or modal around the field stays.
        event.preventDefault();
        setOpen(false);
        break;
      case 'Backspace': {
        const last = value[value.length - 1];
        if (query === '' && last !== undefined) {
          event.preventDefault();
          onChange(value.slice(0, -1));
        }
        break;
      }
    }
  }

  function blur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setOpen(false);
    onBlur?.();
  }

  /** Presses on the box or the options keep focus in the field. */
  function keepFocus(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('button, input')) return;
    event.preventDefault();
    input.current?.focus();
  }

  return (
    <FieldFrame label={label} help={help} error={createError ?? error} required={required}>
      {(control) => (
        <div ref={root} className={styles.tagsField} onBlur={blur}>
          <div ref={box} className={styles.box} data-disabled={disabled || undefined} data-invalid={createError || error ? true : undefined} onMouseDown={keepFocus}>
            {value.length > 0 ? (
              <ul className={styles.chips} aria-label={UI_TEXTS.tags.chosen(label)}>
                {value.map((chosen) => (
                  <li key={chosen} className={styles.chip}>
                    <span className={styles.chipText}>{labelOf(chosen)}</span>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={UI_TEXTS.tags.remove(labelOf(chosen))}
                      disabled={disabled}
                      onClick={() => remove(chosen)}
                    >
                      <CloseIcon className={styles.removeIcon} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <input
              ref={setInput}
              {...control}
              className={styles.input}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              autoComplete="off"
              placeholder={placeholder}
              disabled={disabled}
              value={query}
              onChange={(event) => {
                const next = event.target.value;
                setQuery(next);
                onQueryChange?.(next.trim());
                const needle = next.trim().toLowerCase();
                // After a refused value, the message follows the text as it is corrected.
                if (createError !== undefined) setCreateError(next.trim() === '' ? undefined : create?.check?.(next.trim()));
                const canCreate = create !== undefined && needle !== '' && !options.includes(next.trim()) && !value.includes(next.trim());
                setActive(canCreate ? CREATE : (options.find((option) => matches(option, needle)) ?? null));
                setOpen(true);
              }}
              onClick={show}
              onKeyDown={keyDown}
            />
          </div>
          {name ? value.map((chosen) => <input key={chosen} type="hidden" name={name} value={chosen} />) : null}
          {open ? (
            <div ref={popup} className={`${popupStyle} ${styles.popup}`} popover="manual" onMouseDown={keepFocus}>
              <ul
                ref={listbox}
                id={listboxId}
                className={listStyles.listbox}
                role="listbox"
                aria-label={label}
                aria-multiselectable="true"
              >
                {visible.map((option) => {
                  if (option === CREATE) {
                    return (
                      <li
                        key={CREATE}
                        id={optionId(CREATE)}
                        className={listStyles.option}
                        role="option"
                        aria-selected={false}
                        data-active={active === CREATE}
                        onClick={() => toggle(CREATE)}
                        onMouseMove={() => setActive(CREATE)}
                      >
                        <span className={listStyles.checkSpace} />
                        {create?.label(typed)}
                      </li>
                    );
                  }
                  const selected = value.includes(option);
                  return (
                    <li
                      key={option}
                      id={optionId(option)}
                      className={listStyles.option}
                      role="option"
                      aria-selected={selected}
                      data-active={option === active}
                      onClick={() => toggle(option)}
                      onMouseMove={() => setActive(option)}
                    >
                      {selected ? <CheckIcon className={listStyles.check} /> : <span className={listStyles.checkSpace} />}
                      {labelOf(option)}
                    </li>
                  );
                })}
              </ul>
              {visible.length === 0 ? <p className={listStyles.empty}>{UI_TEXTS.tags.noMatches}</p> : null}
            </div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
