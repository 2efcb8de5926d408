import { useCallback, useState } from 'react';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { Tabs } from '../../ui/tabs/Tabs.tsx';
import { OpenWhenFetched } from '../lists/index.ts';
import { scriptDetailQuery } from './detail-queries.ts';
import type { ScriptsTab } from './script-list.ts';
import type { ScriptListProps } from './ScriptList.tsx';
import { SCRIPT_TEXTS as T } from './texts.ts';

/*
 * The Scripts screen's tabs (profiles.md §7.1), only with the `script-profiles` feature: a piece
 * loaded as the screen renders, out of the scripts list's first load (the list shows meanwhile). It
 * shares the tabs with the instance page's file, which the script details (preloaded after the list's
 * first paint) load anyway. The Profiles tab is a file of its own, loaded only when shown.
 */
const ProfilesTab = lazyScreen(() => import('../script-profiles/ScriptProfilesPanel.tsx'), (module) => module.ScriptProfilesTab);

export interface ScriptsTabsProps {
  readonly tab: ScriptsTab;
  readonly onTabChange: (tab: ScriptsTab) => void;
  readonly addressBar: boolean;
  readonly widgetName?: string | undefined;
  /** The Scripts tab's list, given what the tabs add to it. */
  readonly scripts: (extra: Pick<ScriptListProps, 'onOpenProfile' | 'opener'>) => React.ReactNode;
}

/** What a tab opens as it shows: a profile's details (from a script's row), a script's (from a profile's). */
type Opening = { readonly tab: ScriptsTab; readonly id: number };

/** `Scripts` | `Profiles`: choosing one closes the side panel; a title in either opens its item in the other. */
export function ScriptsTabs({ tab, onTabChange, addressBar, widgetName, scripts }: ScriptsTabsProps) {
  const { close } = useSidePanel();
  const [opening, setOpening] = useState<Opening | null>(null);
  const select = useCallback(
    (next: ScriptsTab, open: Opening | null = null) => {
      close();
      setOpening(open);
      if (next !== tab) onTabChange(next);
    },
    [close, onTabChange, tab],
  );
  const openProfile = useCallback((id: number) => select('profiles', { tab: 'profiles', id }), [select]);
  const openScript = useCallback((id: number) => select('scripts', { tab: 'scripts', id }), [select]);
  const opened = useCallback(() => setOpening(null), []);
  const scriptId = opening?.tab === 'scripts' ? opening.id : null;

  return (
    <Tabs
      label={T.tabs.label}
      tabs={[
        { id: 'scripts', label: T.tabs.scripts },
        { id: 'profiles', label: T.tabs.profiles },
      ]}
      selected={tab}
      onSelect={(next) => select(next)}
    >
      {tab === 'scripts' ? (
        scripts({
          onOpenProfile: openProfile,
          opener: scriptId === null ? undefined : (view) => <OpenWhenFetched key={scriptId} query={scriptDetailQuery} id={scriptId} onOpen={view} onDone={opened} />,
        })
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
  );
}
