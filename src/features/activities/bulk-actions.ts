import type { Activity, ActivityActions } from '../../api/activities.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

export type BulkAction = 'approve' | 'cancel' | 'undo' | 'redo';

/** Which flag each action needs on every selected activity (SPEC §4; flags under `actions`, API.md). */
export const ACTION_FLAGS: Readonly<Record<BulkAction, keyof ActivityActions>> = {
  approve: 'approvable',
  cancel: 'cancelable',
  undo: 'revertable',
  redo: 'reappliable',
};

export const BULK_ACTIONS: readonly BulkAction[] = ['approve', 'cancel', 'undo', 'redo'];

/** Every activity carries the action's flag; missing `actions` counts as every flag false. */
export function allAllow(action: BulkAction, activities: readonly Activity[]): boolean {
  const flag = ACTION_FLAGS[action];
  return activities.every((activity) => activity.actions?.[flag] === true);
}

/**
 * Why the action cannot run on the selection now, or undefined when it can: it needs something
 * selected, the flag on every selected activity, and no other action running. The lasting reason
 * comes first: waiting for the running action would not help a selection that does not allow it.
 */
export function unavailableReason(action: BulkAction, selected: readonly Activity[], running: boolean): string | undefined {
  if (selected.length === 0) return T.unavailable.nothingSelected;
  if (!allAllow(action, selected)) return T.unavailable.notAllowed[action];
  if (running) return T.unavailable.running;
  return undefined;
}
