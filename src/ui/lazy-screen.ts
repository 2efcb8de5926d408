import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it first renders, for code a page may never show (an element's
 * screen, the sign-in form): `load` is a dynamic import, `pick` takes the component from the module.
 * Render it inside a Suspense boundary whose fallback is the 'Loading...' status.
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
