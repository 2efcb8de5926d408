import { useAtom, useAtomValue } from 'jotai/react';
import { useState } from 'react';
import type { Activity } from '../../api/activities.ts';
import { useNotify } from '../../state/react.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { StatusLabel } from '../../ui/list/index.ts';
import { Value } from '../../ui/placeholders.tsx';
import { BULK_ACTIONS, isActionEnabled, type BulkAction } from './bulk-actions.ts';
import * as styles from './Activities.css.ts';
import { formatDateTime } from './format.ts';
import { createActivityActionAtom, createActivityDetailAtom } from './queries.ts';
import { statusLabel } from './statuses.ts';
import { ACTIVITY_NOTICES, ACTIVITY_TEXTS as T } from './texts.ts';

/** The details side panel's body: the activity, fresh from the server, and the actions it allows. */
export function ActivityDetails({ activity }: { readonly activity: Activity }) {
  const [detailAtom] = useState(() => createActivityDetailAtom(activity));
  const [actionAtom] = useState(createActivityActionAtom);
  const { data } = useAtomValue(detailAtom);
  const [{ mutateAsync, isPending }] = useAtom(actionAtom);
  const { notify, notifyError } = useNotify();
  const current = data ?? activity;
  const status = statusLabel(current.activity_status);
  const available = BULK_ACTIONS.filter((action) => isActionEnabled(action, [current], false));

  async function perform(action: BulkAction) {
    try {
      await mutateAsync({ action, ids: [current.id] });
      notify({ type: 'positive', ...ACTIVITY_NOTICES[action](1) });
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <div className={styles.details}>
      {available.length > 0 ? (
        <div className={styles.toolbar} role="toolbar" aria-label={`Actions for ${current.summary}`}>
          {available.map((action) => (
            <Button key={action} onClick={() => void perform(action)} disabled={isPending}>
              {T.actions[action]}
            </Button>
          ))}
        </div>
      ) : null}
      <dl className={styles.facts}>
        <dt>{T.details.status}</dt>
        <dd>
          <StatusLabel label={status.label} tone={status.tone} />
        </dd>
        <dt>{T.details.instance}</dt>
        <dd>
          {current.computer_id ? (
            <AppLink path={`/instances/${current.computer_id}`}>{T.instanceLink(current.computer_id)}</AppLink>
          ) : (
            <Value value={null} />
          )}
        </dd>
        <dt>{T.details.type}</dt>
        <dd>
          <Value value={current.type} />
        </dd>
        <dt>{T.details.createdAt}</dt>
        <dd>
          <Value value={formatDateTime(current.creation_time)} />
        </dd>
        <dt>{T.details.deliveredAt}</dt>
        <dd>
          <Value value={formatDateTime(current.delivery_time)} />
        </dd>
        <dt>{T.details.completedAt}</dt>
        <dd>
          <Value value={formatDateTime(current.completion_time)} />
        </dd>
        <dt>{T.details.creator}</dt>
        <dd>
          <Value value={current.creator?.name} />
        </dd>
        <dt>{T.details.parent}</dt>
        <dd>
          <Value value={current.parent_id ? String(current.parent_id) : null} />
        </dd>
        <dt>{T.details.resultCode}</dt>
        <dd>
          <Value value={current.result_code === null || current.result_code === undefined ? null : String(current.result_code)} />
        </dd>
      </dl>
      <h3 className={styles.outputTitle}>{T.details.output}</h3>
      {current.result_text ? <pre className={styles.output}>{current.result_text}</pre> : <p>{T.details.noOutput}</p>}
    </div>
  );
}
