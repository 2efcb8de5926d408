import { useRef, useState, type JSX } from 'react';
import { TextField } from '../../ui/form/TextField.tsx';
import { Popover } from '../../ui/list/Popover.tsx';
import { PopoverForm } from '../../ui/list/PopoverForm.tsx';
import { PASS_RATE_DEFAULTS, passRateBadge, validatePassRate, type PassRateErrors } from './pass-rate.ts';
import { SECURITY_PROFILE_TEXTS } from './texts.ts';

const T = SECURITY_PROFILE_TEXTS.filters;

export interface PassRateFilterProps {
  /** Whole percentages; 0 and 100 mean no bound. */
  readonly from: number;
  readonly to: number;
  readonly onApply: (from: number, to: number) => void;
}

interface FormProps extends PassRateFilterProps {
  readonly close: () => void;
}

function PassRateForm({ from: appliedFrom, to: appliedTo, onApply, close }: FormProps) {
  const [from, setFrom] = useState(() => String(appliedFrom));
  const [to, setTo] = useState(() => String(appliedTo));
  const [errors, setErrors] = useState<PassRateErrors>({});
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  function apply() {
    const found = validatePassRate(from, to);
    setErrors(found);
    if (found.from || found.to) {
      (found.from ? fromInput : toInput).current?.focus();
      return;
    }
    onApply(Number(from.trim()), Number(to.trim()));
    close();
  }

  function reset() {
    setFrom(String(PASS_RATE_DEFAULTS.from));
    setTo(String(PASS_RATE_DEFAULTS.to));
    setErrors({});
    onApply(PASS_RATE_DEFAULTS.from, PASS_RATE_DEFAULTS.to);
  }

  // Text inputs (numeric keyboard): a number input would hide 'abc' or '1e' as '' and we could not say why.
  return (
    <PopoverForm onApply={apply} onReset={reset} resetLabel={T.reset} applyLabel={T.apply}>
      <TextField
        ref={fromInput}
        label={T.passRateFrom}
        inputMode="numeric"
        autoComplete="off"
        required
        value={from}
        error={errors.from}
        onValueChange={setFrom}
      />
      <TextField
        ref={toInput}
        label={T.passRateTo}
        inputMode="numeric"
        autoComplete="off"
        required
        value={to}
        error={errors.to}
        onValueChange={setTo}
      />
    </PopoverForm>
  );
}

/**
 * The security profiles' pass-rate filter (UPSTREAM-NOTES "Pass rate popover"): From % and To %,
 * whole numbers 0–100 with To not below From. The badge counts the bounds away from 0 and 100.
 * Apply checks both and keeps what was typed when wrong; Reset applies 0 and 100 and stays open, as
 * the date range filter does.
 */
export function PassRateFilter({ from, to, onApply }: PassRateFilterProps): JSX.Element {
  return (
    <Popover buttonLabel={T.passRate} badge={passRateBadge(from, to)}>
      {(close) => <PassRateForm from={from} to={to} onApply={onApply} close={close} />}
    </Popover>
  );
}
