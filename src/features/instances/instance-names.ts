import { useAtomValue } from 'jotai/react';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useMemo } from 'react';
import { instancesApi } from '../../api/instances.ts';
import { isBlankName } from '../../lib/display-name.ts';
import { accountKey, accountQuery, currentAccount } from '../../state/account.ts';
import { useStore } from '../../state/react.tsx';

/**
 * The names of the instances a page of another list mentions (an activity's instance), so a row says
 * "web-01" rather than "Instance 2575": one request per page, for that page's instances, cached per
 * organisation. An instance the answer leaves out (archived, gone, not visible) has no name here; the
 * row then says "Instance {id}".
 */

export type InstanceNames = ReadonlyMap<number, string>;

const NO_NAMES: InstanceNames = new Map();

/**
 * The query key parts of a set of instances' names: the ids in order, so a page asks once. Under
 * `instances` (instanceKeys.all), so what invalidates instances invalidates their names; written out
 * rather than imported, which would bring the instances screens' texts and queries into every page.
 */
const NAMES = ['instances', 'names'] as const;
const namesKey = (ids: readonly number[]) => [...NAMES, ids] as const;

/** A page's instance ids: each once, in order, without the 0 of "no instance". */
export function instanceIdsOf(ids: readonly (number | null | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number' && id > 0))].sort((a, b) => a - b);
}

/** `GET computers` for just these instances (`id:1 OR id:2 …`): each one's title, else its hostname. */
async function fetchNames(api: Parameters<typeof instancesApi.list>[0], ids: readonly number[]): Promise<InstanceNames> {
  const page = await instancesApi.list(api, { query: ids.map((id) => `id:${id}`).join(' OR '), limit: ids.length, offset: 0 });
  const names = new Map<number, string>();
  for (const { id, title, hostname } of page.results) {
    const name = [title, hostname].find((text) => !isBlankName(text));
    if (name !== undefined) names.set(id, name);
  }
  return names;
}

/**
 * The names of these instances, once their one request has answered (until then, and if it fails,
 * none: the rows say "Instance {id}", which is what they are without a name).
 */
export function useInstanceNames(ids: readonly number[]): InstanceNames {
  const key = ids.join(',');
  // One atom per set of ids (`key` stands for them), so a new page's render does not start another.
  const namesAtom = useMemo(
    () =>
      // No instances, no request: an empty answer at once (a query that never ran would stand in the
      // cache as still loading).
      atomWithQuery((get) => ({
        ...accountQuery(get, namesKey(ids), (store) => (ids.length === 0 ? Promise.resolve(NO_NAMES) : fetchNames(store.api, ids))),
        staleTime: 5 * 60_000,
      })),
    [key],
  );
  return useAtomValue(namesAtom).data ?? NO_NAMES;
}

/** A name the cache already holds for this instance (from any page's names), without asking. */
export function useCachedInstanceName(id: number | null | undefined): string | undefined {
  const store = useStore();
  if (!id) return undefined;
  const prefix = accountKey(currentAccount(store), NAMES);
  for (const [, names] of store.queryClient.getQueriesData<InstanceNames>({ queryKey: prefix })) {
    const name = names?.get(id);
    if (name !== undefined) return name;
  }
  return undefined;
}
