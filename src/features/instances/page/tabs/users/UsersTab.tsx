import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../../api/errors.ts';
import type { LocalUser } from '../../../../../api/users.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { CheckboxField } from '../../../../../ui/form/index.ts';
import { ExternalLink } from '../../../../../ui/link/ExternalLink.tsx';
import { FilterChips, ListError, Pagination, SearchBox, StatusLabel, Table, type Column } from '../../../../../ui/list/index.ts';
import { ConfirmModal } from '../../../../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen, Value } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useStableCallback } from '../../../../../ui/stable-callback.ts';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { useFilterChips } from '../../../../lists/index.ts';
import type { TabProps } from '../../tab-screens.ts';
import { useTabListState } from '../../tab-state.tsx';
import * as tab from '../Tab.css.ts';
import { deleteUsers, lockUsers } from './actions.ts';
import { createGroupsAtom, createGroupsOfAtom, createUsersAtom } from './queries.ts';
import { SUPPORT_URL, USER_TEXTS as T } from './texts.ts';
import { isLocked, matchesUser, userListParams } from './user-list.ts';
import { UserForm } from './UserForm.tsx';

type Confirming = { readonly kind: 'lock' | 'unlock' | 'delete'; readonly users: readonly LocalUser[] };

// The modals show the server's message themselves, and stay open for another try.
const inModal = () => undefined;

/**
 * The Users tab (screens §4.7): the instance's local users (at most 5,000 asked, with the notice
 * when there are more), searched and paged here; add and edit in a side panel, and lock, unlock
 * and delete (with their home folders or not) a user or a selection, each confirmed.
 */
export function UsersTab({ instance }: TabProps) {
  const users = useAtomValue(useMemo(() => createUsersAtom(instance.id), [instance.id]));
  const list = useTabListState(userListParams);
  const { params, setParams } = list;
  const { chips, clearAll } = useFilterChips(userListParams, list);
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [deleteHome, setDeleteHome] = useState(false);
  const sidePanel = useSidePanel();
  const openActivity = useActivityPanel();
  const lock = useServerAction(lockUsers, { onError: inModal });
  const remove = useServerAction(deleteUsers, { onError: inModal });

  const openForm = useStableCallback((user?: LocalUser) =>
    sidePanel.open({
      key: user ? `user-edit-${user.username}` : 'user-add',
      title: user ? T.form.editTitle : T.form.addTitle,
      body: <UserForm instanceId={instance.id} {...(user ? { user } : {})} openActivity={openActivity} />,
    }),
  );
  const openDetails = useStableCallback((user: LocalUser) =>
    sidePanel.open({
      key: `user-${user.username}`,
      title: T.details.title,
      body: (
        <UserDetails
          instanceId={instance.id}
          user={user}
          onEdit={() => openForm(user)}
          onConfirm={(kind) => setConfirming({ kind, users: [user] })}
        />
      ),
    }),
  );

  const columns = useMemo<Column<LocalUser>[]>(
    () => [
      {
        id: 'username',
        header: T.columns.username,
        cell: (row) => (
          <button type="button" className={tab.link} onClick={() => openDetails(row)}>
            <Value value={row.username} />
          </button>
        ),
      },
      {
        id: 'status',
        header: T.columns.status,
        wrap: 'never',
        cell: (row) => <StatusLabel label={isLocked(row) ? T.locked : T.unlocked} tone={isLocked(row) ? 'caution' : 'positive'} />,
      },
      { id: 'uid', header: T.columns.uid, wrap: 'never', cell: (row) => <Value value={row.uid} /> },
      { id: 'name', header: T.columns.name, cell: (row) => <Value value={row.name} /> },
      {
        id: 'actions',
        header: T.columns.actions,
        sticky: 'end',
        wrap: 'never',
        cell: (row) => (
          <Button aria-label={T.editUser(row.username)} onClick={() => openForm(row)}>
            {T.edit}
          </Button>
        ),
      },
    ],
    [openDetails, openForm],
  );

  if (users.isError) return <ListError message={errorMessage(users.error)} retrying={users.isFetching} onRetry={() => void users.refetch()} />;
  if (!users.data) return <LoadingScreen />;
  const all = users.data.results;
  if (all.length === 0) return <EmptyState title={T.emptyTitle} text={T.emptyText} action={{ label: T.addUser, onClick: () => openForm() }} />;

  const shown = all.filter((user) => matchesUser(user, params.search));
  const rows = shown.slice((params.currentPage - 1) * params.pageSize, params.currentPage * params.pageSize);
  const selectedRows = shown.filter((user) => selected[user.username]);
  const reason = (kind: 'lock' | 'unlock') =>
    selectedRows.length === 0 ? T.selectFirst : kind === 'lock' ? (selectedRows.every(isLocked) ? T.allLocked : undefined) : selectedRows.some(isLocked) ? undefined : T.noneLocked;

  async function confirm() {
    if (!confirming) return;
    const usernames = confirming.users.map((user) => user.username);
    const outcome =
      confirming.kind === 'delete'
        ? await remove.run({ instanceId: instance.id, usernames, deleteHome, openActivity })
        : await lock.run({ instanceId: instance.id, usernames, lock: confirming.kind === 'lock', openActivity });
    if (outcome.status === 'failed') throw outcome.error;
    setSelected({});
    sidePanel.close();
  }

  return (
    <div className={tab.tab}>
      {users.data.count > all.length ? (
        <InlineNotification type="caution" title={T.tooManyTitle(users.data.count)}>
          {T.tooManyText} <ExternalLink href={SUPPORT_URL}>{T.support}</ExternalLink>
        </InlineNotification>
      ) : null}
      <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} onSubmit={(search) => setParams({ search })} />
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={tab.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <Button onClick={() => openForm()}>{T.addUser}</Button>
        <ReasonButton reason={reason('lock')} onClick={() => setConfirming({ kind: 'lock', users: selectedRows })}>
          {T.lock}
        </ReasonButton>
        <ReasonButton reason={reason('unlock')} onClick={() => setConfirming({ kind: 'unlock', users: selectedRows })}>
          {T.unlock}
        </ReasonButton>
        <ReasonButton reason={selectedRows.length === 0 ? T.selectFirst : undefined} onClick={() => setConfirming({ kind: 'delete', users: selectedRows })}>
          {T.delete}
        </ReasonButton>
        {selectedRows.length > 0 ? <span className={tab.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <Table
        caption={T.tableCaption}
        columns={columns}
        rows={rows}
        rowId={(row) => row.username}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => T.selectRow(row.username), allLabel: T.toggleAll }}
        empty={T.empty}
      />
      <Pagination
        currentPage={params.currentPage}
        pageSize={params.pageSize}
        totalItems={shown.length}
        shownItems={rows.length}
        onPageChange={(currentPage) => setParams({ currentPage })}
        onPageSizeChange={(pageSize) => setParams({ pageSize })}
        pageSizeLabel={T.pageSizeLabel}
      />
      {confirming ? (
        <ConfirmModal
          title={confirmTitle(confirming)}
          open
          onClose={() => {
            setConfirming(null);
            setDeleteHome(false);
          }}
          confirmLabel={confirming.kind === 'delete' ? T.delete : confirming.kind === 'lock' ? T.lock : T.unlock}
          appearance={confirming.kind === 'delete' ? 'negative' : 'primary'}
          onConfirm={confirm}
        >
          <ConfirmBody confirming={confirming} />
          {confirming.kind === 'delete' ? <CheckboxField label={T.confirm.deleteHome} value={deleteHome} onValueChange={(value) => setDeleteHome(Boolean(value))} /> : null}
        </ConfirmModal>
      ) : null}
    </div>
  );
}

