import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { activitiesPath } from '../shell/paths.ts';
import { activityCounts, recentSince } from './counts.ts';
import { CountsCard } from './CountsCard.tsx';
import { activityCounter, createCountsAtom } from './queries.ts';
import { OVERVIEW_TEXTS } from './texts.ts';

const T = OVERVIEW_TEXTS.activities;

// `query=` is applied as given by the activities screen (a `status` parameter would be normalised).
const pathOf = (query: string) => activitiesPath({ query });

/** Activities waiting for an administrator: to approve, still running, failed lately. */
export function ActivitiesCard() {
  // The window is fixed when the card opens, so its count and its link's search stay the same search.
  const [since] = useState(() => recentSince(new Date()));
  const countsAtom = useMemo(() => createCountsAtom(activityCounter, activityCounts(since)), [since]);
  const counts = useAtomValue(countsAtom);
  return (
    <CountsCard
      title={T.title}
      loadFailed={T.loadFailed}
      link={{ label: T.viewAll, path: activitiesPath() }}
      counts={counts}
      labels={T.counts}
      pathOf={pathOf}
    />
  );
}
