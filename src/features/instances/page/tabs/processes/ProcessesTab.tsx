import { useMemo, useState } from 'react';
import type { Process, ProcessSignal } from '../../../../../api/processes.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { FilterChips, ListProgress, SearchBox, type Column } from '../../../../../ui/list/index.ts';
import { ConfirmModal } from '../../../../../ui/modal/ConfirmModal.tsx';
import { Value } from '../../../../../ui/placeholders.tsx';
import { DateTime } from '../../../../../ui/time/DateTime.tsx';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { ListResults } from '../../../../lists/index.ts';
import { instanceName } from '../../instance-page.ts';
import type { TabProps } from '../../tab-screens.ts';
import { useTabList } from '../tab-list.ts';
import { signalProcesses } from './actions.ts';
import { processListParams, processListRequest } from './process-list.ts';
import * as styles from '../Tab.css.ts';
import * as own from './Processes.css.ts';
import { processListQuery } from './queries.ts';
import { PROCESS_TEXTS as T } from './texts.ts';

const rowId = (row: Process) => String(row.pid);

// The modal shows the server's message itself, and stays open for another try.
const inModal = () => undefined;

/**
 * The Processes tab (screens §4.3): the instance's processes, searched and paged on the server,
 * and End process / Kill process for a selection, each confirmed first (upstream sends them at once)
 * and announced as queued with its activity (upstream says "successfully ended").
 */
export function ProcessesTab({ instance }: TabProps) {
  const { list, setParams, result, settled, pending, chips, clearAll, selected, setSelected, selectedRows, nothingAtAll } = useTabList(
    processListParams,
    processListQuery,
    (params) => processListRequest(instance.id, params),
    rowId,
  );
  const [confirming, setConfirming] = useState<{ readonly signal: ProcessSignal; readonly processes: readonly Process[] } | null>(null);
  const openActivity = useActivityPanel();
  const { run } = useServerAction(signalProcesses, { onError: inModal });

  const columns = useMemo<Column<Process>[]>(
    () => [
      { id: 'command', header: T.columns.command, minWidth: '12rem', cell: (row) => <Value value={row.name} /> },
      { id: 'state', header: T.columns.state, wrap: 'never', cell: (row) => <Value value={row.state} /> },
      {
        id: 'vmSize',
        header: T.columns.vmSize,
        wrap: 'never',
        cell: (row) => <span className={own.number}>{typeof row.vm_size === 'number' ? T.vmSize(row.vm_size) : <Value value={null} />}</span>,
      },
      {
        id: 'cpu',
        header: T.columns.cpu,
        wrap: 'never',
        cell: (row) => <span className={own.number}>{typeof row.cpu_utilisation === 'number' ? T.cpu(row.cpu_utilisation) : <Value value={null} />}</span>,
      },
      { id: 'pid', header: T.columns.pid, wrap: 'never', cell: (row) => <span className={own.number}>{row.pid}</span> },
      { id: 'startedAt', header: T.columns.startedAt, wrap: 'never', cell: (row) => <DateTime value={row.start_time} /> },
      { id: 'group', header: T.columns.group, wrap: 'never', cell: (row) => <Value value={row.gid} /> },
    ],
    [],
  );

  // Nothing running at all (no search narrowed it): the tab says so instead of an empty table.
  if (nothingAtAll) return <EmptyState title={T.noneRunningTitle} />;

  const name = instanceName(instance);
  const reason = selectedRows.length === 0 ? T.selectFirst : undefined;
  async function confirm() {
    if (!confirming) return;
    const outcome = await run({ signal: confirming.signal, instance: { id: instance.id, name }, processes: confirming.processes, openActivity });
    if (outcome.status === 'failed') throw outcome.error;
  }
  const count = confirming?.processes.length ?? 0;
  const first = confirming?.processes[0]?.name ?? '';

  return (
    <div className={styles.tab}>
      <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} onSubmit={(search) => setParams({ search })}>
        <ListProgress active={pending === 'filters' && !result.isError} />
      </SearchBox>
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={styles.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <ReasonButton reason={reason} onClick={() => setConfirming({ signal: 'terminate', processes: selectedRows })}>
          {T.end}
        </ReasonButton>
        <ReasonButton reason={reason} onClick={() => setConfirming({ signal: 'kill', processes: selectedRows })}>
          {T.kill}
        </ReasonButton>
        {selectedRows.length > 0 ? <span className={styles.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <ListResults<Process>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId,
          selection: { selected, onChange: setSelected, rowLabel: (row) => T.selectRow(row.name, row.pid), allLabel: T.toggleAll },
          empty: T.empty,
        }}
        pagination={{ pageSizeLabel: T.pageSizeLabel }}
      />
      <ConfirmModal
        title={confirming?.signal === 'kill' ? T.confirm.killTitle(count, first) : T.confirm.endTitle(count, first)}
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        confirmLabel={confirming?.signal === 'kill' ? T.kill : T.end}
        progressLabel={confirming?.signal === 'kill' ? T.confirm.killProgress : T.confirm.endProgress}
        appearance="negative"
        onConfirm={confirm}
      >
        <p className={styles.text}>{confirming?.signal === 'kill' ? T.confirm.killBody(count, name) : T.confirm.endBody(count, name)}</p>
      </ConfirmModal>
    </div>
  );
}

