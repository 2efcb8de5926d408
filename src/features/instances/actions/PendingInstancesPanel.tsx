import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { accessGroupTitle, GLOBAL_ACCESS_GROUP } from '../../../api/access-groups.ts';
import { errorMessage } from '../../../api/errors.ts';
import type { PendingInstance } from '../../../api/pending-instances.ts';
import { displayName } from '../../../lib/display-name.ts';
import { authUserAtom } from '../../../state/auth.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { ReasonButton } from '../../../ui/button/ReasonButton.tsx';
import { SelectField } from '../../../ui/form/index.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { ExternalLink } from '../../../ui/link/ExternalLink.tsx';
import { Table, type Column } from '../../../ui/list/index.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen, Value } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { usePanelChanges } from '../../../ui/side-panel/panel-changes.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { DateTime } from '../../../ui/time/DateTime.tsx';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { pendingInstancesQueryAtom } from '../pending-instances.ts';
import * as styles from './Actions.css.ts';
import { approvePending, rejectPending } from './bulk-actions.ts';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';

const T = INSTANCE_ACTION_TEXTS.pending;

/** Where upstream's help links ("learn more"). */
export const MANAGING_COMPUTERS_DOCS = 'https://ubuntu.com/landscape/docs/managing-computers';

// The modals show the server's message themselves, and stay open for another try.
const inModal = () => undefined;

/** The current organisation's title, as the confirmations and notices name it. */
function useOrganisationTitle(): string {
  const user = useAtomValue(authUserAtom);
  const account = user?.accounts?.find((item) => item.name === user.current_account);
  return displayName(account?.title, user?.current_account ?? '');
}

/**
 * "Review Pending Instances" (§1.9): pick pending instances, then reject them (confirmed) or approve
 * them into an access group (the root group to start with, which upstream leaves empty and the server
 * refuses, B4), confirmed too. The instances list refreshes after an approval (O2).
 */
export function PendingInstancesPanel() {
  const pending = useAtomValue(pendingInstancesQueryAtom);
  const groups = useAtomValue(accessGroupsQueryAtom);
  const panel = useSidePanel();
  const organisation = useOrganisationTitle();
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [step, setStep] = useState<'pick' | 'group'>('pick');
  const [group, setGroup] = useState(GLOBAL_ACCESS_GROUP);
  const [confirming, setConfirming] = useState<'reject' | 'approve' | null>(null);
  const approve = useServerAction(approvePending, { onError: inModal });
  const reject = useServerAction(rejectPending, { onError: inModal });
  const rows = pending.data ?? [];
  const ids = rows.filter((row) => selected[String(row.id)]).map((row) => row.id);
  usePanelChanges(ids.length > 0);

  const columns = useMemo<Column<PendingInstance>[]>(
    () => [
      { id: 'name', header: T.columns.name, minWidth: '10rem', cell: (row) => <ServerText text={row.title} /> },
      { id: 'hostname', header: T.columns.hostname, minWidth: '10rem', cell: (row) => <ServerText text={row.hostname} /> },
      {
        id: 'access-group',
        header: T.columns.accessGroup,
        cell: (row) => <Value value={row.access_group === null ? null : accessGroupTitle(groups.data, row.access_group)} />,
      },
      { id: 'tags', header: T.columns.tags, cell: (row) => <Value value={row.client_tags.join(', ')} /> },
      { id: 'since', header: T.columns.pendingSince, wrap: 'never', cell: (row) => <DateTime value={row.creation_time} /> },
    ],
    [groups.data],
  );

  if (pending.isError) return <InlineNotification type="negative">{`${T.loadFailed} ${errorMessage(pending.error)}`}</InlineNotification>;
  if (!pending.data) return <LoadingScreen />;

  async function confirm() {
    const request = { ids, organisation };
    const outcome = confirming === 'approve' ? await approve.run({ ...request, accessGroup: group }) : await reject.run(request);
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') {
      setSelected({});
      panel.close();
    }
  }

  const reason = ids.length === 0 ? T.selectFirst : undefined;
  return (
    <div className={styles.form}>
      {step === 'pick' ? (
        <>
          <p className={styles.text}>
            {T.helpBefore}
            <AppLink path="/settings/general">{T.orgSettings}</AppLink>
            {T.helpOr}
            <ExternalLink href={MANAGING_COMPUTERS_DOCS}>{T.learnMore}</ExternalLink>.
          </p>
          <Table
            caption={T.caption}
            columns={columns}
            rows={rows}
            rowId={(row) => String(row.id)}
            selection={{ selected, onChange: setSelected, rowLabel: (row) => T.toggle(row.title), allLabel: T.toggleAll }}
            empty={T.none}
          />
          {ids.length > 0 ? <p className={styles.muted}>{T.selectedCount(ids.length)}</p> : null}
          <div className={styles.buttons}>
            <Button onClick={panel.close}>{INSTANCE_ACTION_TEXTS.cancel}</Button>
            <ReasonButton appearance="negative" reason={reason} onClick={() => setConfirming('reject')}>
              {T.reject}
            </ReasonButton>
            <ReasonButton appearance="primary" reason={reason} onClick={() => setStep('group')}>
              {T.approve}
            </ReasonButton>
          </div>
        </>
      ) : (
        <>
          {groups.isError ? <InlineNotification type="negative">{errorMessage(groups.error)}</InlineNotification> : null}
          <SelectField
            label={T.accessGroup}
            value={group}
            onValueChange={setGroup}
            options={(groups.data ?? [{ name: GLOBAL_ACCESS_GROUP, title: GLOBAL_ACCESS_GROUP, parent: '' }]).map((item) => ({ value: item.name, label: item.title }))}
            required
          />
          <p className={styles.muted}>{T.selectedCount(ids.length)}</p>
          <div className={styles.buttons}>
            <Button onClick={panel.close}>{INSTANCE_ACTION_TEXTS.cancel}</Button>
            <Button onClick={() => setStep('pick')}>{T.back}</Button>
            <Button appearance="primary" onClick={() => setConfirming('approve')}>
              {T.approve}
            </Button>
          </div>
        </>
      )}
      {confirming ? (
        <ConfirmModal
          title={confirming === 'approve' ? T.approveTitle : T.rejectTitle}
          open
          onClose={() => setConfirming(null)}
          confirmLabel={confirming === 'approve' ? T.approve : T.reject}
          progressLabel={confirming === 'approve' ? T.approving : T.rejecting}
          appearance={confirming === 'approve' ? 'primary' : 'negative'}
          onConfirm={confirm}
        >
          <p className={styles.text}>{confirming === 'approve' ? T.approveBody(ids.length, organisation) : T.rejectBody(ids.length, organisation)}</p>
        </ConfirmModal>
      ) : null}
    </div>
  );
}
