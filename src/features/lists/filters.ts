import { useState } from 'react';
import {
  clearedFilters,
  filterChips,
  onlyPagingChanged,
  type ListDeclaration,
  type ParamSpecs,
  type ValuesOf,
} from '../../lib/list-params.ts';
import type { Chip } from '../../ui/list/index.ts';
import { useDateDisplay } from '../../ui/time/DateTime.tsx';
import type { ListStateOf } from './list-state.ts';

/** The list's filter chips and "Clear all filters", from its declaration (SPEC §2 "Filter chips"). */
export function useFilterChips<S extends ParamSpecs>(decl: ListDeclaration<S>, list: ListStateOf<S>) {
  const { params, setParams } = list;
  const dates = useDateDisplay();
  const chips: Chip[] = filterChips(decl, params, { dates }).map((chip) => ({
    id: chip.id,
    label: chip.label,
    value: chip.value,
    onRemove: () => setParams(chip.remove),
  }));
  return { chips, clearAll: () => setParams(clearedFilters(decl)) };
}

/** What the rows on screen wait for: another page (or page size), other filters, or nothing. */
export type PendingChange = 'paging' | 'filters' | null;

/**
 * Where the user acted, for showing progress there: compares the parameters with those of the last
 * answer that was on screen (`settled`: the rows shown belong to the current parameters).
 */
export function usePendingChange<S extends ParamSpecs>(decl: ListDeclaration<S>, params: ValuesOf<S>, settled: boolean): PendingChange {
  const [shown, setShown] = useState(params);
  if (settled) {
    // React's "adjust state while rendering": remembered before anything reads it.
    if (shown !== params) setShown(params);
    return null;
  }
  return onlyPagingChanged(decl, shown, params) ? 'paging' : 'filters';
}
