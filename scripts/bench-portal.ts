/**
 * What the page-size-100 benchmarks share: signing in through the portal's form, timing an action
 * until the screen shows its result, the simulator's request log, and the page's long tasks.
 */
import type { ElementHandle, Page } from 'puppeteer-core';

export interface Logged {
  readonly method: string;
  readonly path: string;
}

/** The API requests the demo's simulator received since the last clear (control calls left out). */
export async function requestLog(base: string): Promise<Logged[]> {
  const log = (await (await fetch(`${base}/__sim/default/requests`)).json()) as Logged[];
  return log.filter((request) => !request.path.startsWith('__'));
}

export async function clearLog(base: string): Promise<void> {
  await fetch(`${base}/__sim/default/requests`, { method: 'DELETE' });
}

/**
 * An element in the portal's shadow root, polled every frame: puppeteer's `>>>` waits watch the
 * document's mutations, which do not see a shadow root's, and missed the sign-in form about one run in five.
 */
export async function inPortal(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (sel: string) => document.querySelector('landscape-portal')?.shadowRoot?.querySelector(sel),
    { polling: 'raf', timeout: 30_000 },
    selector,
  );
  return handle.asElement() as ElementHandle<Element>;
}

/** Signs in through the portal's sign-in form, the welcome dialog marked seen, and waits for the shell. */
export async function signInToPortal(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/new_dashboard/login`);
  await page.evaluate(() => localStorage.setItem('_landscape_isWelcomePopupClosed', 'true'));
  await (await inPortal(page, 'input[type=email]')).type('admin@example.com');
  const password = await inPortal(page, 'input[type=password]');
  await password.type('landscape-demo');
  await password.press('Enter');
  await inPortal(page, 'nav[aria-label="Main"]');
}

/**
 * Runs `action` in the page (code with `root`, the portal's shadow root) and waits, frame by frame,
 * until `done` holds there; returns the milliseconds taken.
 */
export async function timed(page: Page, action: string, done: string): Promise<number> {
  return page.evaluate(
    async (act: string, check: string) => {
      const portal = document.querySelector('landscape-portal')!.shadowRoot!;
      const start = performance.now();
      new Function('root', act)(portal);
      const test = new Function('root', `return (${check});`) as (root: ShadowRoot) => boolean;
      while (!test(portal)) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    },
    action,
    done,
  );
}

/** Collects the page's long tasks from now on (the Long Tasks API reports those over 50 ms). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as { longTasks: number[]; longTaskObserver?: PerformanceObserver };
    win.longTasks = [];
    win.longTaskObserver?.disconnect();
    win.longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.longTasks.push(entry.duration);
    });
    win.longTaskObserver.observe({ type: 'longtask' });
  });
}

/** The durations of the long tasks since `watchLongTasks`. */
export const longTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
