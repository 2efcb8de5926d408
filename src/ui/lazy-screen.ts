import { createElement, use, type ComponentType } from 'react';
import { componentLoader, type ComponentLoader } from './component-loader.ts';

export { componentLoader, retryFailedLoads, type ComponentLoader } from './component-loader.ts';

/**
 * A component rendered from `loader`: at once when its code is already in (a route's screen
 * preloaded while `me` was on its way), otherwise it suspends until the code arrives. React.lazy
 * suspends on every first render, even for code already loaded, and a Suspense boundary that shows
 * its fallback holds the content back for React's fallback throttle (300 ms): a screen whose code
 * came before the data would appear a third of a second late.
 */
export function loadedComponent<P extends object>(loader: ComponentLoader<P>): ComponentType<P> {
  return function Loaded(props: P) {
    // `use` on every render (React requires it after a render that suspended on it); on a promise
    // already marked fulfilled it returns at once.
    const Component = use(loader.start());
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
