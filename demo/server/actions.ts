/**
 * What every instance page action shares: reading its delivery options, queueing its activity (one,
 * or a group with a child per computer) and letting the activity progress as on a real server.
 */
import { findById, replaceById } from './data.ts';
import { badRequest, type Params } from './http.ts';
import type { Activity, ActivityStatus, Organisation } from './model.ts';
import type { Namespace } from './namespace.ts';
import { signedIn, type RouteContext } from './router.ts';
import { addActivity, creatorOf } from './routes/activities.ts';
import { GROUP_ACTIVITY_TYPE } from './seed.ts';
import { iso } from './time.ts';

/** When the activity may be delivered: null for as soon as possible. */
export interface Delivery {
  after: number | null;
}

/** What the UI sends (`…:00Z`), with optional seconds and fraction. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?Z$/;

/**
 * `deliver_after` (an ISO 8601 UTC time in the future) and the randomisation window in whole minutes
 * (0 or more; packages, kernel and restart call it `deliver_delay_window`, snaps `deliver_after_window`).
 * The window is checked but not simulated.
 */
export function readDelivery(params: Params, windowName: 'deliver_delay_window' | 'deliver_after_window' = 'deliver_delay_window'): Delivery {
  params.integer(windowName, { min: 0 });
  const text = params.string('deliver_after', { trim: true });
  if (text === undefined || text === '') return { after: null };
  const time = Date.parse(text);
  if (!ISO_UTC.test(text) || Number.isNaN(time)) {
    throw badRequest(`"deliver_after" must be a UTC time in ISO 8601 format, such as 2030-06-01T09:30:00Z (got "${text}").`);
  }
  if (time <= Date.now()) throw badRequest(`"deliver_after" must be in the future (${text} has passed).`);
  return { after: time };
}

export interface QueuedAction {
  type: string;
  /** The summary of each computer's activity; a group's parent adds " on {n} computers". */
  summary: string;
  /** A computer's own summary where it differs from `summary` (what each is told to do). */
  summaryOf?: (computerId: number) => string;
  computerIds: readonly number[];
  delivery: Delivery;
}

/**
 * Records the activity of an action: one for one computer, else a group parent with a child per
 * computer. Queued (`undelivered`), or `scheduled` with `delivery_time` = `deliver_after`. Answers the
 * activity the caller gets back: the only one, or the parent.
 */
export function queueAction(ctx: RouteContext, action: QueuedAction): Activity {
  const { org, user } = signedIn(ctx);
  const creator = creatorOf(user);
  const scheduled = action.delivery.after !== null;
  const status: ActivityStatus = scheduled ? 'scheduled' : 'undelivered';
  const common = {
    creator,
    activity_status: status,
    delivery_time: scheduled ? iso(action.delivery.after!) : null,
  };
  const created: Activity[] = [];
  let answer: Activity;
  if (action.computerIds.length === 1) {
    const computerId = action.computerIds[0]!;
    answer = addActivity(ctx.ns, org, { ...common, summary: action.summaryOf?.(computerId) ?? action.summary, type: action.type, computer_id: computerId, parent_id: null });
    created.push(answer);
  } else {
    answer = addActivity(ctx.ns, org, {
      ...common,
      summary: `${action.summary} on ${action.computerIds.length} computers`,
      type: GROUP_ACTIVITY_TYPE,
      computer_id: 0,
      parent_id: null,
    });
    created.push(answer);
    for (const computerId of action.computerIds) {
      const summary = action.summaryOf?.(computerId) ?? action.summary;
      created.push(addActivity(ctx.ns, org, { ...common, summary, type: action.type, computer_id: computerId, parent_id: answer.id }));
    }
  }
  if (!scheduled) progressLater(ctx.ns, org, created.map((activity) => activity.id));
  return answer;
}

/**
 * Records an account-wide activity (`computer_id` 0, no parent) by the caller, queued and progressing
 * as an action's does (removing a repository profile answers one).
 */
export function queueAccountActivity(ctx: RouteContext, type: string, summary: string): Activity {
  const { org, user } = signedIn(ctx);
  const activity = addActivity(ctx.ns, org, { creator: creatorOf(user), summary, type, computer_id: 0, parent_id: null });
  progressLater(ctx.ns, org, [activity.id]);
  return activity;
}

const SUCCEEDED_ACTIONS = { approvable: false, cancelable: false, reappliable: true, revertable: false };

/**
 * A queued activity is delivered after half of the namespace's `activityDelayMs` and succeeds at its
 * end, as the report activities do; one canceled (or otherwise changed) meanwhile is left alone.
 */
function progressLater(ns: Namespace, org: Organisation, ids: readonly number[]): void {
  const step = (from: ActivityStatus, change: (activity: Activity, now: string) => Activity) => () => {
    const now = iso(Date.now());
    for (const id of ids) {
      const activity = findById(org.activities, id);
      if (activity?.activity_status === from) replaceById(org.activities, change(activity, now));
    }
  };
  const delay = ns.options.activityDelayMs;
  const deliver = setTimeout(step('undelivered', (activity, now) => ({ ...activity, activity_status: 'delivered', delivery_time: now })), delay / 2);
  const succeed = setTimeout(
    step('delivered', (activity, now) => ({
      ...activity,
      activity_status: 'succeeded',
      completion_time: now,
      result_code: 0,
      result_text: 'Succeeded.',
      actions: SUCCEEDED_ACTIONS,
    })),
    delay,
  );
  // Pending activities must not keep a test process (or a stopping server) alive.
  deliver.unref();
  succeed.unref();
}

/** Ids as a readable list: "4905, 4906". */
export const listed = (items: readonly (string | number)[]): string => items.join(', ');
