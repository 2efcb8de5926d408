import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useState } from 'react';
import { isActivity, type Activity } from '../../api/activities.ts';
import type { AllowedValues } from '../../lib/list-params.ts';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { ActivitiesView } from './ActivitiesView.tsx';
import { activityAllowedValues, activityListParams } from './activity-list.ts';
import { activityTypesQueryAtom } from './queries.ts';
import { ACTIVITY_TEXTS as T } from './texts.ts';

/**
 * Statuses and page sizes are declared; unknown types are dropped once the server has listed them
 * (asked for by the view when the list state names a type; this only reads them).
 */
export function useAllowedValues(): AllowedValues<typeof activityListParams.specs> {
  const types = useAtomValue(activityTypesQueryAtom).data;
  return useMemo(() => activityAllowedValues(types), [types]);
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
  return (
    <WidgetFrame label={T.widgetLabel(props.instanceId)} signedOut={T.signedOut}>
      <SignedInActivities {...props} />
    </WidgetFrame>
  );
}

function SignedInActivities({ instanceId, pageSize }: EmbeddedActivitiesProps) {
  const allowed = useAllowedValues();
  const list = useInternalListState(activityListParams, pageSize ? { pageSize } : {}, allowed);
  const { setParams } = list;
  useEffect(() => {
    if (pageSize) setParams({ pageSize });
  }, [pageSize, setParams]);
  return <ActivitiesView list={list} instanceId={instanceId} widgetName={T.widgetLabel(instanceId)} />;
}
