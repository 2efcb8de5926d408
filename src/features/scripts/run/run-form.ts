import { array, mixed, number, object, string } from 'yup';
import type { Activity } from '../../../api/activities.ts';
import { scriptsApi, type Script } from '../../../api/scripts.ts';
import type { ServerAction } from '../../../ui/action/useServerAction.ts';
import { quoteValue } from '../../activities/query.ts';
import { activityKeys } from '../../activities/queries.ts';
import { deliverySchema, initialDelivery, type DeliveryParams } from '../../instances/delivery/delivery.ts';
import { activitiesPath } from '../../shell/paths.ts';
import { scriptTitle } from '../texts.ts';
import { RUN_SCRIPT_TEXTS as T } from './texts.ts';

/** §1.8 run defaults. */
export const DEFAULT_USERNAME = 'root';
export const DEFAULT_TIME_LIMIT = 300;

export { canRunScripts } from './capability.ts';

/** `tag:a OR tag:b`, each value quoted when it must be: the run's query for the chosen tags. */
export const tagsQuery = (tags: readonly string[]): string => tags.map((tag) => `tag:${quoteValue(tag)}`).join(' OR ');

/** `id:1 OR id:2`: the run's query for the chosen instances. */
export const idsQuery = (ids: readonly number[]): string => ids.map((id) => `id:${id}`).join(' OR ');

/**
 * The instances of the script's access group (and those below it) matching `search` (`GET computers`),
 * for the instance picker and the tags' preview: the access group is a term of its own, the rest in
 * parentheses, so an OR inside never widens it (upstream's `access-group-recursive:X tag:a OR tag:b`
 * is ambiguous, §1.9.7).
 */
export function accessGroupQuery(accessGroup: string, rest: string): string {
  const group = `access-group-recursive:${quoteValue(accessGroup)}`;
  return rest.trim() === '' ? group : `${group} (${rest})`;
}

/** The fields both run forms share: who runs it, for how long, and when (no randomised window: the API has none). */
export function runFieldsSchema(zone: string) {
  return {
    username: string().trim().required(T.usernameRequired),
    time_limit: number().typeError(T.timeLimitRequired).required(T.timeLimitRequired).integer(T.timeLimitWhole).min(1, T.timeLimitMin),
    ...deliverySchema(zone),
  };
}

export function initialRunFields(zone: string) {
  return { username: DEFAULT_USERNAME, time_limit: DEFAULT_TIME_LIMIT, ...initialDelivery(zone) };
}

/** The run-from-the-list form (§1.6 A): by tags or by instance names. */
export function runFromListSchema(zone: string) {
  return object({
    by: mixed<'tags' | 'names'>().oneOf(['tags', 'names']).required(),
    tags: array(string().required())
      .default([])
      .when('by', ([by], schema) => (by === 'tags' ? schema.min(1, T.tagsRequired) : schema)),
    instances: array(string().required())
      .default([])
      .when('by', ([by], schema) => (by === 'names' ? schema.min(1, T.instancesRequired) : schema)),
    ...runFieldsSchema(zone),
  });
}

export interface RunRequest {
  readonly script: Pick<Script, 'id' | 'title'>;
  readonly query: string;
  readonly username: string;
  readonly time_limit: number;
  readonly delivery: DeliveryParams;
  /** Follows the notice's "View details" (a hook's, so passed in). */
  readonly navigate: (path: string) => void;
}

/** §1.6: ExecuteScript with exactly the chosen targets; the notice links to the run's activities. */
export const runScript: ServerAction<RunRequest, Activity> = {
  run: ({ store }, request) =>
    scriptsApi.run(store.api, {
      script_id: request.script.id,
      query: request.query,
      username: request.username.trim(),
      time_limit: request.time_limit,
      ...(request.delivery.deliver_after ? { deliver_after: request.delivery.deliver_after } : {}),
    }),
  invalidates: () => [activityKeys.lists],
  notice: (activity, { script, navigate }) => ({
    type: 'positive',
    title: T.done.title,
    message: T.done.message(scriptTitle(script)),
    actions: [{ label: T.done.action, onClick: () => navigate(activitiesPath({ query: `id:${activity.id} OR parent-id:${activity.id}` })) }],
  }),
};
