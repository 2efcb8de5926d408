import type { JSX } from 'react';
import { lazyPiece } from '../lazy-piece.tsx';
import { Popover } from './Popover.tsx';
import { LIST_TEXTS as T } from './texts.ts';

// Loaded once the page is idle after its first paint, so it is in before a person opens the popover.
const DateRangeForm = lazyPiece(() => import('./DateRangeForm.tsx').then((module) => module.DateRangeForm), { idle: true });

export interface DateRangeFilterProps {
  /**
   * 'YYYY-MM-DDTHH:mm' (a datetime-local value, local time) or '' for none; the fields show and read
   * it in the page's locale (DateTimeField). Other ISO 8601 values are shown as the same local
   * moment; Apply always gives datetime-local values.
   */
  readonly from: string;
  readonly to: string;
  readonly onApply: (from: string, to: string) => void;
  /** Default 'Date range'. */
  readonly label?: string;
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
