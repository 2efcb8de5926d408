import { useAtomValue } from 'jotai/react';
import { featuresAtom, isFeatureEnabled } from '../../state/environment.ts';
import { Page } from '../../ui/page/Page.tsx';
import type { ScreenProps } from '../shell/screens/types.ts';
import { ActivitiesCard } from './ActivitiesCard.tsx';
import { InstancesCard } from './InstancesCard.tsx';
import * as styles from './Overview.css.ts';
import { SecurityProfilesCard } from './SecurityProfilesCard.tsx';

/** The portal's landing page (/overview): cards an administrator acts on, each linking to its filtered list. */
export default function OverviewRoute({ route }: ScreenProps) {
  const securityProfiles = isFeatureEnabled(useAtomValue(featuresAtom), 'usg-profiles');
  return (
    <Page title={route.title}>
      <div className={styles.grid}>
        <InstancesCard />
        <ActivitiesCard />
        {securityProfiles ? <SecurityProfilesCard /> : null}
      </div>
    </Page>
  );
}
