import { ActionButton } from '../../ui/action/ActionButton.tsx';
import { Tooltip } from '../../ui/tooltip/Tooltip.tsx';
import type { BulkAction } from './bulk-actions.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

export interface ActivityActionButtonProps {
  readonly action: BulkAction;
  /** This button's request is running ("Approving..."). */
  readonly busy: boolean;
  /** Why it cannot run now (see `unavailableReason`), or undefined when it can. */
  readonly reason: string | undefined;
  readonly onRun: () => void;
}

/**
 * Approve, Cancel, Undo or Redo, in the bulk toolbar and the details panel. Unavailable, it stays
 * focusable (`aria-disabled`: a disabled button would drop focus and could show no tooltip), ignores
 * presses, and its reason is its tooltip.
 */
export function ActivityActionButton({ action, busy, reason, onRun }: ActivityActionButtonProps) {
  return (
    <Tooltip content={busy ? undefined : reason}>
      {(trigger) => (
        <ActionButton {...trigger} busy={busy} busyLabel={T.running[action]} aria-disabled={!busy && reason !== undefined} onClick={onRun}>
          {T.actions[action]}
        </ActionButton>
      )}
    </Tooltip>
  );
}
