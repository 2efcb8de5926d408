import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { creatorName, type Activity } from '../../api/activities.ts';
import { errorMessage } from '../../api/errors.ts';
import { StatusLabel } from '../../ui/list/index.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen, Value } from '../../ui/placeholders.tsx';
import { allAllow, BULK_ACTIONS, unavailableReason } from './bulk-actions.ts';
import { activityName } from './format.ts';
import { DateTime } from '../../ui/time/DateTime.tsx';
import * as styles from './Activities.css.ts';
import { ActivityActionButton } from './ActivityActionButton.tsx';
import { useCachedInstanceName } from '../instances/instance-names.ts';
import { InstanceLink } from './InstanceLink.tsx';
import { createActivityDetailAtom } from './queries.ts';
import { statusLabel } from './statuses.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';
import { useActivityAction } from './useActivityAction.ts';

export interface ActivityDetailsProps {
  readonly id: number;
  /** The row the user picked, shown until the server's answer arrives. */
  readonly placeholder?: Activity;
}

/** The details side panel's body: the activity, fresh from the server, and the actions it allows. */
export function ActivityDetails({ id, placeholder }: ActivityDetailsProps) {
  // Keyed by id only: the placeholder matters for the first render of an id.
  const detailAtom = useMemo(() => createActivityDetailAtom(id, placeholder), [id]);
  const { data, isError, error } = useAtomValue(detailAtom);
  // A failed fetch keeps what the row showed, under the server's message.
  const current = data ?? placeholder;
  const { run, pending, input } = useActivityAction();
  // Named as its row was, if the list asked for it; never a request of its own.
  const instanceName = useCachedInstanceName(current?.computer_id);
  const failure = isError ? <InlineNotification type="negative">{errorMessage(error)}</InlineNotification> : null;
  if (!current) return failure ?? <LoadingScreen />;

  const status = statusLabel(current.activity_status);
  // Only what this activity allows is offered; the rest wait while one of them runs.
  const available = BULK_ACTIONS.filter((action) => allAllow(action, [current]));

  return (
    <div className={styles.details}>
      {failure}
      {available.length > 0 ? (
        <div className={styles.toolbar} role="toolbar" aria-label={T.actionsFor(activityName(current))}>
          {available.map((action) => (
            <ActivityActionButton
              key={action}
              action={action}
              busy={input?.action === action}
              reason={unavailableReason(action, [current], pending)}
              onRun={() => void run({ action, ids: [current.id] })}
            />
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
          <InstanceLink computerId={current.computer_id} name={instanceName} />
        </dd>
        <dt>{T.details.type}</dt>
        <dd>
          <Value value={current.type} />
        </dd>
        <dt>{T.details.createdAt}</dt>
        <dd>
          <DateTime value={current.creation_time} />
        </dd>
        <dt>{T.details.deliveredAt}</dt>
        <dd>
          <DateTime value={current.delivery_time} />
        </dd>
        <dt>{T.details.completedAt}</dt>
        <dd>
          <DateTime value={current.completion_time} />
        </dd>
        <dt>{T.details.creator}</dt>
        <dd>
          <Value value={creatorName(current)} />
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
