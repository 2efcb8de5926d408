import { useEffect, useState } from 'react';

type Describe = (interval: string) => string | null;

let loaded: Describe | null = null;
const load = () => import('./cron-words.ts').then((module) => (loaded = module.cronWords));

/**
 * A schedule in words (cron-words.ts, loaded on first use: cronstrue stays out of every list's
 * load); undefined while it loads or when the schedule cannot be read.
 */
export function useCronWords(interval: string | undefined): string | undefined {
  const [describe, setDescribe] = useState<Describe | null>(() => loaded);
  useEffect(() => {
    if (describe) return;
    let live = true;
    void load().then(
      (words) => live && setDescribe(() => words),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [describe]);
  if (!describe || !interval?.trim()) return undefined;
  return describe(interval.trim()) ?? undefined;
}
