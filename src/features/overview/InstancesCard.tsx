import { useAtomValue } from 'jotai/react';
import { instancesPath } from '../shell/paths.ts';
import { INSTANCE_COUNTS } from './counts.ts';
import { CountsCard } from './CountsCard.tsx';
import { createCountsAtom, instanceCounter } from './queries.ts';
import { OVERVIEW_TEXTS } from './texts.ts';

const T = OVERVIEW_TEXTS.instances;

const instanceCountsAtom = createCountsAtom(instanceCounter, INSTANCE_COUNTS);

const pathOf = (query: string) => instancesPath({ query });

/** The fleet: every instance, the offline ones, those with upgrades and those to reboot. */
export function InstancesCard() {
  const counts = useAtomValue(instanceCountsAtom);
  return (
    <CountsCard
      title={T.title}
      loadFailed={T.loadFailed}
      link={{ label: T.viewAll, path: instancesPath() }}
      counts={counts}
      labels={T.counts}
      pathOf={pathOf}
    />
  );
}
