import { useServerAction } from '../../ui/action/useServerAction.ts';
import { activityAction } from './actions.ts';

/**
 * Approve, cancel, undo or redo activities. One per caller (the bulk toolbar, a details panel), so
 * one place's request in flight does not disable another's buttons; within one, one at a time.
 */
export function useActivityAction() {
  return useServerAction(activityAction);
}
