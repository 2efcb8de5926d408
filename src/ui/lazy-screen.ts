import { createElement, use, type ComponentType } from 'react';

/** A component's code, downloaded once: `start` begins (or joins) it, `loaded` is it once it is in. */
export interface ComponentLoader<P extends object> {
  start(): Promise<ComponentType<P>>;
  loaded(): ComponentType<P> | undefined;
}

/** One download for `load`, shared by preloads and renders; a failed one may be tried again. */
export function componentLoader<P extends object>(load: () => Promise<ComponentType<P>>): ComponentLoader<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    start() {
      pending ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loaded,
  };
}

/**
 * A component rendered from `loader`: at once when its code is already in (a route's screen
 * preloaded while `me` was on its way), otherwise it suspends until the code arrives. React.lazy
 * suspends on every first render, even for code already loaded, and a Suspense boundary that shows
 * its fallback holds the content back for React's fallback throttle (300 ms): a screen whose code
 * came before the data would appear a third of a second late.
 */
export function loadedComponent<P extends object>(loader: ComponentLoader<P>): ComponentType<P> {
  return function Loaded(props: P) {
    const Component = loader.loaded() ?? use(loader.start());
    return createElement(Component, props);
  };
}

/**
 * A component whose code loads when it first renders, for code a page may never show (an element's
 * screen, the sign-in form): `load` is a dynamic import, `pick` takes the component from the module.
 * Render it inside a Suspense boundary whose fallback is the 'Loading...' status. `preload` starts
 * the download ahead (the portal's shell, which its element's own file holds).
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> & { preload(): void } {
  const loader = componentLoader(() => load().then(pick));
  return Object.assign(loadedComponent(loader), { preload: () => void loader.start().catch(() => undefined) });
}
