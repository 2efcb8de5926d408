import type { Activity } from '../../../api/activities.ts';
import { employeesApi, type Employee } from '../../../api/employees.ts';
import { instanceActionsApi, type InstanceChanges, type PowerDelivery } from '../../../api/instance-actions.ts';
import type { Instance, InstanceRef } from '../../../api/instances.ts';
import type { ServerAction } from '../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../activities/queries.ts';
import { orgDataKeys } from '../../org-data/queries.ts';
import { isolate } from '../../../lib/display-name.ts';
import { instanceName } from '../texts.ts';
import { instanceKeys } from '../queries.ts';
import { INSTANCE_ACTION_TEXTS as T } from './texts.ts';

/** Follows a notice's "View details": the activity panel is a hook's, so it is passed in. */
type OpenActivity = (activity: Activity) => void;

/** What changing instances makes stale: every instance query (lists, pages), and what counts them. */
const instancesChanged = () => [instanceKeys.all, ['security-profiles'] as const];

const viewDetails = (activity: Activity, openActivity: OpenActivity) => [{ label: T.viewDetails, onClick: () => openActivity(activity) }];

export interface EditRequest {
  readonly instance: Instance;
  readonly changes: InstanceChanges;
}

/** Edit (screens §2.5, with the tags of HEAD's panel): only what changed is sent, '' and [] clear. */
export const editInstance: ServerAction<EditRequest, Instance> = {
  run: ({ store }, { instance, changes }) => instanceActionsApi.update(store.api, instance.id, changes),
  invalidates: () => [...instancesChanged(), orgDataKeys.tags],
  // The title before the edit, as upstream.
  notice: (_saved, { instance }) => ({ type: 'positive', title: T.edit.done, message: T.edit.doneMessage(isolate(instanceName(instance))) }),
};

export interface PowerRequest {
  readonly kind: 'restart' | 'shutdown';
  readonly instances: readonly InstanceRef[];
  readonly delivery: PowerDelivery;
  /** From one instance's page (its notice names it), or from a selection in the list. */
  readonly from: 'page' | 'list';
  readonly openActivity: OpenActivity;
}

/** Restart or shut down one instance or a selection, now or at a time (legacy RebootComputers / ShutdownComputers). */
export const powerInstances: ServerAction<PowerRequest, Activity> = {
  run: ({ store }, { kind, instances, delivery }) => {
    const ids = instances.map((instance) => instance.id);
    return kind === 'restart' ? instanceActionsApi.restart(store.api, ids, delivery) : instanceActionsApi.shutDown(store.api, ids, delivery);
  },
  invalidates: () => [instanceKeys.all, activityKeys.lists],
  notice: (activity, { kind, instances, from, openActivity }) => {
    const title = isolate(instanceName(instances[0]!));
    if (from === 'page') {
      const verb = kind === 'restart' ? 'restarted' : 'shut down';
      return { type: 'positive', title: T.power.queued(title, verb), message: T.power.queuedMessage(title, verb), actions: viewDetails(activity, openActivity) };
    }
    const what = kind === 'restart' ? 'reboot' : 'shutdown';
    return {
      type: 'positive',
      title: T.power.manyQueued(instances.length, what),
      message: T.power.manyQueuedMessage(instances.length, title, what),
      actions: viewDetails(activity, openActivity),
    };
  },
};

/**
 * Removes an instance from Landscape (legacy RemoveComputers), then the page leaves for the list:
 * the lists refetch, not the page's own instance (it is gone: its refetch would show "not found"
 * before the page leaves).
 */
export const removeInstance: ServerAction<{ readonly instance: InstanceRef }, void> = {
  run: ({ store }, { instance }) => instanceActionsApi.remove(store.api, [instance.id]),
  invalidates: () => [instanceKeys.lists, ['instances', 'count'] as const, ['security-profiles'] as const, activityKeys.lists],
  notice: (_removed, { instance }) => ({
    type: 'positive',
    title: T.removal.done(isolate(instanceName(instance))),
    message: T.removal.doneMessage(isolate(instanceName(instance))),
  }),
};

/** Deletes a WSL instance from its Windows host and from Landscape (legacy DeleteChildComputers). */
export const deleteWslInstance: ServerAction<{ readonly instance: Pick<Instance, 'id' | 'title' | 'hostname' | 'parent'>; readonly openActivity: OpenActivity }, Activity> = {
  run: ({ store }, { instance }) => instanceActionsApi.deleteChildren(store.api, [instance.id]),
  // Not the deleted instance's own page (its refetch would show "not found" before the page
  // leaves): the lists, and its host's page, whose WSL list changes.
  invalidates: ({ instance }) => [
    instanceKeys.lists,
    ...(instance.parent ? [['instances', 'detail', instance.parent.id] as const] : []),
    activityKeys.lists,
  ],
  notice: (activity, { instance, openActivity }) => ({
    type: 'positive',
    title: T.deletion.done(isolate(instanceName(instance))),
    message: T.deletion.doneMessage(isolate(instanceName(instance))),
    actions: viewDetails(activity, openActivity),
  }),
};

/** Sanitize (screens §2.8): the server checks the title the user typed to confirm. */
export const sanitizeInstance: ServerAction<{ readonly instance: Instance; readonly openActivity: OpenActivity }, Activity> = {
  run: ({ store }, { instance }) => instanceActionsApi.sanitize(store.api, instance.id, instance.title),
  invalidates: () => [instanceKeys.all, activityKeys.lists],
  notice: (activity, { instance, openActivity }) => ({
    type: 'positive',
    title: T.sanitization.done(isolate(instanceName(instance))),
    message: T.sanitization.doneMessage(isolate(instanceName(instance))),
    actions: viewDetails(activity, openActivity),
  }),
};

export interface EmployeeRequest {
  readonly mode: 'associate' | 'disassociate';
  readonly employee: Employee;
  readonly instance: Instance;
}

/**
 * Associates the instance with an employee, or disassociates the one it has (its `employee_id`,
 * never one picked meanwhile: upstream's B13).
 */
export const changeEmployee: ServerAction<EmployeeRequest, unknown> = {
  run: ({ store }, { mode, employee, instance }) =>
    mode === 'associate' ? employeesApi.associate(store.api, employee.id, instance.id) : employeesApi.disassociate(store.api, employee.id, instance.id),
  invalidates: () => [instanceKeys.all, ['employees'] as const],
  notice: (_answer, { mode, employee: { name: raw }, instance }) => {
    const name = isolate(raw);
    const title = isolate(instanceName(instance));
    return mode === 'associate'
      ? { type: 'positive', title: T.employee.associated(name), message: T.employee.associatedMessage(name, title) }
      : { type: 'positive', title: T.employee.disassociated(name), message: T.employee.disassociatedMessage(name, title) };
  },
};
