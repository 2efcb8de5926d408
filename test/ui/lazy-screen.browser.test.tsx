import { expect } from '@open-wc/testing';
import { lazy, Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { componentLoader, lazyScreen, loadedComponent, retryFailedLoads } from '../../src/ui/lazy-screen.ts';
import { waitFor } from '../helpers/dom.ts';

function Screen({ name }: { readonly name: string }) {
  return <p>Screen {name}</p>;
}

/** Renders `content` in a Suspense boundary showing 'Loading...', committed before returning. */
function renderNow(content: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Suspense fallback={<p>Loading...</p>}>{content}</Suspense>));
  rendered.push(() => {
    root.unmount();
    container.remove();
  });
  return { container };
}

const rendered: (() => void)[] = [];

describe('screens loaded on demand', () => {
  afterEach(() => rendered.splice(0).forEach((unmount) => unmount()));

  it('renders a screen whose code is already in at once, without its fallback', async () => {
    const loader = componentLoader(async () => Screen);
    await loader.start();
    const Loaded = loadedComponent(loader);
    const { container } = renderNow(<Loaded name="activities" />);
    expect(container.textContent).to.equal('Screen activities');
  });

  it('shows the fallback while the code is on its way, then the screen (React.lazy shows it even for code already in)', async () => {
    const ready = Promise.resolve({ default: Screen });
    await ready;
    const Lazy = lazy(() => ready);
    expect(renderNow(<Lazy name="lazy" />).container.textContent).to.equal('Loading...');
    let arrive: () => void = () => undefined;
    const Later = lazyScreen(
      () => new Promise<{ Screen: typeof Screen }>((resolve) => (arrive = () => resolve({ Screen }))),
      (module) => module.Screen,
    );
    const { container } = renderNow(<Later name="later" />);
    expect(container.textContent).to.equal('Loading...');
    arrive();
    await waitFor(() => expect(container.textContent).to.equal('Screen later'));
  });

  it('keeps a failed download failed until a Try again, then downloads again', async () => {
    let attempts = 0;
    const loader = componentLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Screen;
    });
    let failed = false;
    await loader.start().catch(() => (failed = true));
    expect(failed).to.equal(true);
    // Renders after the failure find it failed (no download the user did not ask for)...
    const again = await loader.start().then(
      () => 'loaded',
      () => 'failed',
    );
    expect(again).to.equal('failed');
    expect(attempts).to.equal(1);
    // ...until a Try again.
    retryFailedLoads();
    expect(await loader.start()).to.equal(Screen);
    expect(attempts).to.equal(2);
  });
});
