import { useAtomValue, useSetAtom } from 'jotai/react';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useLayoutEffect, useMemo, useState } from 'react';
import { accountOfKey, accountQuery } from '../../state/account.ts';
import { prefetchAccountQuery } from '../../state/prefetch.ts';
import type { PortalStore } from '../../state/store.ts';

/** One server list: its key parts (after the organisation) and how to fetch it, both from the request. */
export interface ListQuery<Request, Data> {
  readonly key: (request: Request) => readonly unknown[];
  readonly fetch: (store: PortalStore, request: Request) => Promise<Data>;
}

/**
 * One list query per widget instance (two tables on a page never share a page number), keyed by the
 * organisation and the request, so widgets asking the same thing share one cached request. While the
 * next request loads, the previous answer stays on screen, but never one of another organisation.
 */
export function createListQueryAtoms<Request, Data>(list: ListQuery<Request, Data>, initial: Request) {
  const requestAtom: PrimitiveAtom<Request> = atom(initial);
  const listAtom = atomWithQuery((get) => {
    const request = get(requestAtom);
    // No abort signal: TanStack cancels a fetch whose signal was read once its observer goes,
    // and the atom swaps observers when the request changes: that would send every request twice.
    const options = accountQuery(get, list.key(request), (store) => list.fetch(store, request));
    const account = options.queryKey[1];
    return {
      ...options,
      placeholderData: <T>(previous: T | undefined, previousQuery: { readonly queryKey: readonly unknown[] } | undefined) =>
        previousQuery && accountOfKey(previousQuery.queryKey) === account ? previous : undefined,
    };
  });
  return { requestAtom, listAtom };
}

/**
 * The list's query for `request` in this widget: atoms made once per widget, the request handed over
 * before paint. A request equal in content to the last one is the same request (one fetch per change).
 * `request` comes back stable (for useRowSelection); `settled` says the answer shown is this request's.
 */
export function useListQuery<Request, Data>(list: ListQuery<Request, Data>, request: Request) {
  const key = JSON.stringify(request);
  // The key stands for the content: an equal request object keeps the previous one.
  const stable = useMemo(() => request, [key]);
  const [atoms] = useState(() => createListQueryAtoms(list, stable));
  const setRequest = useSetAtom(atoms.requestAtom);
  useLayoutEffect(() => setRequest(stable), [stable, setRequest]);
  const asked = useAtomValue(atoms.requestAtom);
  const result = useAtomValue(atoms.listAtom);
  // The rows on screen answer this very request (not a previous one kept while it loads).
  const settled = asked === stable && result.isSuccess && !result.isPlaceholderData;
  return { request: stable, result, settled };
}

/**
 * The list's query for `request` under organisation `account`, started before its screen renders
 * (a preload): the same key and fetch useListQuery reads, so the screen sends no second request.
 */
export function prefetchList<Request, Data>(store: PortalStore, account: string, list: ListQuery<Request, Data>, request: Request): void {
  prefetchAccountQuery(store, account, list.key(request), (current) => list.fetch(current, request));
}
