import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { activitiesApi, type Activity, type ActivityListParams } from '../../api/activities.ts';
import type { Paginated } from '../../api/pagination.ts';
import { accountQuery, pinnedToAccount, scopedKey } from '../../state/account.ts';
import type { ListQuery } from '../lists/index.ts';
import { portalStoreAtom } from '../../state/portal-store-atom.ts';
import type { PortalStore } from '../../state/store.ts';
import type { BulkAction } from './bulk-actions.ts';

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
 * Details of the activity a panel shows. The panel closes on an organisation switch; until it has
 * gone, no request goes out for the item under the new organisation.
 */
export function createActivityDetailAtom(activity: Activity) {
  const sameAccount = pinnedToAccount();
  return atomWithQuery((get) => {
    const query = accountQuery(get, activityKeys.detail(activity.id), (store) => activitiesApi.get(store.api, activity.id));
    return { ...query, enabled: sameAccount(query.queryKey[1]), initialData: activity, initialDataUpdatedAt: 0 };
  });
}

const run: Record<BulkAction, (store: PortalStore, ids: readonly number[]) => Promise<unknown>> = {
  approve: (store, ids) => activitiesApi.approve(store.api, ids),
  cancel: (store, ids) => activitiesApi.cancel(store.api, ids),
  undo: (store, ids) => activitiesApi.revert(store.api, ids),
  redo: (store, ids) => activitiesApi.reapply(store.api, ids),
};

export interface ActivityActionRequest {
  readonly action: BulkAction;
  readonly ids: readonly number[];
}

/**
 * Approve, cancel, undo, redo (SPEC §4, §7): one mutation per widget, so one widget's request in
 * flight does not disable another's buttons. Success refreshes lists and details.
 */
export function createActivityActionAtom() {
  return atomWithMutation((get) => ({
    mutationFn: ({ action, ids }: ActivityActionRequest) => run[action](get(portalStoreAtom), ids),
    onSuccess: () => get(portalStoreAtom).queryClient.invalidateQueries({ queryKey: scopedKey(get, ...activityKeys.all) }),
  }));
}
