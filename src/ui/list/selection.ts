/**
 * Row selection as TanStack Table keeps it: a serialisable `Record<id, boolean>` holding only the
 * selected ids. The header checkbox works on the rows shown (this page) and leaves other ids alone.
 */
export type Selection = Readonly<Record<string, boolean>>;

/** The selection without unselected entries, so two equal selections serialise the same. */
function selectedOnly(selection: Selection): Record<string, boolean> {
  return Object.fromEntries(Object.entries(selection).filter(([, selected]) => selected));
}

export function toggleRow(selection: Selection, id: string, selected: boolean): Record<string, boolean> {
  const next = selectedOnly(selection);
  if (selected) next[id] = true;
  else delete next[id];
  return next;
}

export type HeaderState = 'none' | 'some' | 'all';

/** How many of the shown rows are selected: the header checkbox is checked, indeterminate or clear. */
export function headerState(selection: Selection, ids: readonly string[]): HeaderState {
  const count = ids.filter((id) => selection[id]).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The header checkbox: selects every shown row, or clears them all when all were selected. */
export function toggleAll(selection: Selection, ids: readonly string[]): Record<string, boolean> {
  const next = selectedOnly(selection);
  const select = headerState(selection, ids) !== 'all';
  for (const id of ids) {
    if (select) next[id] = true;
    else delete next[id];
  }
  return next;
}
