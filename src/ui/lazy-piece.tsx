import { Suspense, type ComponentType } from 'react';
import { componentLoader } from './component-loader.ts';
import { loadedComponent } from './lazy-screen.ts';

/** Resolves once the browser is idle after the page's first paint (or soon, where it cannot tell). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 0);
    });
  });
}

/**
 * A piece of a screen left out of the first load, that shows nothing until its code is in (no
 * 'Loading...': a side panel, a badge, a welcome dialog). Its code loads when it first renders, or
 * with `idle`, once the page is idle after its first paint: for what may render at once but need not
 * be there for the first paint.
 */
export function lazyPiece<P extends object>(load: () => Promise<ComponentType<P>>, options: { readonly idle?: boolean } = {}): ComponentType<P> {
  const Piece = loadedComponent(
    componentLoader(async () => {
      if (options.idle) await afterFirstPaint();
      return load();
    }),
  );
  return function LazyPiece(props: P) {
    return (
      <Suspense fallback={null}>
        <Piece {...props} />
      </Suspense>
    );
  };
}
