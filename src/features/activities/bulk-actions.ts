import type { Activity, ActivityActions } from '../../api/activities.ts';

export type BulkAction = 'approve' | 'cancel' | 'undo' | 'redo';

/** Which flag each action needs on every selected activity (SPEC §4; flags under `actions`, API.md). */
export const ACTION_FLAGS: Readonly<Record<BulkAction, keyof ActivityActions>> = {
  approve: 'approvable',
  cancel: 'cancelable',
  undo: 'revertable',
  redo: 'reappliable',
};

export const BULK_ACTIONS: readonly BulkAction[] = ['approve', 'cancel', 'undo', 'redo'];

/** Enabled only if something is selected, nothing runs, and every selected activity has the flag. */
export function isActionEnabled(action: BulkAction, selected: readonly Activity[], running: boolean): boolean {
  if (running || selected.length === 0) return false;
  const flag = ACTION_FLAGS[action];
  return selected.every((activity) => activity.actions?.[flag] === true);
}
