import { useEffect, useRef } from 'react';
import { useNotify } from '../../state/react.tsx';
import { useListQuery, type ListQuery } from './list-query.ts';

export interface OpenWhenFetchedProps<Item> {
  /** One item's query (e.g. `GET scripts/{id}`) and the id to fetch. */
  readonly query: ListQuery<number, Item>;
  readonly id: number;
  /** Called once with the item the server sent (e.g. to open its details). */
  readonly onOpen: (item: Item) => void;
  /** Called once afterwards, whether it opened or the server refused (its message is then shown). */
  readonly onDone: () => void;
}

/**
 * Opens an item known only by its id (a link from another tab names a script or a profile) once
 * the server sent it whole, once; a failure says the server's message. Renders nothing.
 */
export function OpenWhenFetched<Item>({ query, id, onOpen, onDone }: OpenWhenFetchedProps<Item>) {
  const { result } = useListQuery(query, id);
  const { notifyError } = useNotify();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (result.data) {
      done.current = true;
      onOpen(result.data);
      onDone();
    } else if (result.isError) {
      done.current = true;
      notifyError(result.error);
      onDone();
    }
  }, [result.data, result.isError, result.error, onOpen, onDone, notifyError]);
  return null;
}
