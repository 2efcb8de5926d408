import { useMemo } from 'react';
import type { InstalledSnap } from '../../../../../api/snaps.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { FilterChips, ListProgress, SearchBox, type Column } from '../../../../../ui/list/index.ts';
import { Value } from '../../../../../ui/placeholders.tsx';
import { ServerText } from '../../../../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useStableCallback } from '../../../../../ui/stable-callback.ts';
import { DateTime } from '../../../../../ui/time/DateTime.tsx';
import { visuallyHidden } from '../../../../../ui/list/shared.css.ts';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { ListResults } from '../../../../lists/index.ts';
import type { TabProps } from '../../tab-screens.ts';
import * as tab from '../Tab.css.ts';
import { useTabList } from '../tab-list.ts';
import { snapListQuery } from './queries.ts';
import { InstallSnapsForm, SnapActionForm } from './SnapForms.tsx';
import { applicableSnaps, isForever, isHeld, snapListParams, snapListRequest, snapReason, type SnapActionId } from './snap-list.ts';
import * as styles from './Snaps.css.ts';
import { SNAP_TEXTS as T } from './texts.ts';

const rowId = (row: InstalledSnap) => row.snap.name;

const BULK: readonly Exclude<SnapActionId, 'switch'>[] = ['remove', 'hold', 'unhold', 'refresh'];

function HeldUntil({ value }: { readonly value: string | null | undefined }) {
  if (!value || !isHeld({ held_until: value })) return <Value value={null} />;
  return isForever(value) ? <>{T.forever}</> : <DateTime value={value} />;
}

/**
 * The Snaps tab (screens §4.2): the instance's snaps, searched and paged on the server; install from
 * the store, and uninstall, hold, unhold, refresh or switch the channel of a snap or a selection,
 * each in a side panel with its delivery options.
 */
export function SnapsTab({ instance }: TabProps) {
  const { list, setParams, result, settled, pending, chips, clearAll, selected, setSelected, selectedRows, nothingAtAll } = useTabList(
    snapListParams,
    snapListQuery,
    (params) => snapListRequest(instance.id, params),
    rowId,
  );
  const sidePanel = useSidePanel();
  const openActivity = useActivityPanel();

  const openAction = useStableCallback((action: SnapActionId, chosen: readonly InstalledSnap[]) => {
    const snaps = applicableSnaps(action, chosen);
    sidePanel.open({
      key: `snap-${action}-${snaps.map(rowId).join(',')}`,
      title: action === 'switch' ? T.form.switchTitle(snaps[0]!.snap.name) : T.form.title(T.actions[action], snaps[0]!.snap.name, snaps.length),
      body: <SnapActionForm action={action} instanceId={instance.id} snaps={snaps} openActivity={openActivity} />,
    });
  });
  const openInstall = () => sidePanel.open({ key: 'snap-install', title: T.installSnaps, body: <InstallSnapsForm instanceId={instance.id} openActivity={openActivity} /> });
  const openDetails = useStableCallback((snap: InstalledSnap) =>
    sidePanel.open({ key: `snap-${snap.snap.name}`, title: T.details.title(snap.snap.name), body: <SnapDetails snap={snap} onAction={(action) => openAction(action, [snap])} /> }),
  );

  const columns = useMemo<Column<InstalledSnap>[]>(
    () => [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '8rem',
        cell: (row) => (
          <button type="button" className={styles.nameButton} onClick={() => openDetails(row)}>
            <Value value={row.snap.name} />
          </button>
        ),
      },
      { id: 'channel', header: T.columns.channel, wrap: 'never', cell: (row) => <Value value={row.tracking_channel} /> },
      { id: 'heldUntil', header: T.columns.heldUntil, wrap: 'never', cell: (row) => <HeldUntil value={row.held_until} /> },
      {
        id: 'version',
        header: T.columns.version,
        wrap: 'never',
        cell: (row) =>
          isHeld(row) ? (
            <span className={styles.version}>
              <span aria-hidden="true">⏸</span>
              <Value value={row.version} />
              <span className={visuallyHidden}>{`(${T.held})`}</span>
            </span>
          ) : (
            <Value value={row.version} />
          ),
      },
      { id: 'summary', header: T.columns.summary, minWidth: '12rem', cell: (row) => <Value value={row.snap.summary} /> },
    ],
    [openDetails],
  );

  if (nothingAtAll) return <EmptyState title={T.emptyTitle} action={{ label: T.installSnaps, onClick: openInstall }} />;

  return (
    <div className={tab.tab}>
      <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} onSubmit={(search) => setParams({ search })}>
        <ListProgress active={pending === 'filters' && !result.isError} />
      </SearchBox>
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={tab.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <Button onClick={openInstall}>{T.install}</Button>
        {BULK.map((action) => (
          <ReasonButton key={action} reason={snapReason(action, selectedRows)} onClick={() => openAction(action, selectedRows)}>
            {T.actions[action]}
          </ReasonButton>
        ))}
        {selectedRows.length > 0 ? <span className={tab.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <ListResults<InstalledSnap>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId,
          selection: { selected, onChange: setSelected, rowLabel: (row) => T.selectRow(row.snap.name), allLabel: T.toggleAll },
          empty: T.emptySearch,
        }}
        pagination={{ pageSizeLabel: T.pageSizeLabel }}
      />
    </div>
  );
}

/** The details side panel: the snap's actions, then its facts (screens §4.2). */
function SnapDetails({ snap, onAction }: { readonly snap: InstalledSnap; readonly onAction: (action: SnapActionId) => void }) {
  const held = isHeld(snap);
  const actions: SnapActionId[] = ['switch', 'refresh', held ? 'unhold' : 'hold', 'remove'];
  const publisher = snap.snap.publisher?.['display-name'] ?? snap.snap.publisher?.username;
  return (
    <div className={styles.form}>
      <div className={styles.buttons}>
        {actions.map((action) => (
          <Button key={action} appearance={action === 'remove' ? 'negative' : 'base'} onClick={() => onAction(action)}>
            {action === 'switch' ? T.switchChannel : T.actions[action]}
          </Button>
        ))}
      </div>
      <dl className={styles.facts}>
        <dt>{T.details.name}</dt>
        <dd>
          <Value value={snap.snap.name} />
        </dd>
        <dt>{T.details.channel}</dt>
        <dd>
          <Value value={snap.tracking_channel} />
        </dd>
        <dt>{T.details.version}</dt>
        <dd>
          <Value value={snap.version} />
        </dd>
        <dt>{T.details.confinement}</dt>
        <dd>
          <Value value={snap.confinement} />
        </dd>
        <dt>{T.details.heldUntil}</dt>
        <dd>
          <HeldUntil value={snap.held_until} />
        </dd>
        <dt>{T.details.summary}</dt>
        <dd>
          <Value value={snap.snap.summary} />
        </dd>
        <dt>{T.details.publisher}</dt>
        <dd>
          <ServerText text={publisher ?? ''} fallback="---" />
        </dd>
      </dl>
    </div>
  );
}
