import { useAtomValue, useSetAtom } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { accessGroupAdminApi } from '../../api/access-group-admin.ts';
import { accountAtom, accountKey, accountQuery } from '../../state/account.ts';
import { useStore } from '../../state/react.tsx';
import type { PortalStore } from '../../state/store.ts';
import { accessGroupKeys } from './queries.ts';

/**
 * How many instances each access group holds. The API has no call answering them all at once (a
 * `GET computers` per group, screens admin-account.md §3.6), so rather than one request per row as
 * the table renders (upstream's N+1, which its delete modal repeats), a group is counted only when
 * something needs it: its row scrolled into view (or near it), the list sorted by the counts, its
 * delete confirmation or details. At most COUNT_CONCURRENCY of those requests run at once, the rest
 * wait their turn (other calls keep the browser's connections), and each count is kept per
 * organisation and group, shared by the row, the modal and the panel, refetched after a change.
 */
export const COUNT_CONCURRENCY = 4;

interface Limiter {
  running: number;
  readonly waiting: (() => void)[];
}

const limiters = new WeakMap<PortalStore, Limiter>();

/** Runs `task` once fewer than COUNT_CONCURRENCY counts of this store are running. */
export async function limited<T>(store: PortalStore, task: () => Promise<T>): Promise<T> {
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = { running: 0, waiting: [] };
    limiters.set(store, limiter);
  }
  const slots = limiter;
  if (slots.running >= COUNT_CONCURRENCY) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.running += 1;
  try {
    return await task();
  } finally {
    // The slot goes to the next waiting count, or is freed.
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running -= 1;
  }
}

/** The count of group `name`, asked for once `wanted` (and kept asked for after). */
export function useGroupCount(name: string, wanted: boolean) {
  const [atoms] = useState(() => {
    const wantedAtom = atom(wanted);
    const countAtom = atomWithQuery((get) => {
      const options = accountQuery(get, accessGroupKeys.count(name), (store) => limited(store, () => accessGroupAdminApi.instanceCount(store.api, name)));
      return { ...options, enabled: options.enabled && get(wantedAtom) };
    });
    return { wantedAtom, countAtom };
  });
  const setWanted = useSetAtom(atoms.wantedAtom);
  useLayoutEffect(() => {
    if (wanted) setWanted(true);
  }, [wanted, setWanted]);
  return useAtomValue(atoms.countAtom);
}

/** Whether the element has come near the viewport (and stays so once it has): its row is worth counting. */
export function useSeen(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: '200px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

export interface CountState {
  readonly count?: number;
  readonly failed: boolean;
}

/**
 * The counts of `names` as the cache holds them now, read without asking for any (the rows ask): for
 * sorting by them, and for one message when some could not be had.
 */
export function useCountStates(names: readonly string[]) {
  const store = useStore();
  const account = useAtomValue(accountAtom);
  const cache = store.queryClient.getQueryCache();
  const read = useCallback(
    () =>
      names
        .map((name) => {
          const state = store.queryClient.getQueryState<number>(accountKey(account, accessGroupKeys.count(name)));
          if (state?.status === 'error') return state.fetchStatus === 'fetching' ? '!~' : '!';
          return typeof state?.data === 'number' ? String(state.data) : '';
        })
        .join(','),
    [store, account, names],
  );
  const snapshot = useSyncExternalStore(useCallback((changed: () => void) => cache.subscribe(changed), [cache]), read);
  const states = useMemo(() => {
    const map = new Map<string, CountState>();
    snapshot.split(',').forEach((value, index) => {
      const name = names[index];
      if (name !== undefined) map.set(name, value.startsWith('!') ? { failed: true } : value === '' ? { failed: false } : { count: Number(value), failed: false });
    });
    return map;
    // The snapshot stands for the states of these names.
  }, [snapshot, names]);
  const failures = [...states.values()].filter((state) => state.failed).length;
  const retrying = snapshot.includes('!~');
  const firstError = failures > 0 ? names.map((name) => store.queryClient.getQueryState(accountKey(account, accessGroupKeys.count(name)))?.error).find(Boolean) : undefined;
  const retry = useCallback(
    () =>
      void store.queryClient.refetchQueries({
        queryKey: accountKey(account, accessGroupKeys.counts),
        predicate: (query) => query.state.status === 'error',
      }),
    [store, account],
  );
  return { states, failures, firstError, retrying, retry };
}
