import { atom } from 'jotai/vanilla';
import { atomWithQuery } from 'jotai-tanstack-query';
import { activitiesApi, type Activity, type ActivityListParams } from '../../api/activities.ts';
import type { Paginated } from '../../api/pagination.ts';
import { accountAtom, accountQuery, pinnedToAccount } from '../../state/account.ts';
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

/**
 * The organisations whose activity types were asked for (wantActivityTypesAtom). None on load: only
 * the Type filter and a type named in the list state need them, and the first row does not wait.
 */
const typesWantedAtom = atom<ReadonlySet<string>>(new Set<string>());

/**
 * The current organisation's activity types. Read without wantActivityTypesAtom, it only shows what
 * the cache holds (another widget, an earlier visit) and asks the server nothing.
 */
export const activityTypesQueryAtom = atomWithQuery((get) => {
  const query = accountQuery(get, activityKeys.types, (store) => activitiesApi.types(store.api));
  const account = get(accountAtom);
  return { ...query, enabled: query.enabled && account !== null && get(typesWantedAtom).has(account), staleTime: 5 * 60_000 };
});

/**
 * Asks for the current organisation's activity types (from then on, as any query: once, then when
 * stale). Idempotent and cheap: called on every sign of intent. Per organisation, so a switch does
 * not ask the new one until something needs its types.
 */
export const wantActivityTypesAtom = atom(null, (get, set) => {
  const account = get(accountAtom);
  const wanted = get(typesWantedAtom);
  if (account !== null && !wanted.has(account)) set(typesWantedAtom, new Set([...wanted, account]));
});

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
