import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { scriptListParams } from './script-list.ts';
import { ScriptsView } from './ScriptsView.tsx';
import { SCRIPT_TEXTS as T } from './texts.ts';

/** The portal's /scripts route: the list state lives in the address bar. */
export default function ScriptsRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(scriptListParams, {});
  return (
    <Page title={route.title}>
      <ScriptsView list={list} />
    </Page>
  );
}

/** `landscape-scripts`: the same screen with its state kept inside the element. */
export function EmbeddedScripts() {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInScripts />
    </WidgetFrame>
  );
}

function SignedInScripts() {
  const list = useInternalListState(scriptListParams, {}, {});
  return <ScriptsView list={list} widgetName={T.widgetLabel} />;
}
