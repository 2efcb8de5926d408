import { useAtomValue } from 'jotai/react';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../../../api/errors.ts';
import type { LivepatchFix, LivepatchState } from '../../../../../api/kernel.ts';
import { formatDate } from '../../../../../lib/dates.ts';
import { ReasonButton } from '../../../../../ui/button/ReasonButton.tsx';
import { Button } from '../../../../../ui/button/Button.tsx';
import { EmptyState } from '../../../../../ui/empty-state/EmptyState.tsx';
import { ExternalLink, webAddress } from '../../../../../ui/link/ExternalLink.tsx';
import { ListError, Pagination, StatusLabel, Table, type Column, type StatusTone } from '../../../../../ui/list/index.ts';
import { LoadingScreen, Value } from '../../../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useDateDisplay } from '../../../../../ui/time/DateTime.tsx';
import { useActivityPanel } from '../../../../activities/useActivityPanel.tsx';
import { instanceName } from '../../instance-page.ts';
import type { TabProps } from '../../tab-screens.ts';
import * as styles from './Kernel.css.ts';
import { KernelChangeForm, RestartForm } from './KernelForms.tsx';
import { createKernelAtom, createLivepatchAtom } from './queries.ts';
import { CVE_URL, KERNEL_TEXTS as T } from './texts.ts';

const FIXES_PAGE = 20;
const DAY_MS = 86_400_000;

