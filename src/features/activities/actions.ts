import { activitiesApi } from '../../api/activities.ts';
import type { ApiClient } from '../../api/client.ts';
import { ApiError, MALFORMED_RESPONSE } from '../../api/errors.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import type { BulkAction } from './bulk-actions.ts';
import { activityKeys } from './queries.ts';
import { activityNotice } from './texts.ts';

export interface ActivityActionRequest {
  readonly action: BulkAction;
  readonly ids: readonly number[];
}

const send: Record<BulkAction, (api: ApiClient, ids: readonly number[]) => Promise<unknown>> = {
  approve: activitiesApi.approve,
  cancel: activitiesApi.cancel,
  undo: activitiesApi.revert,
  redo: activitiesApi.reapply,
};

/** API.md: approve, cancel, reapply and revert answer with the ids they acted on. */
export function actedOn(answer: unknown): number[] {
  if (!Array.isArray(answer) || !answer.every((id) => Number.isInteger(id))) {
    throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
  }
  return answer as number[];
}

/**
 * Approve, cancel, undo, redo (SPEC §4, §7, §8). The notice counts what the server acted on, not
 * what was selected (an activity approved meanwhile is not approved twice). Lists change (statuses,
 * queued follow-ups), and so do the details of the activities asked about (their flags).
 */
export const activityAction: ServerAction<ActivityActionRequest, number[]> = {
  run: async ({ store }, { action, ids }) => actedOn(await send[action](store.api, ids)),
  invalidates: ({ ids }) => [activityKeys.lists, ...ids.map((id) => activityKeys.detail(id))],
  notice: (acted, { action }) => activityNotice(action, acted.length),
};
