import { createElement, Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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
): LazyComponent<P> {
  return lazyComponent(componentLoader(() => load().then(pick)));
}

/** The component a loader's code gives (loadedComponent), with its `preload` and `ready` (LazyComponent). */
export function lazyComponent<P extends object>(loader: ComponentLoader<P>): LazyComponent<P> {
  return Object.assign(loadedComponent(loader), { preload: () => void loader.start().catch(() => undefined), ready: () => loader.start() });
}

/** A component from lazyScreen: `preload` starts its download, `ready` resolves (or rejects) with it. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): void; ready(): Promise<unknown> };

/** A promise the loader marked as settled (component-loader.ts), which React's `use` reads at once. */
const settled = (promise: Promise<unknown>) => (promise as { status?: string }).status !== undefined;

/**
 * Shows `fallback` (a plain 'Loading...', no Suspense fallback) until a lazy component's code is in,
 * then `children`, in a Suspense boundary with the same fallback: a Suspense fallback, once shown,
 * holds the content back for React's fallback throttle (300 ms), so a screen whose code arrives a
 * moment after its element rendered appeared 300 ms late (issue 23: the lone widgets' and the sign-in
 * page's first row). A download that failed shows `children` too, whose render then throws to its
 * error boundary, as before.
 */
export function WhenLoaded({ component, fallback, children }: { readonly component: object; readonly fallback: ReactNode; readonly children: ReactNode }): ReactNode {
  const ready = (component as Partial<LazyComponent<object>>).ready;
  const [loaded, setLoaded] = useState(() => !ready || settled(ready()));
  useEffect(() => {
    if (loaded || !ready) return;
    let live = true;
    const done = () => {
      if (live) setLoaded(true);
    };
    ready().then(done, done);
    return () => {
      live = false;
    };
  }, [loaded, ready]);
  return loaded ? createElement(Suspense, { fallback }, children) : fallback;
}