/** Livepatch's coverage: disabled, expired, or the day it ends (amber within 7 days). */
function coverage(livepatch: LivepatchState | null, locale: string, now = Date.now()): { readonly label: string; readonly tone: StatusTone } {
  if (livepatch === null) return { label: T.disabled, tone: 'negative' };
  const end = livepatch.upgradeRequiredDate ? Date.parse(`${livepatch.upgradeRequiredDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(end)) return { label: T.disabled, tone: 'negative' };
  if (end <= now) return { label: T.expired, tone: 'negative' };
  const day = formatDate(livepatch.upgradeRequiredDate, { locale }) ?? livepatch.upgradeRequiredDate!;
  return { label: T.expiresOn(day), tone: end - now < 7 * DAY_MS ? 'caution' : 'positive' };
}

/**
 * The Kernel tab (screens §4.4): the running kernel and its Livepatch status and coverage, the
 * patches found since the last restart, and Restart instance, Downgrade kernel and Upgrade kernel,
 * each in a side panel with its delivery options and a confirmation.
 */
export function KernelTab({ instance }: TabProps) {
  const kernelAtom = useMemo(() => createKernelAtom(instance.id), [instance.id]);
  const livepatchAtom = useMemo(() => createLivepatchAtom(instance.id), [instance.id]);
  const kernel = useAtomValue(kernelAtom);
  const livepatch = useAtomValue(livepatchAtom);
  const { locale } = useDateDisplay();
  const sidePanel = useSidePanel();
  const openActivity = useActivityPanel();
  const headingId = useId();

  if (kernel.isError) {
    return <ListError message={errorMessage(kernel.error)} retrying={kernel.isFetching} onRetry={() => void kernel.refetch()} />;
  }
  if (!kernel.data) return <LoadingScreen />;
  const state = kernel.data;
  const installed = state.installed;
  if (!installed) return <EmptyState title={T.unavailableTitle} text={state.message || T.unavailableText} />;

  const name = instanceName(instance);
  const target = { id: instance.id, name };
  const fixes = livepatch.data?.fixes ?? [];
  const openChange = (direction: 'upgrade' | 'downgrade') =>
    sidePanel.open({
      key: `kernel-${direction}`,
      title: direction === 'upgrade' ? T.upgradeKernel : T.downgradeKernel,
      body: (
        <KernelChangeForm
          direction={direction}
          instance={target}
          current={installed}
          kernels={direction === 'upgrade' ? state.upgrades : state.downgrades}
          openActivity={openActivity}
        />
      ),
    });
  const openRestart = () =>
    sidePanel.open({
      key: 'kernel-restart',
      title: T.form.restartTitle(name),
      body: (
        <RestartForm
          instance={target}
          hasFixes={fixes.length > 0}
          onUpgrade={state.upgrades.length > 0 ? () => openChange('upgrade') : undefined}
          openActivity={openActivity}
        />
      ),
    });
  const status = state.smart_status === 'Livepatch disabled' ? T.notCovered : state.smart_status;
  const covered = livepatch.data === undefined ? null : coverage(livepatch.data, locale);

  return (
    <div className={styles.tab}>
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.header}>
          <h2 className={styles.heading} id={headingId}>
            {T.overview}
          </h2>
          <div className={styles.buttons}>
            <Button onClick={openRestart}>{T.restartInstance}</Button>
            <ReasonButton reason={state.downgrades.length === 0 ? T.noDowngrades : undefined} onClick={() => openChange('downgrade')}>
              {T.downgradeKernel}
            </ReasonButton>
            <ReasonButton reason={state.upgrades.length === 0 ? T.noUpgrades : undefined} onClick={() => openChange('upgrade')}>
              {T.upgradeKernel}
            </ReasonButton>
          </div>
        </div>
        <dl className={styles.overview}>
          <div className={styles.fact}>
            <dt>{T.currentVersion}</dt>
            <dd>
              <Value value={installed.version_rounded ?? installed.version} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{T.kernelStatus}</dt>
            <dd>
              <Value value={status} />
              {state.smart_status && T.statusHelp[state.smart_status] ? <span className={styles.help}>{T.statusHelp[state.smart_status]}</span> : null}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{T.coverage}</dt>
            <dd>
              {livepatch.isError ? <Value value={null} /> : covered ? <StatusLabel label={covered.label} tone={covered.tone} /> : <LoadingScreen />}
            </dd>
          </div>
        </dl>
      </section>
      {livepatch.isError ? (
        <ListError title={T.infoFailed} message={errorMessage(livepatch.error)} retrying={livepatch.isFetching} onRetry={() => void livepatch.refetch()} />
      ) : livepatch.data === undefined ? null : (
        <Fixes fixes={fixes} />
      )}
    </div>
  );
}

/** The patches since the last restart, by CVE, twenty a page. */
function Fixes({ fixes }: { readonly fixes: readonly LivepatchFix[] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FIXES_PAGE);
  const sorted = useMemo(() => [...fixes].sort((a, b) => a.Name.localeCompare(b.Name)), [fixes]);
  const columns = useMemo<Column<LivepatchFix>[]>(
    () => [
      { id: 'cve', header: T.fixColumns.cve, wrap: 'never', cell: (row) => <ExternalLink href={CVE_URL(row.Name)}>{row.Name.toUpperCase()}</ExternalLink> },
      {
        id: 'status',
        header: T.fixColumns.status,
        wrap: 'never',
        cell: (row) => <StatusLabel label={row.Patched ? T.patched : T.unpatched} tone={row.Patched ? 'positive' : 'caution'} />,
      },
      { id: 'description', header: T.fixColumns.description, minWidth: '16rem', cell: (row) => <Value value={row.Description} /> },
      {
        id: 'bug',
        header: T.fixColumns.bug,
        cell: (row) => {
          const href = webAddress(row.Bug);
          return href ? <ExternalLink href={href}>{href}</ExternalLink> : <Value value={row.Bug} />;
        },
      },
    ],
    [],
  );
  if (fixes.length === 0) return <EmptyState title={T.noFixesTitle} text={T.noFixesText} />;
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{T.fixesCaption}</h2>
      <Table caption={T.fixesCaption} columns={columns} rows={rows} rowId={(row) => row.Name} empty={T.noFixesTitle} />
      {fixes.length > FIXES_PAGE ? (
        <Pagination
          currentPage={page}
          pageSize={pageSize}
          totalItems={fixes.length}
          shownItems={rows.length}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          pageSizeLabel={T.fixesPageSize}
        />
      ) : null}
    </div>
  );
}
