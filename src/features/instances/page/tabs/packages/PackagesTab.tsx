import { useMemo, useState } from 'react';
import type { Package } from '../../../../../api/packages.ts';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { Button } from '../../../../../ui/button/Button.tsx';
import { ExternalLink } from '../../../../../ui/link/ExternalLink.tsx';
import { FilterChips, ListProgress, SearchBox, Select, StatusLabel, type Column } from '../../../../../ui/list/index.ts';
import { ActionsMenu, type MenuAction } from '../../../../../ui/menu/ActionsMenu.tsx';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { Value } from '../../../../../ui/placeholders.tsx';
import { ServerText } from '../../../../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useStableCallback } from '../../../../../ui/stable-callback.ts';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { ListResults } from '../../../../lists/index.ts';
import type { TabProps } from '../../tab-screens.ts';
import { useTabList } from '../tab-list.ts';
import { UBUNTU_PRO_URL } from '../ubuntu-pro/texts.ts';
import { InstallPackagesForm } from './InstallPackagesForm.tsx';
import { PackageActionForm } from './PackageActionForm.tsx';
import { packageListParams, packageListRequest, STATUS_VALUES, statusLabel } from './package-list.ts';
import { applicable, bulkReason, changedSuffix, isProOnly, packageActions, packageState, stateLabel, type PackageActionId } from './packages.ts';
import * as tab from '../Tab.css.ts';
import * as styles from './Packages.css.ts';
import { packageListQuery } from './queries.ts';
import { PACKAGE_TEXTS as T } from './texts.ts';

const rowId = (row: Package) => String(row.id);

const BULK: readonly Exclude<PackageActionId, 'downgrade'>[] = ['remove', 'hold', 'unhold', 'upgrade'];

/**
 * The Packages tab (screens §4.1): the instance's packages by status, searched and paged on the
 * server, the list state in the address; install, and upgrade, downgrade, hold, unhold or uninstall
 * a package or a selection, each in a side panel with its delivery options; a package's details.
 */
