import { isActivity, type Activity } from './activities.ts';
import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { isInstance, type Instance } from './instances.ts';

/**
 * What administrators do to instances (screens instance-actions.md): apart from `instancesApi`,
 * which every list's first load carries, as only the actions' forms and confirmations use these.
 */

/** What an edit changes (`PUT computers/{id}`): only the fields given; '' and [] clear. */
export interface InstanceChanges {
  readonly title?: string;
  readonly comment?: string;
  readonly access_group?: string;
  readonly tags?: readonly string[];
}

/** When a restart or shutdown is delivered: a UTC time (`2026-03-01T14:30:00Z`), or as soon as possible. */
export interface PowerDelivery {
  readonly deliver_after?: string;
}

/** The legacy search naming exactly these instances: `id:1 OR id:2`. */
export const idQuery = (ids: readonly number[]): string => ids.map((id) => `id:${id}`).join(' OR ');

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

const activityOf = (answer: unknown): Activity => (isActivity(answer) ? answer : malformed());
const instanceOf = (answer: unknown): Instance => (isInstance(answer) ? answer : malformed());

export const instanceActionsApi = {
  /** Changes an instance's title, comment, access group or tags: the instance as it is now. */
  update: async (api: ApiClient, id: number, changes: InstanceChanges): Promise<Instance> =>
    instanceOf(await api.request('PUT', `computers/${id}`, { ...changes })),
  /** Queues a restart of the instances (legacy RebootComputers). */
  restart: async (api: ApiClient, ids: readonly number[], delivery: PowerDelivery = {}): Promise<Activity> =>
    activityOf(await api.legacy('RebootComputers', { computer_ids: [...ids], ...delivery })),
  /** Queues a shutdown of the instances (legacy ShutdownComputers). */
  shutDown: async (api: ApiClient, ids: readonly number[], delivery: PowerDelivery = {}): Promise<Activity> =>
    activityOf(await api.legacy('ShutdownComputers', { computer_ids: [...ids], ...delivery })),
  /** Queues the sanitization of an instance; the server checks the title typed to confirm it. */
  sanitize: async (api: ApiClient, id: number, title: string): Promise<Activity> =>
    activityOf(await api.request('POST', `computers/${id}/sanitize`, { computer_title: title })),
  /** Removes instances from Landscape (they stay on their machines); the answer is not read. */
  remove: async (api: ApiClient, ids: readonly number[]): Promise<void> => {
    await api.legacy('RemoveComputers', { computer_ids: [...ids] });
  },
  /** Deletes WSL instances from their Windows host and from Landscape (legacy DeleteChildComputers). */
  deleteChildren: async (api: ApiClient, ids: readonly number[]): Promise<Activity> =>
    activityOf(await api.legacy('DeleteChildComputers', { computer_ids: [...ids] })),
  /** Adds tags to the instances (legacy AddTagsToComputers); the answer is not read. */
  addTags: async (api: ApiClient, ids: readonly number[], tags: readonly string[]): Promise<void> => {
    await api.legacy('AddTagsToComputers', { query: idQuery(ids), tags: [...tags] });
  },
  /** Moves the instances to an access group, by its name (legacy ChangeComputersAccessGroup). */
  changeAccessGroup: async (api: ApiClient, ids: readonly number[], accessGroup: string): Promise<void> => {
    await api.legacy('ChangeComputersAccessGroup', { query: idQuery(ids), access_group: accessGroup });
  },
};
