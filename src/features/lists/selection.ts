import { useState } from 'react';
import type { Selection } from '../../ui/list/index.ts';

const NOTHING_SELECTED: Selection = Object.freeze({});

interface Held<Request, Data> {
  readonly request: Request;
  readonly data: Data;
  readonly selected: Selection;
}

/**
 * Row selection (TanStack Table's `Record<id, boolean>`) that belongs to the request and the data it
 * was made on: another page, other filters, another organisation or a refreshed answer start with
 * nothing selected. Derived while rendering, not reset by an effect, so no render ever acts on a
 * selection made on other rows. `request` is compared by identity: pass the stable request of
 * useListQuery.
 */
export function useRowSelection<Request, Data>(request: Request, data: Data) {
  const [held, setHeld] = useState<Held<Request, Data>>({ request, data, selected: NOTHING_SELECTED });
  const selected = held.request === request && held.data === data ? held.selected : NOTHING_SELECTED;
  const setSelected = (next: Selection) => setHeld({ request, data, selected: next });
  return { selected, setSelected };
}
