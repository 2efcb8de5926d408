import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { Page } from '../../ui/page/Page.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import type { ScreenProps } from '../shell/screens/types.ts';
import { scriptListParams, scriptsTabParams, type ScriptsTab } from './script-list.ts';
import { ScriptsView } from './ScriptsView.tsx';
import { SCRIPT_TEXTS as T } from './texts.ts';

/**
 * The portal's /scripts route: the list state lives in the address bar, the tab too (`?tab=profiles`);
 * choosing a tab leaves the tab alone in the address (profiles.md §7.1).
 */
export default function ScriptsRoute({ route }: ScreenProps) {
  const list = useAddressBarListState(scriptListParams, {});
  const tabs = useAddressBarListState(scriptsTabParams, {});
  const [, navigate] = useLocation();
  const selectTab = useCallback(
    (tab: ScriptsTab) => {
      const { location } = window;
      navigate(`~${location.pathname}${tab === 'profiles' ? '?tab=profiles' : ''}${location.hash}`);
    },
    [navigate],
  );
  return (
    <Page title={route.title}>
      <ScriptsView list={list} tab={tabs.params.tab === 'profiles' ? 'profiles' : 'scripts'} onTabChange={selectTab} addressBar />
    </Page>
  );
}

export interface EmbeddedScriptsProps {
  /** The tab shown first: 'scripts' (default) or 'profiles'. */
  readonly tab?: string | undefined;
}

/** `landscape-scripts`: the same screen with its state kept inside the element. */
export function EmbeddedScripts(props: EmbeddedScriptsProps) {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <SignedInScripts {...props} />
    </WidgetFrame>
  );
}

const tabOf = (value: string | undefined): ScriptsTab => (value === 'profiles' ? 'profiles' : 'scripts');

function SignedInScripts({ tab: tabAttribute }: EmbeddedScriptsProps) {
  const list = useInternalListState(scriptListParams, {}, {});
  const [tab, setTab] = useState<ScriptsTab>(() => tabOf(tabAttribute));
  // The attribute changing later selects its tab, as a click would (the list starts again).
  const [attribute, setAttribute] = useState(tabAttribute);
  if (attribute !== tabAttribute) {
    setAttribute(tabAttribute);
    setTab(tabOf(tabAttribute));
  }
  const selectTab = useCallback(
    (next: ScriptsTab) => {
      setTab(next);
      list.setParams(SCRIPT_LIST_DEFAULTS);
    },
    [list],
  );
  return <ScriptsView list={list} tab={tab} onTabChange={selectTab} widgetName={T.widgetLabel} />;
}

/** The scripts list back at its start, as the portal's address is when a tab is chosen. */
const SCRIPT_LIST_DEFAULTS = { search: '', status: '', currentPage: 1, pageSize: 20 } as const;
