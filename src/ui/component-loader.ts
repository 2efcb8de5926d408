import type { ComponentType } from 'react';

/*
 * Without React at run time: the portal's preload chunk, which starts a route's screen before React
 * is in, uses it too.
 */

/**
 * A component's code, downloaded once: `start` begins (or joins) it; once in, the promise it returns
 * is marked fulfilled, so React's `use` reads it without suspending.
 */
export interface ComponentLoader<P extends object> {
  start(): Promise<ComponentType<P>>;
}

/** A promise marked the way React's `use` reads a settled one: it returns the value (or throws) without suspending. */
type Marked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** How to forget each failed download, until a Try again. */
const failed = new Set<() => void>();

/**
 * Lets every download that failed be tried again: an error boundary's Try again. Until then a failed
 * download stays failed, so the component that needs it shows the failure (SPEC §8: no retry the
 * user did not ask for) instead of asking again on every render: React renders a component again
 * when the promise it waited on is settled, and a new download at each render would go on for ever
 * while the file cannot be had.
 */
export function retryFailedLoads(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/** One download for `load`, shared by preloads and renders; a failed one is tried again after retryFailedLoads. */
export function componentLoader<P extends object>(load: () => Promise<ComponentType<P>>): ComponentLoader<P> {
  let pending: Marked<ComponentType<P>> | undefined;
  return {
    start() {
      if (!pending) {
        const started: Marked<ComponentType<P>> = load().then(
          (component) => {
            Object.assign(started, { status: 'fulfilled', value: component });
            return component;
          },
          (error: unknown) => {
            Object.assign(started, { status: 'rejected', reason: error });
            failed.add(() => {
              if (pending === started) pending = undefined;
            });
            throw error;
          },
        );
        pending = started;
      }
      return pending;
    },
  };
}
