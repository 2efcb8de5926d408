import { useState, type ReactNode } from 'react';
import type { InstanceChild } from '../../api/instances.ts';
import { ReasonButton } from '../../ui/button/ReasonButton.tsx';
import { lazyPiece } from '../../ui/lazy-piece.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import type { BulkDialogKind } from './actions/BulkActionDialogs.tsx';
import { hasUpgrades } from './upgrade-kinds.ts';
import * as styles from './Instances.css.ts';
import { INSTANCE_TEXTS as T } from './texts.ts';

// The confirmations and forms load once the list is idle after its first paint: none is part of the
// list's first load, and each is in by the time a button is pressed.
const loadDialogs = () => import('./actions/BulkActionDialogs.tsx');
const BulkDialog = lazyPiece(() => loadDialogs().then((module) => module.BulkDialog), { idle: true });
const AccessGroupForm = lazyScreen(loadDialogs, (module) => module.AccessGroupForm);
const AssignTagsForm = lazyScreen(loadDialogs, (module) => module.AssignTagsForm);
const UpgradesPanel = lazyScreen(loadDialogs, (module) => module.UpgradesPanel);

export interface InstancesToolbarProps {
  /** The selected instances, on the page shown. */
  readonly selected: readonly InstanceChild[];
  /** After an action the server accepted: the selection is cleared (upstream clears it as a side effect, B2). */
  readonly onDone: () => void;
}

/**
 * What can be done to the selected instances (screens instance-actions.md §1): restart, shut down,
 * remove, assign an access group or tags. Each stays focusable while unavailable, saying why.
 */
export function InstancesToolbar({ selected, onDone }: InstancesToolbarProps) {
  const sidePanel = useSidePanel();
  const [dialog, setDialog] = useState<{ readonly kind: BulkDialogKind; readonly instances: readonly InstanceChild[] } | null>(null);
  const nothing = selected.length === 0 ? T.bulk.selectFirst : undefined;
  const panel = (key: string, title: string, body: ReactNode, size: 'small' | 'large' = 'small') => sidePanel.open({ key, title, body, size });

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={T.bulk.label} part="toolbar">
      <ReasonButton reason={nothing} onClick={() => setDialog({ kind: 'restart', instances: selected })}>
        {T.bulk.restart}
      </ReasonButton>
      <ReasonButton reason={nothing} onClick={() => setDialog({ kind: 'shutdown', instances: selected })}>
        {T.bulk.shutdown}
      </ReasonButton>
      <ReasonButton
        reason={nothing ?? (selected.some(hasUpgrades) ? undefined : T.bulk.noUpgrades)}
        onClick={() =>
          panel(
            'upgrades',
            T.bulk.upgradesTitle,
            <WhenLoaded component={UpgradesPanel} fallback={<LoadingScreen />}>
              <UpgradesPanel instances={selected} onDone={onDone} />
            </WhenLoaded>,
            'large',
          )
        }
      >
        {T.bulk.upgrade}
      </ReasonButton>
      <ReasonButton
        reason={nothing}
        onClick={() =>
          panel(
            'assign-access-group',
            T.bulk.accessGroup,
            <WhenLoaded component={AccessGroupForm} fallback={<LoadingScreen />}>
              <AccessGroupForm instances={selected} onDone={onDone} />
            </WhenLoaded>,
          )
        }
      >
        {T.bulk.accessGroup}
      </ReasonButton>
      <ReasonButton
        reason={nothing}
        onClick={() =>
          panel(
            'assign-tags',
            T.bulk.tags,
            <WhenLoaded component={AssignTagsForm} fallback={<LoadingScreen />}>
              <AssignTagsForm instances={selected} onDone={onDone} />
            </WhenLoaded>,
          )
        }
      >
        {T.bulk.tags}
      </ReasonButton>
      <ReasonButton reason={nothing} appearance="negative" onClick={() => setDialog({ kind: 'remove', instances: selected })}>
        {T.bulk.remove}
      </ReasonButton>
      {selected.length > 0 ? <span className={styles.selectedCount}>{T.selectedCount(selected.length)}</span> : null}
      <BulkDialog kind={dialog?.kind ?? null} instances={dialog?.instances ?? []} onClose={() => setDialog(null)} onDone={onDone} />
    </div>
  );
}
