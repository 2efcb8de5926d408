import { useAtomValue } from 'jotai/react';
import { Button } from '../../ui/button/Button.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import type { ListStateOf } from '../lists/index.ts';
import { organisationsApi } from '../../api/organisations.ts';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import type { scriptListParams, ScriptsTab } from './script-list.ts';
import { ScriptList, type ScriptListProps } from './ScriptList.tsx';
import * as styles from './Scripts.css.ts';
import { SCRIPT_TEXTS as T } from './texts.ts';

/* The tabs, with the feature only: a piece of their own, out of the scripts list's first load. */
const ScriptsTabs = lazyScreen(() => import('./ScriptsTabsPanel.tsx'), (module) => module.ScriptsTabs);

export interface ScriptsViewProps {
  readonly list: ListStateOf<typeof scriptListParams.specs>;
  readonly tab: ScriptsTab;
  /** Another tab chosen: the caller shows it with its list at its start. */
  readonly onTabChange: (tab: ScriptsTab) => void;
  /** The portal's route: the profiles list keeps its state in the address too. */
  readonly addressBar?: boolean;
  readonly widgetName?: string | undefined;
}

/** §1.1: the classic dashboard's scripts page (`{url}/scripts`); the page is left once the server said where. */
const openLegacyScripts: ServerAction<void, void> = {
  run: async ({ store }) => store.browser.assign(await organisationsApi.classicDashboardLocation(store.api, 'scripts', T.v2Notice.badUrl)),
  leavesPage: true,
};

/** §1.1: the permanent notice that older scripts live in the classic dashboard, with its link. */
function V2Notice() {
  const { run, pending } = useServerAction(openLegacyScripts);
  return (
    <InlineNotification type="caution" title={T.v2Notice.title}>
      {' '}
      {T.v2Notice.before}
      <Button appearance="link" onClick={() => void run()} aria-busy={pending || undefined}>
        {T.v2Notice.link}
      </Button>
      {T.v2Notice.after}
    </InlineNotification>
  );
}

/**
 * The Scripts screen's body, shared by the portal route and `landscape-scripts`: with the
 * `script-profiles` feature, `Scripts` | `Profiles` tabs (§7.1; ScriptsTabsPanel.tsx).
 */
export function ScriptsView({ list, tab, onTabChange, addressBar = false, widgetName }: ScriptsViewProps) {
  const profilesOn = isFeatureEnabled(useAtomValue(featuresAtom), 'script-profiles');
  const scripts = (extra: Pick<ScriptListProps, 'onOpenProfile' | 'opener'> = {}) => <ScriptList list={list} widgetName={widgetName} {...extra} />;
  if (profilesOn) ScriptsTabs.preload();
  return (
    <div className={styles.screen}>
      <V2Notice />
      {profilesOn ? (
        <WhenLoaded
          component={ScriptsTabs}
          fallback={
            <div className={styles.tabsPending}>
              <div className={styles.tabRow} aria-hidden="true" />
              {tab === 'scripts' ? scripts() : <LoadingScreen />}
            </div>
          }
        >
          <ScriptsTabs tab={tab} onTabChange={onTabChange} addressBar={addressBar} widgetName={widgetName} scripts={scripts} />
        </WhenLoaded>
      ) : (
        scripts()
      )}
    </div>
  );
}
