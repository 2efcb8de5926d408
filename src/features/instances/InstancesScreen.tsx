import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import type { AllowedValues } from '../../lib/list-params.ts';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import { accessGroupsQueryAtom, tagsQueryAtom } from '../org-data/queries.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { instanceAllowedValues, instanceListParams } from './instance-list.ts';
import { InstancesView } from './InstancesView.tsx';
import { availabilityZonesQueryAtom } from './queries.ts';
import { INSTANCE_TEXTS as T } from './texts.ts';

/** The values the list allows (instanceAllowedValues), as the server lists them. */
function useAllowedValues(): AllowedValues<typeof instanceListParams.specs> {
  const groups = useAtomValue(accessGroupsQueryAtom).data;
  const zones = useAtomValue(availabilityZonesQueryAtom).data;
  const tags = useAtomValue(tagsQueryAtom).data;
  return useMemo(() => instanceAllowedValues(groups, zones, tags), [groups, zones, tags]);
}

/** The portal's /instances route: list state lives in the address bar. */
export default function InstancesRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(instanceListParams, useAllowedValues());
  return (
    <Page title={route.title}>
      <InstancesView list={list} />
    </Page>
  );
}

export interface EmbeddedInstancesProps {
  readonly pageSize?: number;
}

/** `landscape-instances`: the same screen with its state kept inside the element. */
export function EmbeddedInstances(props: EmbeddedInstancesProps) {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInInstances {...props} />
    </WidgetFrame>
  );
}

function SignedInInstances({ pageSize }: EmbeddedInstancesProps) {
  const list = useInternalListState(instanceListParams, pageSize ? { pageSize } : {}, useAllowedValues());
  const { setParams } = list;
  useEffect(() => {
    if (pageSize) setParams({ pageSize });
  }, [pageSize, setParams]);
  return <InstancesView list={list} widgetName={T.widgetLabel} />;
}
