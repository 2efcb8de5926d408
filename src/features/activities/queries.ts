import { atomWithQuery } from 'jotai-tanstack-query';
import { activitiesApi, type Activity, type ActivityListParams } from '../../api/activities.ts';
import type { Paginated } from '../../api/pagination.ts';
import { accountQuery, pinnedToAccount } from '../../state/account.ts';
import type { ListQuery } from '../lists/index.ts';

/**
 * Query keys (CONVENTIONS.md: one key factory per resource): the parts after the organisation
 * (`scopedKey`), so every answer is cached per organisation.
 */
export const activityKeys = {
  all: ['activities'] as const,
  lists: ['activities', 'list'] as const,
  list: (params: ActivityListParams) => ['activities', 'list', params] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  /** Not under 'activities': approving or cancelling does not change the list of types. */
  types: ['activity-types'] as const,
};

export const activityTypesQueryAtom = atomWithQuery((get) => ({
  ...accountQuery(get, activityKeys.types, (store) => activitiesApi.types(store.api)),
  staleTime: 5 * 60_000,
}));

/** The activities list: one query per widget (useListQuery), shared cache per organisation and request. */
export const activityListQuery: ListQuery<ActivityListParams, Paginated<Activity>> = {
  key: activityKeys.list,
  fetch: (store, request) => activitiesApi.list(store.api, request),
};

/**
 * One activity's details, keyed by its id: another id is another query. The row the user picked
 * shows meanwhile (placeholder, never cached as the server's answer).
 */
export function createActivityDetailAtom(id: number, placeholder?: Activity) {
  const sameAccount = pinnedToAccount();
  return atomWithQuery((get) => {
    const query = accountQuery(get, activityKeys.detail(id), (store) => activitiesApi.get(store.api, id));
    return {
      ...query,
      // Only while its organisation is current (the panel closes on a switch; until it is gone, no
      // request goes out for the item under the new organisation).
      enabled: query.enabled && sameAccount(query.queryKey[1]),
      placeholderData: placeholder,
    };
  });
}
