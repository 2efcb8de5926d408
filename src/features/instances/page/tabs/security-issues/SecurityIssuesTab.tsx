import { useAtomValue } from 'jotai/react';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../../../api/errors.ts';
import type { Usn } from '../../../../../api/usns.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { ExternalLink, webAddress } from '../../../../../ui/link/ExternalLink.tsx';
import { FilterChips, ListProgress, SearchBox, type Column } from '../../../../../ui/list/index.ts';
import { ConfirmModal } from '../../../../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen, Value } from '../../../../../ui/placeholders.tsx';
import { ServerText } from '../../../../../ui/server-text/ServerText.tsx';
import { DateTime } from '../../../../../ui/time/DateTime.tsx';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { ListResults } from '../../../../lists/index.ts';
import { instanceName } from '../../instance-page.ts';
import type { TabProps } from '../../tab-screens.ts';
import { useTabList } from '../tab-list.ts';
import { uninstallUsnPackages, upgradeUsnPackages } from './actions.ts';
import * as tab from '../Tab.css.ts';
import * as styles from './SecurityIssues.css.ts';
import { createUsnPackagesAtom, usnListQuery } from './queries.ts';
import { USN_TEXTS as T } from './texts.ts';
import { PACKAGES_STEP, usnDate, usnListParams, usnListRequest } from './usn-list.ts';

const rowId = (row: Usn) => row.usn;

// The modals show the server's message themselves, and stay open for another try.
const inModal = () => undefined;

interface Confirming {
  readonly kind: 'upgrade' | 'uninstall';
  readonly usns: readonly string[];
}

/**
 * The Security issues tab (screens §4.5): the notices affecting the instance, searched and paged on
 * the server; each notice's affected packages shown on demand, five at a time; Upgrade for a
 * selection and Uninstall packages for one notice, each confirmed, announced as queued with its
 * activity.
 */
