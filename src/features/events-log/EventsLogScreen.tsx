import { useEffect } from 'react';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { embeddedInitial, eventListParams, type EmbeddedEventsLogProps } from './event-list.ts';
import { EventsLogView } from './EventsLogView.tsx';
import { EVENTS_LOG_TEXTS as T } from './texts.ts';

/** The portal's /events-log route: the list state lives in the address bar. */
export default function EventsLogRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(eventListParams, {});
  return (
    <Page title={route.title}>
      <EventsLogView list={list} />
    </Page>
  );
}

export type { EmbeddedEventsLogProps };

/** `landscape-events-log`: the same screen with its state kept inside the element. */
export function EmbeddedEventsLog(props: EmbeddedEventsLogProps) {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInEventsLog {...props} />
    </WidgetFrame>
  );
}

function SignedInEventsLog(props: EmbeddedEventsLogProps) {
  const list = useInternalListState(eventListParams, embeddedInitial(props), {});
  const { setParams } = list;
  const { days, pageSize } = props;
  useEffect(() => {
    if (days || pageSize) setParams(embeddedInitial({ days, pageSize }));
  }, [days, pageSize, setParams]);
  return <EventsLogView list={list} widgetName={T.widgetLabel} />;
}
