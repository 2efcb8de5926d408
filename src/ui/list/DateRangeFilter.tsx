import { useRef, useState, type JSX } from 'react';
import { TextField } from '../form/TextField.tsx';
import { hasErrors, toDateTimeLocal, validateDateRange, type DateRangeErrors } from './date-range.ts';
import { Popover } from './Popover.tsx';
import { PopoverForm } from './PopoverForm.tsx';
import { LIST_TEXTS as T } from './texts.ts';

export interface DateRangeFilterProps {
  /**
   * 'YYYY-MM-DDTHH:mm' (a datetime-local value, local time) or '' for none. Other ISO 8601 values
   * are shown as the same local moment; Apply always gives datetime-local values.
   */
  readonly from: string;
  readonly to: string;
  readonly onApply: (from: string, to: string) => void;
  /** Default 'Date range'. */
  readonly label?: string;
}

interface FormProps {
  readonly from: string;
  readonly to: string;
  readonly onApply: (from: string, to: string) => void;
  readonly close: () => void;
}

function DateRangeForm({ from: appliedFrom, to: appliedTo, onApply, close }: FormProps) {
  const [from, setFrom] = useState(() => toDateTimeLocal(appliedFrom));
  const [to, setTo] = useState(() => toDateTimeLocal(appliedTo));
  const [errors, setErrors] = useState<DateRangeErrors>({});
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  function apply() {
    // A half-typed date leaves the input's value '' with badInput set: it is not "no date".
    const found = validateDateRange({
      from,
      to,
      fromUnreadable: fromInput.current?.validity.badInput ?? false,
      toUnreadable: toInput.current?.validity.badInput ?? false,
    });
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
    // Setting '' is not enough to drop a half-typed value the state never saw.
    for (const input of [fromInput.current, toInput.current]) if (input) input.value = '';
    onApply('', '');
  }

  return (
    // Our messages (SPEC §5) instead of the browser's bubbles, e.g. for To below its min.
    <PopoverForm onApply={apply} onReset={reset}>
      <TextField
        ref={fromInput}
        label={T.from}
        type="datetime-local"
        value={from}
        error={errors.from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        ref={toInput}
        label={T.to}
        type="datetime-local"
        value={to}
        min={from || undefined}
        error={errors.to}
        onChange={(event) => setTo(event.target.value)}
      />
    </PopoverForm>
  );
}

/**
 * The date range filter (SPEC §2, §5): a popover with From and To, Reset and Apply. Its button's
 * badge counts the applied dates. Apply checks both values, keeps what was typed when they are
 * wrong, and otherwise applies and closes; Reset clears and applies both at once, and stays open.
 */
export function DateRangeFilter({ from, to, onApply, label = T.dateRange }: DateRangeFilterProps): JSX.Element {
  const count = (from ? 1 : 0) + (to ? 1 : 0);
  return (
    <Popover buttonLabel={label} badge={count}>
      {(close) => <DateRangeForm from={from} to={to} onApply={onApply} close={close} />}
    </Popover>
  );
}
