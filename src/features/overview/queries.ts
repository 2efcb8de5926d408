import { atom, type Atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { activitiesApi } from '../../api/activities.ts';
import { instancesApi } from '../../api/instances.ts';
import { accountQuery } from '../../state/account.ts';
import type { PortalStore } from '../../state/store.ts';
import { activityKeys } from '../activities/queries.ts';
import type { CountSpec } from './counts.ts';
import type { CardStatus } from './OverviewCard.tsx';

/**
 * Query keys of the counts (the parts after the organisation, see `accountQuery`). Each sits in its
 * resource's family: an activity count under the activity lists, so approving or cancelling an
 * activity (which invalidates the lists) refreshes it too.
 */
export const overviewKeys = {
  instanceCount: (query: string) => ['instances', 'count', query] as const,
  activityCount: (query: string) => [...activityKeys.lists, 'count', query] as const,
};

/** How one kind of item is counted: its cache key and its request. */
export interface Counter {
  readonly key: (query: string) => readonly unknown[];
  readonly count: (store: PortalStore, query: string) => Promise<number>;
}

export const instanceCounter: Counter = {
  key: overviewKeys.instanceCount,
  count: (store, query) => instancesApi.count(store.api, query),
};

export const activityCounter: Counter = {
  key: overviewKeys.activityCount,
  count: (store, query) => activitiesApi.count(store.api, query),
};

/** What a card reads of each count's query (jotai-tanstack-query's result). */
export interface CountResult {
  readonly data: number | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isFetching: boolean;
  refetch(): unknown;
}

/** A search and how many items it found. */
export interface Counted<K extends string> extends CountSpec<K> {
  readonly count: number;
}

/** A card's counts as one state: every count once all are known, the first failure, or still loading. */
export type CardCounts<K extends string> = CardStatus<readonly Counted<K>[]>;

export function combineCounts<K extends string>(specs: readonly CountSpec<K>[], results: readonly CountResult[]): CardCounts<K> {
  const counted: Counted<K>[] = [];
  specs.forEach((spec, index) => {
    const count = results[index]?.data;
    if (count !== undefined) counted.push({ ...spec, count });
  });
  const failed = results.filter((result) => result.isError);
  // Counts still on their way when the first failure shows were asked under the same conditions and
  // may fail a moment later, after the user's Try again: it asks for them again too.
  const unsettled = results.filter((result) => !result.isError && result.data === undefined && result.isFetching);
  return {
    data: counted.length === specs.length ? counted : undefined,
    // The first failure's message is shown; Try again asks again for the failed counts and those
    // still on their way (the counts already in are still right).
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    retrying: failed.some((result) => result.isFetching),
    retry: () => [...failed, ...unsettled].forEach((result) => void result.refetch()),
  };
}

/**
 * One query per count (each cached and invalidated on its own, scoped to the organisation), read as
 * one card state.
 */
export function createCountsAtom<K extends string>(counter: Counter, specs: readonly CountSpec<K>[]): Atom<CardCounts<K>> {
  const countAtoms = specs.map(({ query }) =>
    atomWithQuery((get) => accountQuery(get, counter.key(query), (store) => counter.count(store, query))),
  );
  return atom((get) => combineCounts(specs, countAtoms.map((countAtom) => get(countAtom))));
}
