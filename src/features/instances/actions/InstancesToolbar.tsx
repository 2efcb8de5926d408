import { useState, type ReactNode } from 'react';
import type { InstanceChild } from '../../../api/instances.ts';
import { ReasonButton } from '../../../ui/button/ReasonButton.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { hasUpgrades } from '../upgrade-kinds.ts';
import * as styles from './Actions.css.ts';
import { AccessGroupForm, AssignTagsForm, BulkDialog, type BulkDialogKind } from './BulkActionDialogs.tsx';
import { PendingInstancesNotice } from './PendingInstancesNotice.tsx';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';
import { UpgradesPanel } from './UpgradesPanel.tsx';
import { lazyScreen, WhenLoaded } from '../../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { canRunScripts } from '../../scripts/run/capability.ts';

// The scripts feature's form (with its script search), in a file of its own, loaded when opened.
const RunInstanceScriptForm = lazyScreen(() => import('../../scripts/run/RunInstanceScriptForm.tsx'), (module) => module.RunInstanceScriptForm);

const T = INSTANCE_ACTION_TEXTS.bulk;

export interface InstancesToolbarProps {
  /** The selected instances, on the page shown. */
  readonly selected: readonly InstanceChild[];
  /** After an action the server accepted: the selection is cleared (upstream clears it as a side effect, B2). */
  readonly onDone: () => void;
  /** "2 instances selected". */
  readonly selectedCount: string | undefined;
}

/**
 * The instances list's actions (screens instance-actions.md §1), loaded once the list is idle after
 * its first paint, in a slot that keeps their place: the pending instances' notice, then restart,
 * shut down, upgrade, assign an access group or tags, remove. Each stays focusable while
 * unavailable, saying why.
 */
export function InstancesToolbar({ selected, onDone, selectedCount }: InstancesToolbarProps) {
  const sidePanel = useSidePanel();
  const [dialog, setDialog] = useState<{ readonly kind: BulkDialogKind; readonly instances: readonly InstanceChild[] } | null>(null);
  const nothing = selected.length === 0 ? T.selectFirst : undefined;
  const panel = (key: string, title: string, body: ReactNode, size: 'small' | 'large' = 'small') => sidePanel.open({ key, title, body, size });

  return (
    <>
      <PendingInstancesNotice />
      <div className={styles.toolbar} role="toolbar" aria-label={T.label} part="toolbar">
        <ReasonButton reason={nothing} onClick={() => setDialog({ kind: 'restart', instances: selected })}>
          {T.restart}
        </ReasonButton>
        <ReasonButton reason={nothing} onClick={() => setDialog({ kind: 'shutdown', instances: selected })}>
          {T.shutdown}
        </ReasonButton>
        <ReasonButton
          reason={nothing ?? (selected.some(hasUpgrades) ? undefined : T.noUpgrades)}
          onClick={() => panel('upgrades', T.upgradesTitle, <UpgradesPanel instances={selected} onDone={onDone} />, 'large')}
        >
          {T.upgrade}
        </ReasonButton>
        <ReasonButton
          reason={nothing ?? (selected.some(canRunScripts) ? undefined : T.noScriptable)}
          onClick={() =>
            panel(
              'run-script',
              T.runScript,
              <WhenLoaded component={RunInstanceScriptForm} fallback={<LoadingScreen />}>
                <RunInstanceScriptForm instances={selected} onDone={onDone} />
              </WhenLoaded>,
            )
          }
        >
          {T.runScript}
        </ReasonButton>
        <ReasonButton reason={nothing} onClick={() => panel('assign-access-group', T.accessGroup, <AccessGroupForm instances={selected} onDone={onDone} />)}>
          {T.accessGroup}
        </ReasonButton>
        <ReasonButton reason={nothing} onClick={() => panel('assign-tags', T.tags, <AssignTagsForm instances={selected} onDone={onDone} />)}>
          {T.tags}
        </ReasonButton>
        <ReasonButton reason={nothing} appearance="negative" onClick={() => setDialog({ kind: 'remove', instances: selected })}>
          {T.remove}
        </ReasonButton>
        {selectedCount ? <span className={styles.muted}>{selectedCount}</span> : null}
        <BulkDialog kind={dialog?.kind ?? null} instances={dialog?.instances ?? []} onClose={() => setDialog(null)} onDone={onDone} />
      </div>
    </>
  );
}
