import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity for the component's life and calls the latest `callback`: for
 * values kept between renders (a table's columns, memoised rows) that must not be rebuilt each time
 * the callback's closure changes.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
