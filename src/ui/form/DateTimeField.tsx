import { useId, useRef, useState, type FocusEvent } from 'react';
import { dateTextExample, formatDateText, parseDateText, type DateTextKind } from '../../lib/date-text.ts';
import { Button } from '../button/Button.tsx';
import { CalendarIcon } from '../icons.tsx';
import { useDateDisplay } from '../time/DateTime.tsx';
import * as styles from './Field.css.ts';
import { FORM_TEXTS as T } from './texts.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface DateTimeFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onValueChange' | 'trailing' | 'min' | 'max'> {
  /** 'date-time' (default): 'YYYY-MM-DDTHH:mm'; 'date': 'YYYY-MM-DD'. */
  readonly kind?: DateTextKind;
  /**
   * A `datetime-local` value ('YYYY-MM-DDTHH:mm'), a date ('YYYY-MM-DD') for `kind="date"`, '' for
   * none, or what the person typed when it names no date: the form's checks then report it, and the
   * field keeps showing it.
   */
  readonly value?: string | undefined;
  readonly onValueChange?: ((value: string) => void) | undefined;
  /** The earliest and latest the browser's calendar offers, as values. */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
}

/**
 * A date and time in the page's locale (the root's `locale`, as every date shows): a text field
 * that shows and reads the locale's numeric form (lib/date-text.ts), with an example under it and a
 * button opening the browser's calendar. The browser's own date inputs are not used for typing:
 * they follow the browser's language, whatever the page's is. Typing stays as typed until the field
 * is left; a value set from outside (a reset, the calendar, a new locale) replaces the text.
 */
export function DateTimeField({
  kind = 'date-time',
  value,
  onValueChange,
  onBlur,
  min,
  max,
  help,
  id,
  disabled,
  readOnly,
  ...props
}: DateTimeFieldProps) {
  const { locale } = useDateDisplay();
  const generated = useId();
  const inputId = id ?? generated;
  const current = value ?? '';
  const [text, setText] = useState(() => formatDateText(current, kind, locale));
  // The value and locale the text was last written for: another one came from outside.
  const [shownFor, setShownFor] = useState({ value: current, locale });
  if (shownFor.value !== current || shownFor.locale !== locale) {
    setShownFor({ value: current, locale });
    if (parseDateText(text, kind, shownFor.locale) !== current || shownFor.locale !== locale) setText(formatDateText(current, kind, locale));
  }
  const picker = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const parsed = parseDateText(current, kind, locale);

  function change(typed: string, shown = typed) {
    const next = parseDateText(typed, kind, locale) ?? typed;
    setText(shown);
    setShownFor({ value: next, locale });
    onValueChange?.(next);
  }

  function leave(event: FocusEvent<HTMLInputElement>) {
    // What was typed loosely ('3/4/26 9:05') is written out in full once the field is left.
    const read = parseDateText(text, kind, locale);
    if (read) setText(formatDateText(read, kind, locale));
    onBlur?.(event);
  }

  function openCalendar() {
    const calendar = picker.current;
    if (!calendar) return;
    try {
      calendar.showPicker();
    } catch {
      // No calendar here (an old browser, a sandboxed frame): typing still works.
      input.current?.focus();
    }
  }

  const example = T.dateExample(dateTextExample(kind, locale));
  const { ref: outerRef, ...rest } = props;
  return (
    <TextField
      {...rest}
      ref={(element: HTMLInputElement | null) => {
        input.current = element;
        if (typeof outerRef === 'function') outerRef(element);
        else if (outerRef) outerRef.current = element;
      }}
      id={inputId}
      type="text"
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      readOnly={readOnly}
      value={text}
      onValueChange={(typed) => change(typed)}
      onBlur={leave}
      help={
        help ? (
          <>
            {help}
            <br />
            {example}
          </>
        ) : (
          example
        )
      }
      trailing={
        <>
          <Button
            className={styles.pickerButton}
            aria-label={kind === 'date' ? T.chooseDate : T.chooseDateTime}
            aria-controls={inputId}
            disabled={disabled || readOnly}
            onClick={openCalendar}
          >
            <CalendarIcon />
          </Button>
          <input
            ref={picker}
            className={styles.pickerInput}
            type={kind === 'date' ? 'date' : 'datetime-local'}
            tabIndex={-1}
            aria-hidden="true"
            value={parsed ?? ''}
            min={min}
            max={max}
            onChange={(event) => {
              const picked = event.target.value.slice(0, kind === 'date' ? 10 : 16);
              if (!picked) return;
              change(picked, formatDateText(picked, kind, locale));
              input.current?.focus();
            }}
          />
        </>
      }
    />
  );
}
