import type { Activity } from '../../../../../api/activities.ts';
import { processesApi, type Process, type ProcessSignal } from '../../../../../api/processes.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import { processKeys } from './queries.ts';
import { PROCESS_TEXTS as T } from './texts.ts';

export interface SignalRequest {
  readonly signal: ProcessSignal;
  readonly instance: { readonly id: number; readonly name: string };
  readonly processes: readonly Pick<Process, 'pid' | 'name'>[];
  /** The notice's "View details": the queued activity in the side panel (a hook's, so passed in). */
  readonly openActivity: (activity: Activity) => void;
}

/**
 * Ends or kills processes on the instance being viewed (a WSL instance's own, screens §4 "act on
 * the instance being viewed"). The server queues an activity: the notice says so (upstream claims
 * "successfully ended") and opens it; the instance's process lists and the activity lists refetch.
 */
export const signalProcesses: ServerAction<SignalRequest, Activity> = {
  run: ({ store }, { signal, instance, processes }) =>
    processesApi.signal(
      store.api,
      signal,
      instance.id,
      processes.map((process) => process.pid),
    ),
  invalidates: ({ instance }) => [processKeys.instance(instance.id), activityKeys.lists],
  notice: (activity, { signal, instance, processes, openActivity }) => {
    const what = T.notice.what(processes.length, processes[0]?.name ?? '');
    return {
      type: 'positive',
      title: signal === 'kill' ? T.notice.killTitle(what) : T.notice.endTitle(what),
      message: T.notice.message(processes.length, instance.name),
      actions: [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }],
    };
  },
};