export function PackagesTab({ instance }: TabProps) {
  const { list, params, setParams, result, settled, pending, chips, clearAll, selected, setSelected, rows, selectedRows } = useTabList(
    packageListParams,
    packageListQuery,
    (state) => packageListRequest(instance.id, state),
    rowId,
  );
  const [proNoticeDismissed, setProNoticeDismissed] = useState(false);
  const sidePanel = useSidePanel();
  const openActivity = useActivityPanel();

  const openAction = useStableCallback((action: PackageActionId, chosen: readonly Package[]) => {
    const packages = applicable(action, chosen);
    sidePanel.open({
      key: `package-${action}-${packages.map((pkg) => pkg.id).join(',')}`,
      title: T.form.title(T.actions[action], packages[0]?.name ?? '', packages.length),
      body: <PackageActionForm action={action} instanceId={instance.id} packages={packages} selected={chosen} openActivity={openActivity} />,
    });
  });
  const openInstall = () =>
    sidePanel.open({ key: 'package-install', title: T.install.title, body: <InstallPackagesForm instanceId={instance.id} openActivity={openActivity} /> });
  const openDetails = useStableCallback((pkg: Package) =>
    sidePanel.open({ key: `package-${pkg.id}`, title: T.details.title, body: <PackageDetails pkg={pkg} onAction={(action) => openAction(action, [pkg])} /> }),
  );

  const columns = useMemo<Column<Package>[]>(
    () => [
      {
        id: 'name',
        header: T.columns.name,
        minWidth: '10rem',
        cell: (row) => (
          <button type="button" className={styles.nameButton} onClick={() => openDetails(row)}>
            {/* A name that shows nothing still leaves a button to press. */}
            <Value value={row.name} />
          </button>
        ),
      },
      {
        id: 'status',
        header: T.columns.status,
        wrap: 'never',
        cell: (row) => {
          const state = stateLabel(packageState(row));
          return <StatusLabel label={state.label} tone={state.tone} />;
        },
      },
      { id: 'current', header: T.columns.currentVersion, cell: (row) => <Value value={row.current_version} /> },
      {
        id: 'details',
        header: T.columns.details,
        minWidth: '14rem',
        cell: (row) => (
          <>
            <Value value={row.summary} />
            {row.available_version && row.available_version !== row.current_version ? (
              <span className={styles.secondLine}>
                <ServerText text={T.availableVersion(row.available_version)} />
              </span>
            ) : null}
            {isProOnly(row) ? (
              <span className={styles.secondLine}>
                {T.proRequired} <ExternalLink href={UBUNTU_PRO_URL}>{T.learnMoreLower}</ExternalLink>
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'actions',
        header: T.columns.actions,
        sticky: 'end',
        wrap: 'never',
        cell: (row) => <RowActions pkg={row} onAction={(action) => openAction(action, [row])} onInstall={openInstall} />,
      },
    ],
    [openDetails, openAction],
  );

  const filter = params.status === '' ? 'all' : (params.status as Exclude<(typeof STATUS_VALUES)[number], ''>);
  const empty = params.search ? T.withSearch(T.empty[filter], params.search) : T.empty[filter];
  const showProNotice = !proNoticeDismissed && rows.some(isProOnly);

  return (
    <div className={tab.tab}>
      <div className={styles.filters}>
        <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} onSubmit={(search) => setParams({ search })} />
        <Select
          label={T.statusFilter}
          options={STATUS_VALUES.map((value) => ({ value, label: statusLabel(value) }))}
          value={params.status}
          onChange={(status) => setParams({ status })}
        />
        <ListProgress active={pending === 'filters' && !result.isError} />
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      {showProNotice ? (
        <InlineNotification type="caution" title={T.proNoticeTitle} onDismiss={() => setProNoticeDismissed(true)}>
          <span className={styles.proNotice}>
            {T.proNoticeText} <ExternalLink href={UBUNTU_PRO_URL}>{T.learnMore}</ExternalLink>
          </span>
        </InlineNotification>
      ) : null}
      <div className={tab.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <Button onClick={openInstall}>{T.installButton}</Button>
        {BULK.map((action) => (
          <ReasonButton key={action} reason={bulkReason(action, selectedRows)} onClick={() => openAction(action, selectedRows)}>
            {T.actions[action]}
          </ReasonButton>
        ))}
        {selectedRows.length > 0 ? <span className={tab.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <ListResults<Package>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId,
          selection: {
            selected,
            onChange: setSelected,
            rowLabel: (row) => T.selectRow(row.name),
            allLabel: T.toggleAll,
            selectable: (row) => !isProOnly(row),
          },
          empty,
        }}
        pagination={{ pageSizeLabel: T.pageSizeLabel }}
      />
    </div>
  );
}

function RowActions({ pkg, onAction, onInstall }: { readonly pkg: Package; readonly onAction: (action: PackageActionId) => void; readonly onInstall: () => void }) {
  const offered = packageActions(pkg);
  const actions: MenuAction[] =
    offered.length === 0
      ? [{ label: T.actions.install, onSelect: onInstall }]
      : offered.map((action) => ({ label: T.actions[action], onSelect: () => onAction(action), destructive: action === 'remove' }));
  return <ActionsMenu label={T.rowActions(pkg.name)} actions={actions} />;
}

/** The details side panel: the package's actions, then its facts (screens §4.1). */
function PackageDetails({ pkg, onAction }: { readonly pkg: Package; readonly onAction: (action: PackageActionId) => void }) {
  const upgrade = pkg.available_version && pkg.current_version && pkg.available_version !== pkg.current_version ? changedSuffix(pkg.current_version, pkg.available_version) : null;
  return (
    <div className={styles.form}>
      <div className={styles.toolbar}>
        {packageActions(pkg).map((action) => (
          <Button key={action} appearance={action === 'remove' ? 'negative' : 'base'} onClick={() => onAction(action)}>
            {T.actions[action]}
          </Button>
        ))}
      </div>
      <dl className={styles.facts}>
        <dt>{T.details.name}</dt>
        <dd>
          <Value value={pkg.name} />
        </dd>
        <dt>{T.details.summary}</dt>
        <dd>
          <Value value={pkg.summary} />
        </dd>
        <dt>{T.details.currentVersion}</dt>
        <dd>
          <Value value={pkg.current_version} />
        </dd>
        {upgrade ? (
          <>
            <dt>{T.details.upgradableTo}</dt>
            <dd>
              <ServerText text={upgrade.same} />
              <strong>
                <ServerText text={upgrade.changed} />
              </strong>
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