export function SecurityIssuesTab({ instance }: TabProps) {
  const { list, params, setParams, result, settled, pending, chips, clearAll, selected, setSelected, selectedRows, nothingAtAll } = useTabList(
    usnListParams,
    usnListQuery,
    (state) => usnListRequest(instance.id, state),
    rowId,
  );
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const openActivity = useActivityPanel();
  const upgrade = useServerAction(upgradeUsnPackages, { onError: inModal });
  const uninstall = useServerAction(uninstallUsnPackages, { onError: inModal });
  const name = instanceName(instance);

  const columns = useMemo<Column<Usn>[]>(
    () => [
      {
        id: 'usn',
        header: T.columns.usn,
        minWidth: '10rem',
        cell: (row) => {
          const href = webAddress(row.usn_link);
          return (
            <>
              {href ? <ExternalLink href={href}>{T.usnLabel(row.usn)}</ExternalLink> : <ServerText text={T.usnLabel(row.usn)} />}
              {/* What it is about, which the search matches too (upstream shows only the id). */}
              {row.info ? (
                <span className={styles.info}>
                  <ServerText text={row.info} />
                </span>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'cves',
        header: T.columns.cves,
        cell: (row) =>
          row.cves && row.cves.length > 0 ? (
            <ul className={styles.cves}>
              {row.cves.map((cve, index) => {
                const href = webAddress(cve.cve_link);
                // An id that shows nothing still shows '---'.
                const text = <Value value={cve.cve} />;
                return <li key={`${index}-${cve.cve}`}>{href ? <ExternalLink href={href}>{text}</ExternalLink> : text}</li>;
              })}
            </ul>
          ) : (
            <Value value={null} />
          ),
      },
      { id: 'date', header: T.columns.date, wrap: 'never', cell: (row) => <DateTime value={usnDate(row.date)} /> },
      {
        id: 'packages',
        header: T.columns.packages,
        cell: (row) => <AffectedPackages instanceId={instance.id} usn={row.usn} onUninstall={() => setConfirming({ kind: 'uninstall', usns: [row.usn] })} />,
      },
    ],
    [instance.id],
  );

  // Nothing affects the instance at all (no search narrowed it).
  if (nothingAtAll) return <EmptyState title={T.emptyTitle} />;

  async function confirm() {
    if (!confirming) return;
    const action = confirming.kind === 'upgrade' ? upgrade : uninstall;
    const outcome = await action.run({ instanceId: instance.id, usns: confirming.usns, openActivity });
    if (outcome.status === 'failed') throw outcome.error;
  }
  const upgradeWhat = confirming && confirming.usns.length === 1 ? T.one(confirming.usns[0]!) : T.several(confirming?.usns.length ?? 0);

  return (
    <div className={tab.tab}>
      <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} onSubmit={(search) => setParams({ search })}>
        <ListProgress active={pending === 'filters' && !result.isError} />
      </SearchBox>
      <FilterChips chips={chips} onClearAll={clearAll} />
      <div className={tab.toolbar} role="toolbar" aria-label={T.actionsLabel} part="toolbar">
        <ReasonButton
          reason={selectedRows.length === 0 ? T.selectFirst : undefined}
          onClick={() => setConfirming({ kind: 'upgrade', usns: selectedRows.map(rowId) })}
        >
          {T.upgrade}
        </ReasonButton>
        {selectedRows.length > 0 ? <span className={tab.selectedCount}>{T.selectedCount(selectedRows.length)}</span> : null}
      </div>
      <ListResults<Usn>
        result={result}
        settled={settled}
        pending={pending}
        list={list}
        table={{
          caption: T.tableCaption,
          columns,
          rowId,
          selection: { selected, onChange: setSelected, rowLabel: (row) => T.selectRow(row.usn), allLabel: T.toggleAll },
          empty: T.emptySearch(params.search),
        }}
        pagination={{ pageSizeLabel: T.pageSizeLabel }}
      />
      <ConfirmModal
        title={confirming?.kind === 'uninstall' ? T.uninstallTitle : T.upgradeTitle}
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        confirmLabel={confirming?.kind === 'uninstall' ? T.uninstall : T.upgrade}
        progressLabel={confirming?.kind === 'uninstall' ? T.uninstalling : T.upgrading}
        appearance={confirming?.kind === 'uninstall' ? 'negative' : 'primary'}
        onConfirm={confirm}
      >
        <p className={styles.text}>{confirming?.kind === 'uninstall' ? T.uninstallBody(confirming.usns[0]!, name) : T.upgradeBody(upgradeWhat)}</p>
      </ConfirmModal>
    </div>
  );
}

/** "Show packages": the notice's packages on this instance, five at a time, and Uninstall packages. */
function AffectedPackages({ instanceId, usn, onUninstall }: { readonly instanceId: number; readonly usn: string; readonly onUninstall: () => void }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.packages}>
      <Button aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {open ? T.hidePackages : T.showPackages}
      </Button>
      <div id={regionId} hidden={!open}>
        {open ? <PackagesOf instanceId={instanceId} usn={usn} onUninstall={onUninstall} /> : null}
      </div>
    </div>
  );
}

function PackagesOf({ instanceId, usn, onUninstall }: { readonly instanceId: number; readonly usn: string; readonly onUninstall: () => void }) {
  const packagesAtom = useMemo(() => createUsnPackagesAtom(instanceId, usn), [instanceId, usn]);
  const packages = useAtomValue(packagesAtom);
  const [shown, setShown] = useState(PACKAGES_STEP);
  if (packages.isError) return <InlineNotification type="negative">{`${T.packagesFailed} ${errorMessage(packages.error)}`}</InlineNotification>;
  if (!packages.data) return <LoadingScreen />;
  if (packages.data.length === 0) return <p className={styles.text}>{T.noPackages}</p>;
  const rest = packages.data.length - shown;
  return (
    <>
      <table className={styles.subTable}>
        <caption className={styles.caption}>{T.packagesCaption(usn)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.subCell}>{T.packageColumns.name}</th>
            <th scope="col" className={styles.subCell}>{T.packageColumns.current}</th>
            <th scope="col" className={styles.subCell}>{T.packageColumns.next}</th>
            <th scope="col" className={styles.subCell}>{T.packageColumns.details}</th>
          </tr>
        </thead>
        <tbody>
          {packages.data.slice(0, shown).map((pkg, index) => (
            <tr key={`${index}-${pkg.name}`}>
              <td className={styles.subCell}>
                <Value value={pkg.name} />
              </td>
              <td className={styles.subCell}>
                <Value value={pkg.current_version} />
              </td>
              <td className={styles.subCell}>
                <Value value={pkg.new_version} />
              </td>
              <td className={styles.subCell}>
                <Value value={pkg.summary} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rest > 0 ? <Button onClick={() => setShown(shown + PACKAGES_STEP)}>{T.showMore(Math.min(rest, PACKAGES_STEP))}</Button> : null}
      <Button appearance="negative" onClick={onUninstall}>
        {T.uninstallPackages}
      </Button>
    </>
  );
}
