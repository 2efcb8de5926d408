import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useState } from 'react';
import { isActivity, type Activity } from '../../api/activities.ts';
import type { AllowedValues } from '../../lib/list-params.ts';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import { authStatusAtom } from '../../state/auth.ts';
import { NotificationArea } from '../../ui/notification/NotificationArea.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { Page } from '../../ui/page/Page.tsx';
import { SidePanelHost } from '../../ui/side-panel/SidePanel.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { ActivitiesView } from './ActivitiesView.tsx';
import { activityListParams } from './activity-list.ts';
import { activityTypesQueryAtom } from './queries.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

/** Statuses and page sizes are declared; unknown types are dropped once the server has listed them. */
function useAllowedValues(): AllowedValues<typeof activityListParams.specs> {
  const types = useAtomValue(activityTypesQueryAtom).data;
  return useMemo(() => (types ? { type: types } : {}), [types]);
}

/**
 * An activity handed over through navigation state (`history.state.activity`) is taken once and
 * cleared, so Back or a reload does not open it again (SPEC §2).
 */
function takeNavigationActivity(): Activity | undefined {
  const state = window.history.state as { activity?: unknown } | null;
  if (!state || !isActivity(state.activity)) return undefined;
  const { activity, ...rest } = state;
  window.history.replaceState(Object.keys(rest).length ? rest : null, '', window.location.href);
  return activity;
}

/** The portal's /activities route: list state lives in the address bar. */
export default function ActivitiesRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(activityListParams, useAllowedValues());
  const [handedOver] = useState(takeNavigationActivity);
  return (
    <Page title={route.title}>
      <ActivitiesView list={list} initialActivity={handedOver} />
    </Page>
  );
}

export interface EmbeddedActivitiesProps {
  readonly instanceId?: number;
  readonly pageSize?: number;
}

/** `landscape-activities`: the same screen with its state kept inside the element. */
export function EmbeddedActivities(props: EmbeddedActivitiesProps) {
  const status = useAtomValue(authStatusAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <p part="base">{T.signedOut}</p>;
  return <SignedInActivities {...props} />;
}

function SignedInActivities({ instanceId, pageSize }: EmbeddedActivitiesProps) {
  const allowed = useAllowedValues();
  const list = useInternalListState(activityListParams, pageSize ? { pageSize } : {}, allowed);
  const { setParams } = list;
  useEffect(() => {
    if (pageSize) setParams({ pageSize });
  }, [pageSize, setParams]);
  return (
    <section part="base" aria-label={T.title}>
      <NotificationArea />
      <ActivitiesView list={list} instanceId={instanceId} />
      <SidePanelHost />
    </section>
  );
}
