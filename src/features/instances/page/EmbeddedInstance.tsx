import { useAtomValue } from 'jotai/react';
import { useId, useMemo } from 'react';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import type { Instance } from '../../../api/instances.ts';
import { ListError } from '../../../ui/list/index.ts';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { WidgetFrame } from '../../../ui/widget/WidgetFrame.tsx';
import { instanceName } from './instance-page.ts';
import { InstanceBody, offeredTabs } from './InstanceBody.tsx';
import * as styles from './InstancePage.css.ts';
import { createInstanceAtom } from './queries.ts';
import { useTabInElement } from './tab-state.tsx';
import { INSTANCE_PAGE_TEXTS as T } from './texts.ts';

export interface EmbeddedInstanceProps {
  readonly instanceId?: number;
  /** The tab shown first (and whenever it is set again); the user's choice is the element's own state. */
  readonly tab?: string;
}

/**
 * `landscape-instance`: one instance's page with its tabs, for the classic dashboard's instance
 * pages. Its tab and its tabs' list state live inside the element; the address is never touched.
 */
export function EmbeddedInstance({ instanceId, tab }: EmbeddedInstanceProps) {
  return (
    <WidgetFrame label={T.widgetLabel(instanceId)} signedOut={T.signedOut}>
      {instanceId === undefined || !Number.isSafeInteger(instanceId) || instanceId < 0 ? (
        <p className={styles.text}>{T.noInstanceId}</p>
      ) : (
        <SignedInInstance key={instanceId} id={instanceId} tab={tab} />
      )}
    </WidgetFrame>
  );
}

function SignedInInstance({ id, tab }: { readonly id: number; readonly tab: string | undefined }) {
  const instanceAtom = useMemo(() => createInstanceAtom(id), [id]);
  const query = useAtomValue(instanceAtom);
  const headingId = useId();
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div className={styles.notFound}>
        <h2 className={styles.heading}>{T.notFoundTitle}</h2>
        <p className={styles.text}>{errorMessage(query.error)}</p>
      </div>
    );
  }
  if (query.isError) {
    return <ListError title={T.loadFailed} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingScreen />;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        {instanceName(query.data)}
      </h2>
      <LoadedInstance instance={query.data} tab={tab} />
    </section>
  );
}

function LoadedInstance({ instance, tab }: { readonly instance: Instance; readonly tab: string | undefined }) {
  const tabs = useMemo(() => offeredTabs(instance), [instance]);
  const [shown, showTab] = useTabInElement(tabs, tab);
  return <InstanceBody instance={instance} tabs={tabs} tab={shown} onTab={showTab} />;
}
