import { useAtomValue } from 'jotai/react';
import { LIST_TEXTS } from '../../ui/list/index.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { errorMessage } from '../../api/errors.ts';
import * as styles from './Instances.css.ts';
import { pendingInstancesQueryAtom } from './pending-instances.ts';
import { INSTANCE_TEXTS as T } from './texts.ts';

const PendingInstancesPanel = lazyScreen(
  () => import('./actions/BulkActionDialogs.tsx'),
  (module) => module.PendingInstancesPanel,
);

/**
 * "Pending instances" (§1.9): shown while instances wait for approval, with the way to review them;
 * nothing when none wait. A failed check says so, with Try again (it would otherwise hide
 * instances waiting).
 */
export function PendingInstancesNotice() {
  const pending = useAtomValue(pendingInstancesQueryAtom);
  const sidePanel = useSidePanel();
  if (pending.isError) {
    return (
      <InlineNotification type="caution" title={T.pending.title}>
        {`${T.pending.failed} ${errorMessage(pending.error)} `}
        <button
          type="button"
          className={styles.linkButton}
          aria-busy={pending.isFetching || undefined}
          aria-disabled={pending.isFetching || undefined}
          onClick={() => {
            if (!pending.isFetching) void pending.refetch();
          }}
        >
          {LIST_TEXTS.tryAgain}
        </button>
      </InlineNotification>
    );
  }
  const count = pending.data?.length ?? 0;
  if (count === 0) return null;
  const review = () =>
    sidePanel.open({
      key: 'pending-instances',
      size: 'large',
      title: T.pending.review,
      body: (
        <WhenLoaded component={PendingInstancesPanel} fallback={<LoadingScreen />}>
          <PendingInstancesPanel />
        </WhenLoaded>
      ),
    });
  return (
    <InlineNotification type="information" title={T.pending.title}>
      {T.pending.text(count)}
      <button type="button" className={styles.linkButton} onClick={review}>
        {T.pending.review}
      </button>
    </InlineNotification>
  );
}
