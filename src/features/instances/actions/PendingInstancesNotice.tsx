import { useAtomValue } from 'jotai/react';
import { errorMessage } from '../../../api/errors.ts';
import { ListError } from '../../../ui/list/index.ts';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { pendingInstancesQueryAtom } from '../pending-instances.ts';
import * as styles from './Actions.css.ts';
import { PendingInstancesPanel } from './PendingInstancesPanel.tsx';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';

const T = INSTANCE_ACTION_TEXTS.pendingNotice;

/**
 * "Pending instances" (§1.9): shown while instances wait for approval, with the way to review them;
 * nothing when none wait. A failed check says so, with Try again (it would otherwise hide
 * instances waiting).
 */
export function PendingInstancesNotice() {
  const pending = useAtomValue(pendingInstancesQueryAtom);
  const sidePanel = useSidePanel();
  if (pending.isError) {
    return <ListError title={T.failed} message={errorMessage(pending.error)} retrying={pending.isFetching} onRetry={() => void pending.refetch()} />;
  }
  const count = pending.data?.length ?? 0;
  if (count === 0) return null;
  const review = () => sidePanel.open({ key: 'pending-instances', size: 'large', title: T.review, body: <PendingInstancesPanel /> });
  return (
    <InlineNotification type="information" title={T.title}>
      {T.text(count)}
      <button type="button" className={styles.linkButton} onClick={review}>
        {T.review}
      </button>
    </InlineNotification>
  );
}
