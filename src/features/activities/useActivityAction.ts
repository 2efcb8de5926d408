import { useAtom } from 'jotai/react';
import { useState } from 'react';
import { useNotify } from '../../state/react.tsx';
import type { BulkAction } from './bulk-actions.ts';
import { createActivityActionAtom } from './queries.ts';
import { ACTIVITY_NOTICES } from './texts.ts';

/**
 * Approve, cancel, undo or redo activities: the success notice of SPEC §8 only once the server said
 * yes, the server's message otherwise. One mutation per caller, so one widget's request in flight
 * does not disable another's buttons.
 */
export function useActivityAction() {
  const [actionAtom] = useState(createActivityActionAtom);
  const [{ mutateAsync, isPending }] = useAtom(actionAtom);
  const { notify, notifyError } = useNotify();

  async function perform(action: BulkAction, ids: readonly number[]): Promise<void> {
    try {
      await mutateAsync({ action, ids });
      notify({ type: 'positive', ...ACTIVITY_NOTICES[action](ids.length) });
    } catch (error) {
      notifyError(error);
    }
  }

  return { perform, running: isPending };
}
