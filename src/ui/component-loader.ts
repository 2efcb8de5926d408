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

/** A promise marked the way React's `use` reads a settled one: it returns the value without suspending. */
type Marked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** One download for `load`, shared by preloads and renders; a failed one may be tried again. */
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
            pending = undefined;
            throw error;
          },
        );
        pending = started;
      }
      return pending;
    },
  };
}