function confirmTitle({ kind, users }: Confirming): string {
  const first = users[0]?.username ?? '';
  if (kind === 'delete') return T.confirm.deleteTitle(users.length, first);
  return kind === 'lock' ? T.confirm.lockTitle(users.length, first) : T.confirm.unlockTitle(users.length, first);
}

/** What locking, unlocking or deleting will do, in upstream's words, with the split of a mixed selection. */
function ConfirmBody({ confirming: { kind, users } }: { readonly confirming: Confirming }) {
  if (kind === 'delete') return <p className={tab.text}>{users.length === 1 ? T.confirm.deleteOne(users[0]!.username) : T.confirm.deleteMany}</p>;
  const locked = users.filter(isLocked).length;
  const change = kind === 'lock' ? users.length - locked : locked;
  if (change === users.length) {
    const one = users.length === 1;
    return <p className={tab.text}>{kind === 'lock' ? (one ? T.confirm.lockOne : T.confirm.lockMany) : one ? T.confirm.unlockOne : T.confirm.unlockMany}</p>;
  }
  return (
    <>
      <p className={tab.text}>{kind === 'lock' ? T.confirm.mixedLock : T.confirm.mixedUnlock}</p>
      <p className={tab.text}>{T.confirm.selected(users.length)}</p>
      <ul>
        <li>{kind === 'lock' ? T.confirm.willLock(change) : T.confirm.willUnlock(change)}</li>
        <li>{kind === 'lock' ? T.confirm.stayLocked(users.length - change) : T.confirm.stayUnlocked(users.length - change)}</li>
      </ul>
    </>
  );
}

function UserDetails({
  instanceId,
  user,
  onEdit,
  onConfirm,
}: {
  readonly instanceId: number;
  readonly user: LocalUser;
  readonly onEdit: () => void;
  readonly onConfirm: (kind: 'lock' | 'unlock' | 'delete') => void;
}) {
  const groups = useAtomValue(useMemo(() => createGroupsAtom(instanceId), [instanceId]));
  const additional = useAtomValue(useMemo(() => createGroupsOfAtom(instanceId, user.username), [instanceId, user.username]));
  const primary = groups.data?.find((group) => group.gid === user.primary_gid)?.name ?? (user.primary_gid ?? null);
  return (
    <div className={tab.tab}>
      <div className={tab.toolbar}>
        <Button onClick={() => onConfirm(isLocked(user) ? 'unlock' : 'lock')}>{isLocked(user) ? T.unlock : T.lock}</Button>
        <Button onClick={onEdit}>{T.edit}</Button>
        <Button appearance="negative" onClick={() => onConfirm('delete')}>
          {T.delete}
        </Button>
      </div>
      <dl className={tab.facts}>
        <dt>{T.details.username}</dt>
        <dd>
          <Value value={user.username} />
        </dd>
        <dt>{T.details.name}</dt>
        <dd>
          <Value value={user.name} />
        </dd>
        <dt>{T.details.primaryGroup}</dt>
        <dd>
          <Value value={primary} />
        </dd>
        <dt>{T.details.additionalGroups}</dt>
        <dd>
          {additional.isError ? T.details.groupsFailed : <Value value={additional.data ? additional.data.map((group) => group.name).join(', ') : null} />}
        </dd>
        <dt>{T.details.location}</dt>
        <dd>
          <Value value={user.location} />
        </dd>
        <dt>{T.details.homePhone}</dt>
        <dd>
          <Value value={user.home_phone} />
        </dd>
        <dt>{T.details.workPhone}</dt>
        <dd>
          <Value value={user.work_phone} />
        </dd>
      </dl>
    </div>
  );
}
