import { useEffect, useState } from 'react';

/** Typing waits this long before it searches (upstream's 200 ms). */
export const SEARCH_DELAY_MS = 200;

/**
 * `value` once it has stopped changing for `delayMs` (a search as typed: one request when typing
 * pauses, not one per key).
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
