import { keepPreviousData } from '@tanstack/query-core';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { activitiesApi, type Activity, type ActivityListParams } from '../../api/activities.ts';
import { portalStoreAtom } from '../../state/portal-store-atom.ts';

/** Query keys (CONVENTIONS.md: one key factory per resource). */
export const activityKeys = {
  all: ['activities'] as const,
  lists: ['activities', 'list'] as const,
  list: (params: ActivityListParams) => ['activities', 'list', params] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  /** Not under 'activities': approving or cancelling does not change the list of types. */
  types: ['activity-types'] as const,
};

export const activityTypesQueryAtom = atomWithQuery((get) => ({
  queryKey: activityKeys.types,
  queryFn: () => activitiesApi.types(get(portalStoreAtom).api),
  staleTime: 5 * 60_000,
}));

/**
 * One list query per widget instance (two tables on a page never share a page number), keyed by the
 * request so widgets asking the same thing share one cached request. The previous page stays on
 * screen while the next one loads.
 */
export function createActivityListAtoms(initial: ActivityListParams) {
  const requestAtom: PrimitiveAtom<ActivityListParams> = atom(initial);
  const listAtom = atomWithQuery((get) => {
    const request = get(requestAtom);
    return {
      queryKey: activityKeys.list(request),
      // No abort signal: TanStack cancels a fetch whose signal was read once its observer goes,
      // and the atom swaps observers when the request changes: that would send every request twice.
      queryFn: () => activitiesApi.list(get(portalStoreAtom).api, request),
      placeholderData: keepPreviousData,
    };
  });
  return { requestAtom, listAtom };
}

/**
 * One activity's details, keyed by its id: another id is another query. The row the user picked
 * shows meanwhile (placeholder, never cached as the server's answer).
 */
export function createActivityDetailAtom(id: number, placeholder?: Activity) {
  return atomWithQuery((get) => ({
    queryKey: activityKeys.detail(id),
    queryFn: () => activitiesApi.get(get(portalStoreAtom).api, id),
    placeholderData: placeholder,
  }));
}
