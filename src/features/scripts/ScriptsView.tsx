import { useAtomValue } from 'jotai/react';
import { useCallback, useState, type ComponentType } from 'react';
import { Button } from '../../ui/button/Button.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import type { ListStateOf } from '../lists/index.ts';
import { organisationsApi } from '../../api/organisations.ts';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import type { TabsProps } from '../../ui/tabs/Tabs.tsx';
import type { scriptListParams, ScriptsTab } from './script-list.ts';
import { ScriptList } from './ScriptList.tsx';
import * as styles from './Scripts.css.ts';
import { SCRIPT_TEXTS as T } from './texts.ts';

/*
 * The Profiles tab (profiles.md §7) is a file of its own, loaded only when the tab is shown: the
 * scripts list's load does not carry it.
 */
const ProfilesTab = lazyScreen(() => import('../script-profiles/ScriptProfilesPanel.tsx'), (module) => module.ScriptProfilesTab);
/*
 * The tab strip too comes after the list's first paint (only with the feature): imported here, the
 * tabs would move into the Scripts screen's file, which the instance page (that shows tabs too) would
 * then load. The row keeps its place meanwhile.
 */
const Tabs = lazyScreen(() => import('../../ui/tabs/Tabs.tsx'), (module) => module.Tabs as unknown as ComponentType<TabsProps<ScriptsTab>>);

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
  const classic = { open: () => void run(), leaving: pending };
  return (
    <InlineNotification type="caution" title={T.v2Notice.title}>
      {' '}
      {T.v2Notice.before}
      <Button appearance="link" onClick={classic.open} aria-busy={classic.leaving || undefined}>
        {T.v2Notice.link}
      </Button>
      {T.v2Notice.after}
    </InlineNotification>
  );
}

/** What a tab opens as it shows: a profile's details (from a script's row), a script's (from a profile's). */
type Opening = { readonly tab: 'profiles'; readonly id: number } | { readonly tab: 'scripts'; readonly id: number };

/**
 * The Scripts screen's body, shared by the portal route and `landscape-scripts`: with the
 * `script-profiles` feature, `Scripts` | `Profiles` tabs (§7.1; choosing one closes the side panel).
 */
export function ScriptsView({ list, tab, onTabChange, addressBar = false, widgetName }: ScriptsViewProps) {
  const profilesOn = isFeatureEnabled(useAtomValue(featuresAtom), 'script-profiles');
  const { close } = useSidePanel();
  const [opening, setOpening] = useState<Opening | null>(null);
  const shown: ScriptsTab = profilesOn ? tab : 'scripts';

  const select = useCallback(
    (next: ScriptsTab, open: Opening | null = null) => {
      close();
      setOpening(open);
      if (next !== shown) onTabChange(next);
    },
    [close, onTabChange, shown],
  );
  const openProfile = useCallback((id: number) => select('profiles', { tab: 'profiles', id }), [select]);
  const openScript = useCallback((id: number) => select('scripts', { tab: 'scripts', id }), [select]);
  const opened = useCallback(() => setOpening(null), []);

  if (profilesOn) Tabs.preload();
  const scripts = (
    <ScriptList
      list={list}
      widgetName={widgetName}
      onOpenProfile={profilesOn ? openProfile : undefined}
      openScriptId={opening?.tab === 'scripts' ? opening.id : null}
      onOpened={opened}
    />
  );

  return (
    <div className={styles.screen}>
      <V2Notice />
      {profilesOn ? (
        <WhenLoaded
          component={Tabs}
          fallback={
            <div className={styles.tabsPending}>
              <div className={styles.tabRow} aria-hidden="true" />
              {shown === 'scripts' ? scripts : <LoadingScreen />}
            </div>
          }
        >
        <Tabs
          label={T.tabs.label}
          tabs={[
            { id: 'scripts', label: T.tabs.scripts },
            { id: 'profiles', label: T.tabs.profiles },
          ]}
          selected={shown}
          onSelect={(next) => select(next)}
        >
          {shown === 'scripts' ? (
            scripts
          ) : (
            <WhenLoaded component={ProfilesTab} fallback={<LoadingScreen />}>
              <ProfilesTab
                addressBar={addressBar}
                widgetName={widgetName}
                openProfileId={opening?.tab === 'profiles' ? opening.id : null}
                onOpened={opened}
                onOpenScript={openScript}
              />
            </WhenLoaded>
          )}
        </Tabs>
        </WhenLoaded>
      ) : (
        scripts
      )}
    </div>
  );
}
