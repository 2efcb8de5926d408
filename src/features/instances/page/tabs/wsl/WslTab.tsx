import { useMemo, useState } from 'react';
import type { InstanceChild } from '../../../../../api/instances.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { AppLink } from '../../../../../ui/link/AppLink.tsx';
import { FilterChips, SearchBox, Table, type Column } from '../../../../../ui/list/index.ts';
import { ActionsMenu } from '../../../../../ui/menu/ActionsMenu.tsx';
import { ConfirmModal } from '../../../../../ui/modal/ConfirmModal.tsx';
import { Value } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { useFilterChips } from '../../../../lists/index.ts';
import { instancePath } from '../../../../shell/paths.ts';
import { instanceName } from '../../instance-page.ts';
import type { TabProps } from '../../tab-screens.ts';
import { useTabListState } from '../../tab-state.tsx';
import * as tab from '../Tab.css.ts';
import { deleteChildren, removeChildren, setDefaultChild } from './actions.ts';
import { InstallWslForm } from './InstallWslForm.tsx';
import { WSL_DOCS_URL, WSL_TEXTS as T } from './texts.ts';
import { wslListParams } from './wsl-list.ts';

type Child = InstanceChild & { readonly is_default_child?: boolean | null };

type Confirmation = { readonly kind: 'default' | 'remove' | 'delete'; readonly children: readonly Child[] };

// The modals show the server's message themselves, and stay open for another try.
const inModal = () => undefined;

const matches = (child: Child, search: string) => {
  const term = search.toLowerCase();
  return (child.title ?? '').toLowerCase().includes(term) || (child.hostname ?? '').toLowerCase().includes(term);
};

/**
 * The WSL tab of a Windows host (screens §4.9): its WSL instances from its own answer (no list call),
 * searched here; install one, set the default, remove instances from Landscape or delete them from
 * the host, each confirmed (removing and deleting by typing what is asked).
 */
export function WslTab({ instance }: TabProps) {
  const children = instance.children as readonly Child[];
  const list = useTabListState(wslListParams);
  const { chips, clearAll } = useFilterChips(wslListParams, list);
  const search = list.params.search.trim();
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const sidePanel = useSidePanel();
  const openActivity = useActivityPanel();
  const setDefault = useServerAction(setDefaultChild, { onError: inModal });
  const remove = useServerAction(removeChildren, { onError: inModal });
  const deleting = useServerAction(deleteChildren, { onError: inModal });
  const shown = search ? children.filter((child) => matches(child, search)) : children;
  const selectedRows = shown.filter((child) => selected[String(child.id)]);
  const openInstall = () => sidePanel.open({ key: 'wsl-install', title: T.install, body: <InstallWslForm hostId={instance.id} openActivity={openActivity} /> });

  const columns = useMemo<Column<Child>[]>(
    () => [
      {
        id: 'title',
        header: T.columns.title,
        minWidth: '12rem',
        cell: (row) => (
          <AppLink path={instancePath(instance.id, row.id)}>
            <Value value={instanceName(row)} />
          </AppLink>
        ),
      },
      { id: 'os', header: T.columns.os, wrap: 'never', cell: (row) => <Value value={row.distribution ? T.os(row.distribution) : T.unknown} /> },
      { id: 'default', header: T.columns.default, wrap: 'never', cell: (row) => <>{row.is_default_child ? T.yes : T.no}</> },
      {
        id: 'actions',
        header: T.columns.actions,
        sticky: 'end',
        wrap: 'never',
        cell: (row) => (
          <ActionsMenu
            label={T.rowActions(instanceName(row))}
            actions={[
              ...(row.is_default_child ? [] : [{ label: T.setDefault, onSelect: () => setConfirming({ kind: 'default', children: [row] }) }]),
              { label: T.removeInstance, onSelect: () => setConfirming({ kind: 'remove', children: [row] }) },
              { label: T.deleteInstance, destructive: true, onSelect: () => setConfirming({ kind: 'delete', children: [row] }) },
            ]}
          />
        ),
      },
    ],
    [instance.id],
  );

  if (children.length === 0) {
    return <EmptyState title={T.emptyTitle} text={T.emptyText} link={{ label: T.learnMore, href: WSL_DOCS_URL }} action={{ label: T.install, onClick: openInstall }} />;
  }

  async function confirm() {
    if (!confirming) return;
    const input = { hostId: instance.id, children: confirming.children, openActivity };
    const outcome =
      confirming.kind === 'default' ? await setDefault.run(input) : confirming.kind === 'remove' ? await remove.run(input) : await deleting.run(input);
    if (outcome.status === 'failed') throw outcome.error;
    setSelected({});
  }
  const one = confirming?.children.length === 1 ? instanceName(confirming.children[0]!) : null;
  const modal = (() => {
    switch (confirming?.kind) {
      case 'default':
        return { title: T.confirm.setDefaultTitle, body: T.confirm.setDefault(one ?? ''), button: T.confirm.setDefaultButton, text: undefined };
      case 'remove':
        return {
          title: T.confirm.removeTitle,
          body: one ? T.confirm.remove(one) : T.confirm.removeMany(confirming.children.length),
          button: T.confirm.removeButton,
          text: one ? T.confirm.removeText(one) : T.confirm.removeManyText,
        };
      case 'delete':
        return {
          title: T.confirm.deleteTitle,
          body: one ? T.confirm.delete(one) : T.confirm.deleteMany(confirming.children.length),
          button: T.confirm.deleteButton,
          text: one ? T.confirm.deleteText(one) : T.confirm.deleteManyText,
        };
      default:
        return null;
    }
  })();

  return (
    <div className={tab.tab}>
      <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} onSubmit={(term) => list.setParams({ search: term })} />
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={tab.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <Button onClick={openInstall}>{T.create}</Button>
        <ReasonButton reason={selectedRows.length === 0 ? T.selectFirst : undefined} onClick={() => setConfirming({ kind: 'delete', children: selectedRows })}>
          {T.deleteInstance}
        </ReasonButton>
        <ReasonButton reason={selectedRows.length === 0 ? T.selectFirst : undefined} onClick={() => setConfirming({ kind: 'remove', children: selectedRows })}>
          {T.removeFromLandscape}
        </ReasonButton>
        {selectedRows.length > 0 ? <span className={tab.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <Table
        caption={T.tableCaption}
        columns={columns}
        rows={shown}
        rowId={(row) => String(row.id)}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => T.selectRow(instanceName(row)), allLabel: T.toggleAll }}
        empty={T.empty}
      />
      {modal ? (
        <ConfirmModal
          title={modal.title}
          open
          onClose={() => setConfirming(null)}
          confirmLabel={modal.button}
          appearance={confirming?.kind === 'default' ? 'primary' : 'negative'}
          onConfirm={confirm}
          {...(modal.text ? { confirmText: { text: modal.text, before: T.confirm.typeBefore, after: T.confirm.typeAfter } } : {})}
        >
          <p className={tab.text}>{modal.body}</p>
        </ConfirmModal>
      ) : null}
    </div>
  );
}
