import { useCallback, useState, type JSX } from 'react';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { Tabs } from '../../ui/tabs/Tabs.tsx';
import { WidgetFrame } from '../../ui/widget/WidgetFrame.tsx';
import * as styles from './Account.css.ts';
import { ACCOUNT_TEXTS as T } from './texts.ts';

/*
 * `landscape-account`: the portal's three account pages (General, Alerts, API credentials) as tabs
 * inside one element. Each tab is the same view as its portal page, from that page's own file,
 * loaded when the tab is first shown.
 */
const GeneralTab = lazyScreen(() => import('./general/AccountGeneralScreen.tsx'), (module) => module.AccountGeneralView);
const AlertsTab = lazyScreen(() => import('../alerts/subscriptions/AlertSubscriptionsScreen.tsx'), (module) => module.AlertSubscriptionsView);
const CredentialsTab = lazyScreen(() => import('./credentials/ApiCredentialsScreen.tsx'), (module) => module.ApiCredentialsView);

export type AccountTab = 'general' | 'alerts' | 'api-credentials';

const TAB_VIEWS = { general: GeneralTab, alerts: AlertsTab, 'api-credentials': CredentialsTab } as const;

const tabOf = (value: string | undefined): AccountTab => (value === 'alerts' || value === 'api-credentials' ? value : 'general');

export interface EmbeddedAccountProps {
  /** The tab shown first: 'general' (default), 'alerts' or 'api-credentials'. */
  readonly tab?: string | undefined;
}

/** `landscape-account`: the signed-in person's own settings, in its widget frame (notices, sign-in gate). */
export function EmbeddedAccount(props: EmbeddedAccountProps): JSX.Element {
  return (
    <WidgetFrame label={T.widgetLabel} signedOut={T.signedOut}>
      <AccountTabs {...props} />
    </WidgetFrame>
  );
}

function AccountTabs({ tab: tabAttribute }: EmbeddedAccountProps): JSX.Element {
  const { close } = useSidePanel();
  const [tab, setTab] = useState<AccountTab>(() => tabOf(tabAttribute));
  // The attribute changing later selects its tab, as a click would.
  const [attribute, setAttribute] = useState(tabAttribute);
  if (attribute !== tabAttribute) {
    setAttribute(tabAttribute);
    setTab(tabOf(tabAttribute));
  }
  const select = useCallback(
    (next: AccountTab) => {
      // A side panel (Change password) belongs to the tab it was opened from.
      close();
      setTab(next);
    },
    [close],
  );
  const View = TAB_VIEWS[tab];
  return (
    <Tabs
      label={T.tabsLabel}
      tabs={[
        { id: 'general', label: T.tabs.general },
        { id: 'alerts', label: T.tabs.alerts },
        { id: 'api-credentials', label: T.tabs.credentials },
      ]}
      selected={tab}
      onSelect={select}
    >
      <div className={styles.tabContent}>
        <WhenLoaded component={View} fallback={<LoadingScreen />}>
          <View />
        </WhenLoaded>
      </div>
    </Tabs>
  );
}
