import type { Instance } from '../../../api/instances.ts';
import { ErrorBoundary } from '../../../ui/error/ErrorScreen.tsx';
import { WhenLoaded } from '../../../ui/lazy-screen.ts';
import { StatusLabel } from '../../../ui/list/index.ts';
import { LoadingScreen, Value } from '../../../ui/placeholders.tsx';
import { Tabs, type TabItem } from '../../../ui/tabs/Tabs.tsx';
import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { createFixCountAtom, createUsnCountAtom, isUbuntu, upgradeCount } from './badges.ts';
import { alertTone, instanceStatus, otherAlerts } from './instance-page.ts';
import { InstanceInfo } from './InstanceInfo.tsx';
import * as styles from './InstancePage.css.ts';
import { TAB_SCREENS } from './tab-screens.ts';
import { visibleTabs, type InstanceTab } from './tabs.ts';
import { INSTANCE_PAGE_TEXTS as T } from './texts.ts';

/** The tabs this instance offers: its distributor's (screens §4) that are built. */
export function offeredTabs(instance: Instance): readonly InstanceTab[] {
  return visibleTabs(instance).filter((tab) => tab === 'info' || TAB_SCREENS[tab] !== undefined);
}

export interface InstanceBodyProps {
  readonly instance: Instance;
  readonly tabs: readonly InstanceTab[];
  readonly tab: InstanceTab;
  readonly onTab: (tab: InstanceTab) => void;
}

/** The instance page under its heading, for the portal's route and `landscape-instance`: summary, then tabs. */
export function InstanceBody({ instance, tabs, tab, onTab }: InstanceBodyProps) {
  const badges = useTabBadges(instance);
  return (
    <div className={styles.page}>
      <InstanceSummary instance={instance} />
      <Tabs<InstanceTab> label={T.tabsLabel} tabs={tabs.map((id) => ({ id, label: T.tabs[id], badge: badges[id] }))} selected={tab} onSelect={onTab}>
        <TabContent key={tab} instance={instance} tab={tab} />
      </Tabs>
    </div>
  );
}

type Badge = NonNullable<TabItem<InstanceTab>['badge']>;

/** The counts beside an Ubuntu instance's Packages, Security issues and Kernel tabs, once known (none is 0). */
function useTabBadges(instance: Instance): Partial<Record<InstanceTab, Badge>> {
  const ubuntu = isUbuntu(instance);
  const usnAtom = useMemo(() => createUsnCountAtom(instance.id, ubuntu), [instance.id, ubuntu]);
  const fixAtom = useMemo(() => createFixCountAtom(instance.id, ubuntu), [instance.id, ubuntu]);
  const usns = useAtomValue(usnAtom).data;
  const fixes = useAtomValue(fixAtom).data;
  if (!ubuntu) return {};
  const upgrades = upgradeCount(instance);
  return {
    ...(upgrades ? { packages: { count: upgrades, description: T.badges.upgrades(upgrades) } } : {}),
    ...(usns ? { 'security-issues': { count: usns, description: T.badges.securityIssues(usns), tone: 'negative' as const } } : {}),
    ...(fixes ? { kernel: { count: fixes, description: T.badges.fixes(fixes) } } : {}),
  };
}

/**
 * A tab's content: Info at once, any other once its code is in (a plain 'Loading...' meanwhile). A
 * tab that fails to render shows the error screen in its panel; the other tabs stay usable.
 */
function TabContent({ instance, tab }: { readonly instance: Instance; readonly tab: InstanceTab }) {
  const Screen = TAB_SCREENS[tab];
  if (tab === 'info' || !Screen) return <InstanceInfo instance={instance} />;
  return (
    <ErrorBoundary>
      <WhenLoaded component={Screen} fallback={<LoadingScreen />}>
        <Screen instance={instance} />
      </WhenLoaded>
    </ErrorBoundary>
  );
}

function InstanceSummary({ instance }: { readonly instance: Instance }) {
  const status = instanceStatus(instance);
  const alerts = otherAlerts(instance);
  return (
    <dl className={styles.summary}>
      <div className={styles.summaryItem}>
        <dt>{T.hostname}</dt>
        <dd>
          <Value value={instance.hostname} />
        </dd>
      </div>
      <div className={styles.summaryItem}>
        <dt>{T.status}</dt>
        <dd>
          <StatusLabel label={status.label} tone={status.tone} />
        </dd>
      </div>
      {alerts.length > 0 ? (
        <div className={styles.summaryItem}>
          <dt>{T.alertsLabel}</dt>
          <dd>
            <ul className={styles.inlineList}>
              {alerts.map((alert, index) => (
                <li key={`${index}-${alert.type}`}>
                  <StatusLabel label={alert.summary} tone={alertTone(alert)} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
