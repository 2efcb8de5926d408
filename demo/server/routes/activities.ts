/**
 * Activities (API.md "Activities"): the searchable list, one activity, undo/redo, and the legacy
 * actions GetActivityTypes, ApproveActivities and CancelActivities.
 */
import { findById, replaceById } from '../data.ts';
import { badRequest, notFound, ok, paginate } from '../http.ts';
import { ACTIVITY_STATUSES, type Activity, type ActivityActions, type Creator, type Organisation, type User } from '../model.ts';
import type { Namespace } from '../namespace.ts';
import {
  compileQuery,
  parseQueryDate,
  parseQueryInteger,
  QueryError,
  type Predicate,
  type QuerySchema,
} from '../query-language.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { iso } from '../time.ts';

const NO_ACTIONS: ActivityActions = { approvable: false, cancelable: false, reappliable: false, revertable: false };
const QUEUED_ACTIONS: ActivityActions = { ...NO_ACTIONS, cancelable: true };

function containsText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/** The activity search keys of SPEC.md §5, over one organisation's data. */
export function activitySchema(org: Organisation): QuerySchema<Activity> {
  const byTime = (value: string, compare: (created: number, limit: number) => boolean): Predicate<Activity> => {
    const limit = parseQueryDate(value);
    return (activity) => compare(Date.parse(activity.creation_time), limit);
  };
  return {
    keys: {
      id: (value) => {
        const id = parseQueryInteger('id', value);
        return (activity) => activity.id === id;
      },
      'parent-id': (value) => {
        const id = parseQueryInteger('parent-id', value);
        return (activity) => activity.parent_id === id;
      },
      status: (value) => {
        const status = value.toLowerCase();
        if (!(ACTIVITY_STATUSES as readonly string[]).includes(status)) {
          throw new QueryError(`Unknown status "${value}". Use one of: ${ACTIVITY_STATUSES.join(', ')}.`);
        }
        return (activity) => activity.activity_status === status;
      },
      type: (value) => (activity) => activity.type.toLowerCase() === value.toLowerCase(),
      // Both compare with the instant the date starts: created-after:2024-01 created-before:2024-02 is January.
      'created-after': (value) => byTime(value, (created, limit) => created >= limit),
      'created-before': (value) => byTime(value, (created, limit) => created < limit),
      creator: (value) => {
        const wanted = value.toLowerCase();
        return (activity) =>
          activity.creator !== null &&
          (activity.creator.email.toLowerCase() === wanted || activity.creator.name.toLowerCase() === wanted);
      },
      computer: (value) => {
        if (value.toLowerCase().startsWith('id:')) {
          const id = parseQueryInteger('computer:id', value.slice(3));
          return (activity) => activity.computer_id === id;
        }
        const ids = new Set(
          org.instances
            .filter((instance) => containsText(instance.title, value) || containsText(instance.hostname, value))
            .map((instance) => instance.id),
        );
        return (activity) => ids.has(activity.computer_id);
      },
    },
    freeText: (value) => (activity) => containsText(activity.summary, value),
  };
}

/** Compiles a search query for one organisation; a query error is the client's 400. */
function activityFilter(org: Organisation, query: string): Predicate<Activity> {
  try {
    return compileQuery(query, activitySchema(org));
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(error.message, 'InvalidQuery');
    throw error;
  }
}

export function creatorOf(user: User): Creator {
  return { id: user.id, name: user.name, email: user.email };
}

type NewActivity = Pick<Activity, 'summary' | 'type' | 'computer_id' | 'parent_id' | 'creator'> &
  Partial<Pick<Activity, 'activity_status' | 'result_text' | 'result_code' | 'completion_time' | 'delivery_time' | 'actions'>>;

/** Records a new activity (queued unless told otherwise) with the next id and the current time. */
export function addActivity(ns: Namespace, org: Organisation, fields: NewActivity): Activity {
  const activity: Activity = {
    id: ns.data.nextId.activity,
    activity_status: 'undelivered',
    creation_time: iso(Date.now()),
    completion_time: null,
    delivery_time: null,
    result_code: null,
    result_text: null,
    actions: QUEUED_ACTIONS,
    ...fields,
  };
  ns.data.nextId.activity += 1;
  org.activities.push(activity);
  return activity;
}

