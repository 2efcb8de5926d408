import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import type { Activity } from '../../api/activities.ts';
import { Button } from '../../ui/button/Button.tsx';
import { StatusLabel } from '../../ui/list/index.ts';
import { Value } from '../../ui/placeholders.tsx';
import { BULK_ACTIONS, isActionEnabled } from './bulk-actions.ts';
import * as styles from './Activities.css.ts';
import { formatDateTime } from './format.ts';
import { InstanceLink } from './InstanceLink.tsx';
import { createActivityDetailAtom } from './queries.ts';
import { statusLabel } from './statuses.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';
import { useActivityAction } from './useActivityAction.ts';

/** The details side panel's body: the activity, fresh from the server, and the actions it allows. */
export function ActivityDetails({ activity }: { readonly activity: Activity }) {
  const [detailAtom] = useState(() => createActivityDetailAtom(activity));
  const { data } = useAtomValue(detailAtom);
  const { perform, running } = useActivityAction();
  const current = data ?? activity;
  const status = statusLabel(current.activity_status);
  const available = BULK_ACTIONS.filter((action) => isActionEnabled(action, [current], false));

  return (
    <div className={styles.details}>
      {available.length > 0 ? (
        <div className={styles.toolbar} role="toolbar" aria-label={T.actionsFor(current.summary)}>
          {available.map((action) => (
            <Button key={action} onClick={() => void perform(action, [current.id])} disabled={running}>
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
          <InstanceLink computerId={current.computer_id} />
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
