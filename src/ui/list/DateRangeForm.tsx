import { useEffect, useRef, useState } from 'react';
import { DateTimeField } from '../form/DateTimeField.tsx';
import { deepActiveElement } from '../focus.ts';
import { hasErrors, toDateTimeLocal, validateDateRange, type DateRangeErrors } from './date-range.ts';
import { PopoverForm } from './PopoverForm.tsx';
import { LIST_TEXTS as T } from './texts.ts';

export interface DateRangeFormProps {
  readonly from: string;
  readonly to: string;
  readonly onApply: (from: string, to: string) => void;
  readonly close: () => void;
}

/**
 * The date range filter's popover content (DateRangeFilter.tsx), a file of its own: its fields read
 * dates in the page's locale (lib/date-text.ts), code no list needs for its first load.
 */
export function DateRangeForm({ from: appliedFrom, to: appliedTo, onApply, close }: DateRangeFormProps) {
  const [from, setFrom] = useState(() => toDateTimeLocal(appliedFrom));
  const [to, setTo] = useState(() => toDateTimeLocal(appliedTo));
  const [errors, setErrors] = useState<DateRangeErrors>({});
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  // Opened before this code was in, the popover focused itself: the first field takes focus now.
  useEffect(() => {
    const active = deepActiveElement();
    if (fromInput.current && active !== fromInput.current && active?.contains(fromInput.current)) fromInput.current.focus();
  }, []);

  function apply() {
    // A half-typed date is kept as typed: it is reported, not taken for "no date".
    const found = validateDateRange({ from, to });
    setErrors(found);
    if (hasErrors(found)) {
      (found.from ? fromInput : toInput).current?.focus();
      return;
    }
    onApply(from, to);
    close();
  }

  function reset() {
    setFrom('');
    setTo('');
    setErrors({});
    onApply('', '');
  }

  return (
    // Our messages (SPEC §5) instead of the browser's bubbles, e.g. for To below its min.
    <PopoverForm onApply={apply} onReset={reset}>
      <DateTimeField ref={fromInput} label={T.from} value={from} error={errors.from} onValueChange={setFrom} />
      <DateTimeField ref={toInput} label={T.to} value={to} min={from || undefined} error={errors.to} onValueChange={setTo} />
    </PopoverForm>
  );
}