function getActivity(org: Organisation, id: number): Activity {
  const activity = findById(org.activities, id);
  if (!activity) throw notFound(`Activity ${id} does not exist.`, 'ActivityNotFound');
  return activity;
}

/** Undo (revert) or redo (reapply): checks every id first, then queues one new activity per id. */
function queueFollowUps(ctx: RouteContext, kind: 'revert' | 'reapply'): number[] {
  const { org, user } = signedIn(ctx);
  const ids = ctx.body.integerArray('activity_ids');
  if (!ids || ids.length === 0) throw badRequest('"activity_ids" must list at least one activity.');
  const flag = kind === 'revert' ? 'revertable' : 'reappliable';
  const originals = ids.map((id) => {
    const activity = findById(org.activities, id);
    if (!activity) throw badRequest(`Activity ${id} does not exist.`, 'ActivityNotFound');
    if (!activity.actions?.[flag]) {
      throw badRequest(`Activity ${id} cannot be ${kind === 'revert' ? 'undone' : 'redone'}.`, 'ActionNotAllowed');
    }
    return activity;
  });
  return originals.map((original) => {
    if (kind === 'revert') {
      // An activity is undone once.
      replaceById(org.activities, { ...original, actions: { ...original.actions!, revertable: false } });
    }
    return addActivity(ctx.ns, org, {
      summary: `${kind === 'revert' ? 'Undo' : 'Redo'}: ${original.summary}`,
      type: original.type,
      computer_id: original.computer_id,
      parent_id: null,
      creator: creatorOf(user),
    }).id;
  });
}

/**
 * Applies a status change to the activities a legacy `query` selects that allow it, and to their
 * children that allow it too (a group's children follow the group). Answers the selected ids changed.
 */
function changeStatus(ctx: RouteContext, allowed: keyof ActivityActions, change: (activity: Activity, by: User) => Activity): number[] {
  const { org, user } = signedIn(ctx);
  const query = ctx.query.requiredString('query');
  const selected = org.activities.filter(activityFilter(org, query)).filter((activity) => activity.actions?.[allowed]);
  const selectedIds = new Set(selected.map((activity) => activity.id));
  for (const activity of org.activities) {
    const followsParent = activity.parent_id !== null && selectedIds.has(activity.parent_id) && activity.actions?.[allowed];
    if (selectedIds.has(activity.id) || followsParent) replaceById(org.activities, change(activity, user));
  }
  return selected.map((activity) => activity.id);
}

export const activityRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^activities$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      const matches = org.activities.filter(activityFilter(org, ctx.query.string('query') ?? '')).reverse();
      return ok(paginate(matches, ctx.query, ctx.url));
    },
  },
  {
    method: 'GET',
    pattern: /^activities\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => ok(getActivity(signedIn(ctx).org, Number(ctx.params['id']))),
  },
  {
    method: 'POST',
    pattern: /^activities\/revert$/,
    auth: 'bearer',
    handle: (ctx) => ok(queueFollowUps(ctx, 'revert')),
  },
  {
    method: 'POST',
    pattern: /^activities\/reapply$/,
    auth: 'bearer',
    handle: (ctx) => ok(queueFollowUps(ctx, 'reapply')),
  },
];

const approved = (activity: Activity): Activity => ({
  ...activity,
  activity_status: 'undelivered',
  actions: QUEUED_ACTIONS,
});

const canceled = (activity: Activity, by: User): Activity => ({
  ...activity,
  activity_status: 'canceled',
  completion_time: iso(Date.now()),
  result_text: `Canceled by ${by.name}.`,
  actions: NO_ACTIONS,
});

export const activityActions: LegacyActions = {
  GetActivityTypes: (ctx) => {
    signedIn(ctx);
    return ok(ctx.ns.data.activityTypes);
  },
  ApproveActivities: (ctx) => ok(changeStatus(ctx, 'approvable', approved)),
  CancelActivities: (ctx) => ok(changeStatus(ctx, 'cancelable', canceled)),
};
